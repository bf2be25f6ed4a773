/// The parts of a member's body: summary, declaration, discussion, level-4 subsections and
/// fields, in the order `Content/README.md` describes.
struct MemberBody {
    static let subsections = ["discussion", "parameters", "return value", "special considerations", "examples", "example"]

    var summary: [MarkdownNode] = []
    var declaration: String?
    /// The ```swift block, and where it starts.
    var swiftDeclaration: String?
    var swiftDeclarationLocation: SourceLocation?
    var discussion: [MarkdownNode] = []
    var parameters: [Parameter] = []
    /// Where each of `parameters` is written: its list item.
    var parameterLocations: [SourceLocation] = []
    var returnValue: [MarkdownNode] = []
    var fields: [Field] = []

    /// Whether an Availability field is written, even one that does not parse: its own
    /// diagnostic says what is wrong, and "no Availability field" would be a second one.
    var hasAvailabilityField: Bool { fields.contains { $0.name == "availability" } }

    static func parse(_ blocks: [MarkdownNode], path: String, diagnostics: inout DiagnosticBag) -> MemberBody {
        var body = MemberBody()
        var subsection = "discussion"
        for block in blocks {
            switch block.kind {
            case .heading(let level) where level >= 4:
                let title = block.plainText.trimmingWhitespace().lowercased()
                if subsections.contains(title) {
                    subsection = title
                    if title == "special considerations" || title.hasPrefix("example") { body.discussion.append(block) }
                } else {
                    diagnostics.warning(
                        .unknownSubsection, "unknown subsection '\(block.plainText)'",
                        at: SourceLocation(path: path, line: block.line, column: block.column),
                        subject: DiagnosticSubject(block.plainText.trimmingWhitespace()),
                        notes: [DiagnosticNote("known subsections: Parameters, Return Value, Discussion, Special Considerations, Examples")]
                    )
                    subsection = "discussion"
                    body.discussion.append(block)
                }
            case .list(let ordered, _, _) where !ordered:
                let declared =
                    body.declaration.flatMap { DeclaredParameters.names(in: $0) }
                    ?? body.swiftDeclaration.flatMap(SwiftDeclarationName.parameterNames(of:)) ?? []
                let (fields, rest) = Field.split(
                    block, inParameters: subsection == "parameters", parameterNames: Set(declared),
                    path: path, diagnostics: &diagnostics)
                body.fields += fields
                guard !rest.isEmpty else { continue }
                if subsection == "parameters" {
                    body.parameters += rest.map(parameter(from:))
                    body.parameterLocations += rest.map { SourceLocation(path: path, line: $0.line, column: $0.column) }
                } else {
                    var list = block
                    list.children = rest
                    body.append(list, to: subsection)
                }
            case .paragraph where body.summary.isEmpty && body.declaration == nil && body.discussion.isEmpty && subsection == "discussion":
                body.summary = block.children
            case .codeBlock(let language, let code)
            where language.lowercased() == "swift" && body.swiftDeclaration == nil
                && body.discussion.isEmpty && subsection == "discussion":
                body.swiftDeclaration = code.hasSuffix("\n") ? String(code.dropLast()) : code
                body.swiftDeclarationLocation = SourceLocation(path: path, line: block.line + 1, column: block.column)
            case .codeBlock(let language, let code)
            where language.lowercased() != "swift" && body.declaration == nil
                && body.discussion.isEmpty && subsection == "discussion":
                body.declaration = code.hasSuffix("\n") ? String(code.dropLast()) : code
            default:
                body.append(block, to: subsection)
            }
        }
        return body
    }

    private mutating func append(_ block: MarkdownNode, to subsection: String) {
        if subsection == "return value" { returnValue.append(block) } else { discussion.append(block) }
    }

    /// `- `name`: description`, `- *name*: description` or `- name: description`.
    private static func parameter(from item: MarkdownNode) -> Parameter {
        guard let paragraph = item.children.first, paragraph.kind == .paragraph, var inlines = Optional(paragraph.children),
            let first = inlines.first
        else {
            return Parameter(name: item.plainText, description: [])
        }
        var name: String
        switch first.kind {
        case .code(let literal, _):
            name = literal
            inlines.removeFirst()
        case .symbolLink(let link):
            name = link.text
            inlines.removeFirst()
        case .emphasis, .strong:
            name = first.plainText
            inlines.removeFirst()
        case .text(let text):
            let head = text.prefix(while: { $0 != ":" })
            guard head.count < text.count else { return Parameter(name: "", description: inlines) }
            name = String(head)
            inlines[0].kind = .text(String(text.dropFirst(head.count)))
        default:
            return Parameter(name: "", description: inlines)
        }
        if case .text(let text)? = inlines.first?.kind {
            inlines[0].kind = .text(String(text.drop(while: { $0 == ":" || $0 == " " || $0 == "—" || $0 == "-" || $0 == "–" })))
        }
        name = name.trimmingWhitespace()
        if name.hasSuffix(":") { name.removeLast() }
        return Parameter(name: name, description: Field.trimLeading(inlines))
    }
}
