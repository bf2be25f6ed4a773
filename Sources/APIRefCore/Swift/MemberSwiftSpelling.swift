/// Gives a member its Swift name and container, from its ```swift block and its
/// `Swift name` field, and reports a spelling that cannot be right.
///
/// The name comes from the declaration (`SwiftDeclarationName`); the field is needed only
/// where the declaration cannot say it: a nested type's or a constant's Swift path
/// (`- Swift name: UITableViewCell.AccessoryType`, `- Swift name: checkmark`), or a name in
/// a Swift container other than the page's (`- Swift name: UITableView.automaticDimension`).
enum MemberSwiftSpelling {
    /// `defaultContainer` is the Swift path of the type the member belongs to in Swift when
    /// the field says none: its constant group's, or its page's.
    static func assign(
        to symbol: inout Symbol, body: MemberBody, fields: [Field], defaultContainer: String?,
        diagnostics: inout DiagnosticBag
    ) {
        symbol.swiftDeclaration = body.swiftDeclaration
        var declared: String?
        if let declaration = body.swiftDeclaration {
            switch SwiftDeclarationName.of(declaration) {
            case .success(let name): declared = name
            case .failure(.unbalanced(let offset, let bracket)):
                let at = body.swiftDeclarationLocation.map { location(of: offset, in: declaration, from: $0) } ?? symbol.location
                diagnostics.warning(
                    .swiftDeclarationSyntax, "the Swift declaration of \(symbol.name) has an unmatched '\(bracket)'", at: at,
                    subject: DiagnosticSubject(String(bracket)))
            case .failure(.noIntroducer):
                diagnostics.warning(
                    .swiftDeclarationSyntax,
                    "the Swift declaration of \(symbol.name) declares nothing: no func, var, case, init or type introducer",
                    at: body.swiftDeclarationLocation ?? symbol.location)
            }
        }
        let field = fields.last { $0.name == "swift name" }
        let written = field.map { SwiftPath.split($0.text, module: symbol.framework) }
        if let field, let written, let declared, written.name != declared {
            diagnostics.warning(
                .swiftNameMismatch, "the Swift name '\(written.name)' is not the name the Swift declaration declares, '\(declared)'",
                at: field.location, subject: DiagnosticSubject(written.name, replacement: declared))
        }
        guard let name = written?.name ?? declared, !name.isEmpty else { return }
        symbol.swiftName = name
        symbol.swiftContainer = written?.container ?? defaultContainer
        check(symbol, swiftName: name, at: field?.location ?? body.swiftDeclarationLocation ?? symbol.location, diagnostics: &diagnostics)
    }

    /// A Swift-only member is headed by its Swift name; a member with both spellings takes
    /// as many arguments in Swift as its selector does (one fewer where Swift turns a
    /// trailing error or completion handler into `throws` or `async`).
    private static func check(_ symbol: Symbol, swiftName: String, at location: SourceLocation, diagnostics: inout DiagnosticBag) {
        let headedInSwift = symbol.name.contains("(")
        if headedInSwift, symbol.declaration != nil {
            diagnostics.warning(
                .swiftOnlyObjectiveCDeclaration,
                "\(symbol.name) is headed by a Swift name but has an Objective-C declaration: head it by its selector, or remove the ```objc block",
                at: symbol.location, subject: DiagnosticSubject(symbol.name))
            return
        }
        if symbol.declaration == nil, symbol.swiftDeclaration != nil {
            if symbol.name != swiftName {
                diagnostics.warning(
                    .swiftNameMismatch,
                    "\(symbol.name) has only a Swift declaration, which declares '\(swiftName)': head a Swift-only member by its Swift name",
                    at: symbol.location, subject: DiagnosticSubject(symbol.name, replacement: swiftName))
            }
            return
        }
        guard symbol.kind == .instanceMethod || symbol.kind == .classMethod, !headedInSwift else { return }
        let selector = symbol.name
        guard !SwiftDeclarationName.aritiesAgree(selector: selector, swiftName: swiftName) else { return }
        let objectiveC = selector.filter { $0 == ":" }.count
        let swift = SwiftDeclarationName.arity(swiftName)
        diagnostics.warning(
            .swiftNameMismatch,
            "the Swift name '\(swiftName)' takes \(swift) argument\(swift == 1 ? "" : "s"), the selector '\(selector)' \(objectiveC)",
            at: location, subject: DiagnosticSubject(String(SwiftDeclarationName.baseName(swiftName))))
    }

    /// Where the scalar at `offset` of a code block is, given where the block's first line is.
    private static func location(of offset: Int, in code: String, from start: SourceLocation) -> SourceLocation {
        var line = start.line
        var column = 1
        for (index, scalar) in code.unicodeScalars.enumerated() where index < offset {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(path: start.path, line: line, column: column)
    }
}

/// A Swift path cut into its container and its last name: `UITableViewCell.AccessoryType`
/// and `checkmark`; `UITableView` and `dequeueReusableCell(withIdentifier:for:)`.
public enum SwiftPath {
    /// A path that starts with the page's module (`UIKit.UIKeyModifierFlags`) is read without
    /// it, and a name the module alone holds is top-level: its container is `""`.
    public static func split(_ path: String, module: String?) -> (container: String?, name: String) {
        guard let module, !module.isEmpty, path.hasPrefix(module + "."), path.count > module.count + 1 else { return split(path) }
        let rest = split(String(path.dropFirst(module.count + 1)))
        return (rest.container ?? "", rest.name)
    }

    public static func split(_ path: String) -> (container: String?, name: String) {
        let head = path.firstIndex(of: "(").map { path[..<$0] } ?? Substring(path)
        // An operator's name may itself hold dots (`..<(_:_:)`): cut only after an identifier.
        guard let dot = head.lastIndex(of: "."), dot != head.startIndex,
            head[head.index(before: dot)].isLetter || head[head.index(before: dot)].isNumber || head[head.index(before: dot)] == "_"
        else {
            return (nil, path)
        }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}

extension Symbol {
    /// The Swift path of the type a page's members belong to in Swift: the page's Swift name
    /// (`IndexPath` for `NSIndexPath`); for a category, the extended type's, which its front
    /// matter's `swift-name` gives; nil for a framework page, whose members are top-level.
    var swiftContainerOfMembers: String? {
        switch kind {
        case .framework: return nil
        case .category: return swiftContainer ?? container
        default: return swiftPath ?? container
        }
    }
}

extension SwiftDeclarationName {
    /// Whether a method's Swift name takes as many arguments as its selector, or one fewer
    /// where Swift turns a trailing error or completion handler into `throws` or `async`:
    /// what `check` asks of a member with both spellings.
    public static func aritiesAgree(selector: String, swiftName: String) -> Bool {
        let objectiveC = selector.filter { $0 == ":" }.count
        let swift = arity(swiftName)
        let lastPiece = selector.split(separator: ":").last.map { $0.lowercased() } ?? ""
        let folded =
            lastPiece.contains("error") || lastPiece.contains("completion") || lastPiece.contains("handler")
            || lastPiece.contains("reply") || lastPiece.contains("block")
        return swift == objectiveC || (folded && swift == objectiveC - 1)
    }
}
