import Testing

@testable import APIRefCore

/// The names a declaration gives its parameters, which `check` holds a Parameters list to.
struct DeclaredParametersTests {
    @Test(
        arguments: [
            ("- (void)setEditing:(BOOL)editing animated:(BOOL)animated", nil, ["editing", "animated"]),
            ("+ (instancetype)new", nil, []),
            (
                "- (void)performBatchUpdates:(void (^ _Nullable)(void))updates completion:(void (^ _Nullable)(BOOL finished))completion",
                nil, ["updates", "completion"]
            ),
            ("- (void)foo:(id)a API_DEPRECATED(\"use bar: instead\", ios(2.0, 9.0));", nil, ["a"]),
            ("- (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2)", nil, ["format"]),
            ("- (void)untyped:thing", nil, ["thing"]),
            (
                "extern NSData *UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality)", "UIImageJPEGRepresentation",
                ["image", "compressionQuality"]
            ),
            ("void KitWatch(Switch *watched, void (^handler)(BOOL isOn), ...)", "KitWatch", ["watched", "handler"]),
            ("void NSLog(NSString *format, ...)", "NSLog", ["format"]),
            ("CGRect CGRectZero(void)", "CGRectZero", [])
        ] as [(String, String?, [String])])
    func namesAreTheDeclarations(_ declaration: String, _ function: String?, _ names: [String]) {
        #expect(DeclaredParameters.names(in: declaration, function: function) == names)
    }

    /// A type with no name, a property, a function not named: nothing to hold a list to.
    @Test func whatCannotBeToldIsNil() {
        #expect(DeclaredParameters.names(in: "void Apply(CGFloat)", function: "Apply") == nil)
        #expect(DeclaredParameters.names(in: "@property(nonatomic) BOOL on") == nil)
        #expect(DeclaredParameters.names(in: "void Apply(int a)", function: "Other") == nil)
    }
}
