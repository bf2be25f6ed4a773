/// One `- Name: value` item of a member's field list.
struct Field {
    /// The canonical field names, keyed by every spelling apiref accepts.
    static let names: [String: String] = [
        "availability": "availability", "available": "availability", "introduced": "availability",
        "deprecated": "deprecated", "obsoleted": "obsoleted",
        "replacement": "replacement", "replaced by": "replacement",
        "declared in": "declared in", "declared-in": "declared in",
        "see also": "see also", "required": "required",
        "swift name": "swift name", "swift": "swift name"
    ]

    var name: String
    /// The value as inline content, label removed.
    var value: [MarkdownNode]
    var location: SourceLocation

    var text: String { value.map(\.plainText).joined().trimmingWhitespace() }

    /// The names `unknown-field` lists, as authors write them.
    static let knownList = "Availability, Deprecated, Obsoleted, Replacement, Declared in, See also, Required, Swift name"

    /// Splits a bullet list into its field items and the items that are ordinary content.
    /// Items that look like a field (`Word: …`) but name no known field are reported,
    /// except in a Parameters list, where `name: description` is how parameters are written.
    /// A label one slip from a field's (`Availabilty:`) is read as that field, as a compiler
    /// recovers from a typo, and reported with the fix: one cause, one diagnostic; in a
    /// Parameters list too (fields often follow it in the same list), unless the label is
    /// one of `parameterNames`, the declaration's.
    static func split(
        _ list: MarkdownNode, inParameters: Bool, parameterNames: Set<String> = [], path: String,
        diagnostics: inout DiagnosticBag
    ) -> (fields: [Field], rest: [MarkdownNode]) {
        var fields: [Field] = []
        var rest: [MarkdownNode] = []
        var unknown: [(String, MarkdownNode)] = []
        for item in list.children {
            guard let (label, value) = labelled(item) else {
                rest.append(item)
                continue
            }
            let location = SourceLocation(path: path, line: item.line, column: item.column)
            if let name = names[label.lowercased()] {
                fields.append(Field(name: name, value: value, location: location))
            } else if !inParameters || !parameterNames.contains(label), let spelling = certainSpelling(of: label) {
                fields.append(Field(name: names[spelling]!, value: value, location: location))
                let written = spelling.prefix(1).uppercased() + spelling.dropFirst()
                diagnostics.warning(
                    .unknownField, "unknown field '\(label)'", at: location,
                    subject: DiagnosticSubject(label, replacement: written), notes: [DiagnosticNote("did you mean '\(written)'?")])
            } else {
                unknown.append((label, item))
            }
        }
        for (label, item) in unknown {
            if fields.isEmpty || inParameters {
                rest.append(item)
            } else {
                diagnostics.warning(
                    .unknownField, "unknown field '\(label)'", at: SourceLocation(path: path, line: item.line, column: item.column),
                    subject: DiagnosticSubject(label), notes: [DiagnosticNote("known fields are \(knownList)")])
            }
        }
        return (fields, rest)
    }

    /// The accepted spelling a label certainly meant (`availabilty` → `availability`).
    private static func certainSpelling(of label: String) -> String? {
        let lowered = label.lowercased()
        return EditDistance.certainFix(for: lowered, suggestions: EditDistance.nearest(to: lowered, in: names.keys, limit: 1))
    }

    /// `(label, value)` when the item's first paragraph starts with `Label:` or `**Label:**`.
    private static func labelled(_ item: MarkdownNode) -> (String, [MarkdownNode])? {
        guard item.children.count == 1, let paragraph = item.children.first, paragraph.kind == .paragraph,
            var inlines = Optional(paragraph.children), let first = inlines.first
        else { return nil }
        var label: String
        // The text after the colon, made into the first inline only once the label is known.
        var value: Substring?
        if first.kind == .strong || first.kind == .emphasis {
            label = first.plainText.trimmingWhitespace()
            inlines.removeFirst()
            if label.hasSuffix(":") {
                label.removeLast()
            } else if case .text(let text)? = inlines.first?.kind, text.hasPrefix(":") {
                inlines[0].kind = .text(String(text.dropFirst()))
            } else {
                return nil
            }
        } else if case .text(let text) = first.kind,
            let colon = text.utf8.prefix(Self.longestLabelBytes).firstIndex(of: UInt8(ascii: ":"))
        {
            // Every list item's first text is searched, most of them prose: bytes, not
            // characters, and only as far as a label can reach.
            label = String(text[..<colon])
            value = text[text.utf8.index(after: colon)...]
        } else {
            return nil
        }
        label = label.trimmingWhitespace()
        guard isLabel(label) else { return nil }
        if let value { inlines[0].kind = .text(String(value)) }
        return (label, trimLeading(inlines))
    }

    /// A label's bytes at most, spaces around it included: 24 characters of up to four
    /// bytes, with room to spare.
    private static let longestLabelBytes = 128

    /// At most 24 letters, spaces and hyphens.
    private static func isLabel(_ label: String) -> Bool {
        guard !label.isEmpty else { return false }
        if label.utf8.allSatisfy({ $0 < 0x80 }) {
            return label.utf8.count <= 24
                && label.utf8.allSatisfy { byte in
                    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                        || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")
                }
        }
        return label.count <= 24 && label.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
    }

    static func trimLeading(_ inlines: [MarkdownNode]) -> [MarkdownNode] {
        var inlines = inlines
        while case .text(let text)? = inlines.first?.kind {
            let trimmed = String(text.drop(while: { $0.isWhitespace }))
            if trimmed.isEmpty {
                inlines.removeFirst()
            } else {
                inlines[0].kind = .text(trimmed)
                break
            }
        }
        return inlines
    }
}
