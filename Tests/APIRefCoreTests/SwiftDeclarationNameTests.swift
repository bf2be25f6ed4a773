import Testing

@testable import APIRefCore

/// The Swift name a ```swift block declares, which lookups, links and checks use.
struct SwiftDeclarationNameTests {
    @Test(arguments: [
        (
            "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell",
            "dequeueReusableCell(withIdentifier:for:)"
        ),
        (
            "@MainActor func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
            "tableView(_:cellForRowAt:)"
        ),
        ("func reloadData()", "reloadData()"),
        ("var accessoryType: UITableViewCell.AccessoryType { get set }", "accessoryType"),
        ("@MainActor open var rowHeight: CGFloat", "rowHeight"),
        ("class var layerClass: AnyClass { get }", "layerClass"),
        ("class func requiresConstraintBasedLayout() -> Bool", "requiresConstraintBasedLayout()"),
        ("init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", "init(style:reuseIdentifier:)"),
        ("required init?(coder: NSCoder)", "init(coder:)"),
        ("convenience init()", "init()"),
        ("subscript(index: Int) -> Element { get }", "subscript(_:)"),
        ("subscript(key key: String) -> Value?", "subscript(key:)"),
        ("case checkmark", "checkmark"),
        ("case success(Success)", "success(_:)"),
        ("case pair(first: Int, [String])", "pair(first:_:)"),
        ("enum AccessoryType : Int, @unchecked Sendable", "AccessoryType"),
        ("struct UIListContentConfiguration", "UIListContentConfiguration"),
        (
            "@MainActor class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> : NSObject where SectionIdentifierType : Hashable",
            "UITableViewDiffableDataSource"
        ),
        ("typealias Handler = (Bool) -> Void", "Handler"),
        ("associatedtype Element", "Element"),
        ("static func + (lhs: Self, rhs: Self) -> Self", "+(_:_:)"),
        ("func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]", "map(_:)"),
        ("private(set) var count: Int", "count"),
        ("nonisolated(unsafe) static let shared: Foo", "shared"),
        ("func `default`() -> Self", "default()"),
        (
            "optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat",
            "tableView(_:heightForRowAt:)"
        ),
        ("actor Counter", "Counter"),
        ("func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)", "performBatchUpdates(_:completion:)")
    ])
    func namesAreSwiftNames(_ declaration: String, _ name: String) {
        #expect(SwiftDeclarationName.of(declaration) == .success(name))
    }

    @Test func unbalancedBracketsAreFound() {
        #expect(SwiftDeclarationName.of("func f(a: Int -> Int") == .failure(.unbalanced(offset: 6, bracket: "(")))
        #expect(SwiftDeclarationName.of("func f(a: [Int) -> Int") == .failure(.unbalanced(offset: 14, bracket: ")")))
        #expect(SwiftDeclarationName.of("func f(a: \"(\") -> Int") == .success("f(a:)"))
    }

    @Test func textThatDeclaresNothingIsNoName() {
        #expect(SwiftDeclarationName.of("- (void)reloadData") == .failure(.noIntroducer))
        #expect(SwiftDeclarationName.of("") == .failure(.noIntroducer))
    }

    @Test func baseNamesAndArity() {
        #expect(SwiftDeclarationName.baseName("dequeueReusableCell(withIdentifier:for:)") == "dequeueReusableCell")
        #expect(SwiftDeclarationName.arity("dequeueReusableCell(withIdentifier:for:)") == 2)
        #expect(SwiftDeclarationName.arity("reloadData()") == 0)
        #expect(SwiftPath.split("UITableViewCell.AccessoryType.checkmark") == ("UITableViewCell.AccessoryType", "checkmark"))
        #expect(SwiftPath.split("UITableView.dequeueReusableCell(withIdentifier:for:)").container == "UITableView")
        #expect(SwiftPath.split("..<(_:_:)").container == nil)
    }
}
