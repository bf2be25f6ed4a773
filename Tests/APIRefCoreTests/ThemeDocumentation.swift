import Foundation

/// `docs/themes.md` as `ThemeDocumentationTests` reads it: the overview table of templates,
/// one table of variables per template (`## \`NAME.mustache\``) and the labels table.
struct ThemeDocumentation {
    /// One row of a template's table: `| \`path\` | type | meaning | example |`.
    struct Row {
        var path: String
        var type: String
        var meaning: String
        var line: Int

        var isMarkedUnused: Bool { meaning.contains(ThemeDocumentation.notUsedMark) }
        var isPartial: Bool { type == "partial" }
        /// `constants[].*`: each item has every field the table lists at its top level.
        var isWildcard: Bool { path.hasSuffix("[].*") }
    }

    /// One template's section.
    struct Template {
        var name: String
        var rows: [String: Row] = [:]

        /// Whether `path` is documented, or holds something that is (`labels` in `labels.overview`):
        /// how a lookup knows that a name is found in a context.
        func has(_ path: String) -> Bool {
            row(path) != nil || rows.keys.contains { $0.hasPrefix(path + ".") || $0.hasPrefix(path + "[]") }
        }

        /// The row documenting `path`, directly or through a `list[].*` row.
        func row(_ path: String) -> Row? {
            if let row = rows[path], !row.isWildcard { return row }
            for wildcard in rows.values where wildcard.isWildcard {
                let prefix = String(wildcard.path.dropLast(1))
                if path.hasPrefix(prefix), let row = row(String(path.dropFirst(prefix.count))) { return row }
            }
            return nil
        }
    }

    /// One row of the labels table.
    struct Label {
        var english: String
        var japanese: String
        var usedIn: Set<String>
    }

    static let notUsedMark = "(not used by the shipped theme)"
    /// The types a variable's row may give, and what the code hands the template for each.
    static let kinds: [String: String] = [
        "text": "text", "HTML": "text", "JSON": "text", "label": "text", "bool": "flag", "number": "number",
        "object": "object", "list of objects": "list"
    ]

    /// The types the code escaped or built itself, which a template writes with `{{{…}}}`.
    static let prerendered: Set<String> = ["HTML", "JSON"]

    var overview: [String: (required: Bool, line: Int)] = [:]
    var templates: [String: Template] = [:]
    var labels: [String: Label] = [:]

    init(markdown: String) {
        var section: String?
        var templateName: String?
        for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if line.hasPrefix("## ") {
                let title = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                section = title
                let spans = Self.codeSpans(title)
                templateName = spans.first.flatMap { $0.hasSuffix(".mustache") ? String($0.dropLast(".mustache".count)) : nil }
                if let templateName { templates[templateName] = Template(name: templateName) }
                continue
            }
            if line.hasPrefix("# ") {
                section = nil
                templateName = nil
                continue
            }
            guard line.hasPrefix("|"), !line.hasPrefix("|-"), !line.hasPrefix("| -") else { continue }
            let cells = Self.cells(line)
            guard let first = cells.first, let name = Self.codeSpans(first).first else { continue }
            if let templateName, cells.count >= 4 {
                templates[templateName]?.rows[name] = Row(path: name, type: cells[1], meaning: cells[2], line: offset + 1)
            } else if section == "Templates", name.hasSuffix(".mustache"), cells.count >= 2 {
                overview[String(name.dropLast(".mustache".count))] = (cells[1].hasPrefix("yes"), offset + 1)
            } else if section == "Labels", cells.count >= 4 {
                labels[name] = Label(
                    english: Self.quoted(cells[1]), japanese: Self.quoted(cells[2]),
                    usedIn: Set(Self.codeSpans(cells[3])))
            }
        }
    }

    /// A table row's cells, split at each `|` that is not escaped, with `\|` unescaped.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell += character == "|" ? "|" : "\\" + String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }

    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `` `"Deprecated in "` `` → `Deprecated in ` (the quotes show the spaces).
    static func quoted(_ cell: String) -> String {
        guard let span = codeSpans(cell).first, span.hasPrefix("\""), span.hasSuffix("\""), span.count >= 2 else { return cell }
        return String(span.dropFirst().dropLast())
    }
}

/// The tags of a Mustache template, in order.
enum MustacheTag: Equatable {
    /// `{{name}}`, or with `raw`, `{{{name}}}` and `{{&name}}`.
    case variable(String, raw: Bool)
    case section(String)
    case inverted(String)
    case close(String)
    case partial(String)

    /// The tags of `text`; comments and pragmas (`{{% CONTENT_TYPE: HTML }}`) are left out.
    /// A delimiter change (`{{=<% %>=}}`) ends the reading: the tags after it look different.
    static func tags(in text: String) -> [MustacheTag] {
        var tags: [MustacheTag] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let triple = rest.hasPrefix("{")
            if triple { rest = rest.dropFirst() }
            guard let close = rest.range(of: triple ? "}}}" : "}}") else { break }
            let body = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            guard let sigil = body.first else { continue }
            let name = body.dropFirst().trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "!", "%": continue
            case "=": return tags
            case "#": tags.append(.section(name))
            case "^": tags.append(.inverted(name))
            case "/": tags.append(.close(name))
            case ">": tags.append(.partial(name))
            case "&": tags.append(.variable(name, raw: true))
            default: tags.append(.variable(body, raw: triple))
            }
        }
        return tags
    }

    /// How the tag is written, for messages.
    var written: String {
        switch self {
        case .variable(let name, let raw): raw ? "{{{\(name)}}}" : "{{\(name)}}"
        case .section(let name): "{{#\(name)}}"
        case .inverted(let name): "{{^\(name)}}"
        case .close(let name): "{{/\(name)}}"
        case .partial(let name): "{{> \(name)}}"
        }
    }
}
