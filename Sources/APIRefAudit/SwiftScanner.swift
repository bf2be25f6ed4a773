internal import SwiftParser
internal import SwiftSyntax

/// The uses of names in a Swift file, read from swift-syntax's tree: calls of members with
/// their argument labels (`tableView.dequeueReusableCell(withIdentifier: id)` →
/// `dequeueReusableCell(withIdentifier:)`), members named without a call (`cell.textLabel`,
/// `.checkmark`), bare names of types and functions, and the methods and overriding
/// properties the file declares. Comments and string literals are trivia and literal
/// segments in the tree, never names, so nothing in them matches.
public enum SwiftScanner {
    /// Every use in `bytes` (UTF-8 Swift source), in the order of the file.
    public static func uses(in bytes: UnsafeBufferPointer<UInt8>) -> [AuditUse] {
        let tree = Parser.parse(source: bytes)
        let visitor = UseVisitor(converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        return visitor.uses.sorted { ($0.offset, $0.name) < ($1.offset, $1.name) }
    }
}

private final class UseVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var uses: [AuditUse] = []
    /// Member accesses a call has already recorded as called.
    var called: Set<SyntaxIdentifier> = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func record(_ name: String, _ form: AuditUse.Form, at token: TokenSyntax) {
        let position = token.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: position)
        uses.append(
            AuditUse(
                name: name, language: .swift, form: form, line: location.line, column: location.column,
                offset: position.utf8Offset))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else {
            return .visitChildren
        }
        var labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }
        // A trailing closure's label is not written: the matcher takes `?:` for any label.
        if node.trailingClosure != nil { labels.append("?:") }
        labels += node.additionalTrailingClosures.map { $0.label.text + ":" }
        called.insert(member.id)
        record(Self.baseName(member.declName.baseName) + "(" + labels.joined() + ")", .call, at: member.declName.baseName)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !called.contains(node.id) else { return .visitChildren }
        let name = node.declName
        if let arguments = name.argumentNames {
            // `x.reloadRows(at:with:)`, a method named without a call.
            let labels = arguments.arguments.map { $0.name.text + ":" }.joined()
            record(Self.baseName(name.baseName) + "(" + labels + ")", .call, at: name.baseName)
        } else {
            record(Self.baseName(name.baseName), .property, at: name.baseName)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is its member access's.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { return .visitChildren }
        record(Self.baseName(node.baseName), .identifier, at: node.baseName)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        record(Self.baseName(node.name), .identifier, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        record(Self.baseName(node.name) + "(" + labels + ")", .implementation, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only an override is the library's property; a stored property of one's own is not.
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return .visitChildren }
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                record(Self.baseName(pattern.identifier), .implementation, at: pattern.identifier)
            }
        }
        return .visitChildren
    }

    /// The name without the backticks of an escaped keyword (`` `default` ``).
    static func baseName(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
