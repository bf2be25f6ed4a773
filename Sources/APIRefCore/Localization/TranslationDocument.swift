/// A translation file written from its original's structure and the translated text of
/// each unit (`TranslationCatalog`): the headings the translation parser reads back, in
/// the original's order, with Japanese section names, and the stamps front matter.
struct TranslationDocument {
    let originals: OriginalSymbols
    /// Translated Markdown by symbol key, then by unit (`summary`, `discussion`,
    /// `parameter:NAME`, `return`, `title`, `task:TITLE`).
    var texts: [String: [String: String]] = [:]
    var stamps: [String: String] = [:]
    var sources: [String: String] = [:]
    /// The layout of the file written over, kept where the units leave it as it is: each
    /// section's heading by kind (`TranslatedPage.sectionTitles`), and by symbol key how many
    /// Special Considerations or Examples subsections go before the parameters
    /// (`TranslatedProse.leadingSubsections`).
    var sectionTitles: [SymbolKind: String] = [:]
    var leadingSubsections: [String: Int] = [:]

    init(originals: OriginalSymbols) {
        self.originals = originals
    }

    /// Every section a member may be in, in the original's order (`Content/README.md`),
    /// with the Japanese name the translation parser reads (`TranslationHeadings`). Type
    /// properties and type methods are properties and class methods.
    static let sectionNames: [(SymbolKind, String)] = [
        (.associatedType, "関連型"), (.enumCase, "ケース"), (.initializer, "イニシャライザ"),
        (.property, "プロパティ"), (.classMethod, "クラスメソッド"), (.instanceMethod, "インスタンスメソッド"),
        (.subscript, "サブスクリプト"), (.operator, "演算子"), (.typeAlias, "型エイリアス"),
        (.constantGroup, "定数"), (.notification, "通知"), (.function, "関数"), (.variable, "グローバル変数"), (.dataType, "データ型")
    ]

    func markdown() -> String {
        var parts: [String] = []
        if !stamps.isEmpty {
            parts.append(String(TranslationFrontMatter.text(stamps: stamps, sources: sources).dropLast()))
        }
        guard let page = originals.symbols.first else { return parts.joined(separator: "\n\n") + "\n" }
        let pageTexts = texts[OriginalSymbols.key(of: page)] ?? [:]
        if page.kind == .article {
            parts.append("# " + (pageTexts["title"] ?? page.name))
            parts += [pageTexts["summary"], pageTexts["discussion"]].compactMap { $0 }
            return parts.joined(separator: "\n\n") + "\n"
        }
        parts.append(Self.heading(1, page.name))
        if let summary = pageTexts["summary"] { parts.append(summary) }
        if let discussion = pageTexts["discussion"] { parts += ["## 概要", discussion] }
        let titles = page.taskGroups.compactMap { group in pageTexts["task:\(group.title)"].map { (group.title, $0) } }
        if !titles.isEmpty {
            parts.append("## タスク")
            for (original, translated) in titles {
                parts += [Self.heading(3, original), translated]
                if let abstract = pageTexts["task-abstract:\(original)"] { parts.append(abstract) }
            }
        }
        for (kind, section) in Self.sectionNames {
            let members = originals.symbols.filter { symbol in
                // A constant of no group is a level-3 member of the constants, as the original has it.
                (symbol.kind == kind || (kind == .constantGroup && symbol.kind == .constant && symbol.parentID == page.id))
                    && (texts[symbol.name] != nil || constants(of: symbol).contains { texts[$0.name] != nil })
            }
            guard !members.isEmpty else { continue }
            parts.append("## " + (sectionTitles[kind] ?? section))
            for member in members {
                parts.append(Self.heading(3, member.name))
                parts += body(
                    texts[member.name] ?? [:], parameters: member.parameters.map(\.name), leading: leadingSubsections[member.name] ?? 0)
                for constant in constants(of: member) where texts[constant.name] != nil {
                    parts.append(Self.heading(4, constant.name))
                    parts += body(texts[constant.name] ?? [:], parameters: [], leading: leadingSubsections[constant.name] ?? 0)
                }
            }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// A heading that reads back as `name`: as it is (`init(format:_:)`), or escaped where
    /// it would be read as markup (`appendingFormat(\_:\_:)`, whose `_:_` is emphasis).
    static func heading(_ level: Int, _ name: String) -> String {
        let marks = String(repeating: "#", count: level) + " "
        let document = CmarkConverter.parse(marks + name).document
        if document.children.count == 1, let heading = document.children.first, heading.kind == .heading(level: level),
            heading.plainText.trimmingWhitespace() == name, heading.children.allSatisfy({ if case .text = $0.kind { true } else { false } })
        {
            return marks + name
        }
        return marks + MarkdownWriter.text(name)
    }

    private func constants(of member: Symbol) -> [Symbol] {
        member.kind == .constantGroup ? originals.symbols.filter { $0.parentID == member.id } : []
    }

    /// A member's units in the original's order: summary, discussion, parameters, return
    /// value, then the discussion's Special Considerations and Examples subsections but the
    /// first `leading` of them, which stay before the parameters as the file had them.
    private func body(_ units: [String: String], parameters: [String], leading: Int) -> [String] {
        var parts: [String] = []
        if let summary = units["summary"] { parts.append(summary) }
        let described = parameters.compactMap { name in
            units["parameter:\(name)"].map { "- `\(name)`: " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
        }
        let returned = units["return"]
        var trailing: String?
        if let discussion = units["discussion"].map(TranslationHeadings.japaneseSubsections(in:)) {
            let (head, tail) = (described.isEmpty && returned == nil) ? (discussion, nil) : Self.split(discussion, keeping: leading)
            if !head.isEmpty { parts.append(head) }
            trailing = tail
        }
        if !described.isEmpty { parts += ["#### 引数", described.joined(separator: "\n")] }
        if let returned { parts += ["#### 戻り値", TranslationHeadings.japaneseSubsections(in: returned)] }
        if let trailing { parts.append(trailing) }
        return parts
    }

    /// `discussion` cut before its Special Considerations or Examples subsection heading
    /// number `leading` (from 0), outside code blocks: the part before, and the rest, or nil
    /// when it has no such heading. Both read back as the one discussion they were.
    static func split(_ discussion: String, keeping leading: Int) -> (String, String?) {
        let lines = discussion.split(separator: "\n", omittingEmptySubsequences: false)
        var fence: Substring?
        var seen = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                continue
            }
            let marks = line.prefix { $0 == "#" }
            guard (4...6).contains(marks.count), line.dropFirst(marks.count).first == " ",
                TranslationHeadings.isTrailingSubsection(line.dropFirst(marks.count + 1).trimmingWhitespace())
            else { continue }
            guard seen == leading else {
                seen += 1
                continue
            }
            var head = lines[..<index].joined(separator: "\n")
            while head.hasSuffix("\n") { head.removeLast() }
            return (head, lines[index...].joined(separator: "\n"))
        }
        return (discussion, nil)
    }
}
