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

    init(originals: OriginalSymbols) {
        self.originals = originals
    }

    static let sectionNames: [(SymbolKind, String)] = [
        (.property, "プロパティ"), (.classMethod, "クラスメソッド"), (.instanceMethod, "インスタンスメソッド"),
        (.constantGroup, "定数"), (.notification, "通知"), (.function, "関数"), (.dataType, "データ型"),
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
        parts.append("# " + page.name)
        if let summary = pageTexts["summary"] { parts.append(summary) }
        if let discussion = pageTexts["discussion"] { parts += ["## 概要", discussion] }
        let titles = page.taskGroups.compactMap { group in pageTexts["task:\(group.title)"].map { (group.title, $0) } }
        if !titles.isEmpty {
            parts.append("## タスク")
            for (original, translated) in titles {
                parts += ["### " + original, translated]
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
            parts.append("## " + section)
            for member in members {
                parts.append("### " + member.name)
                parts += body(texts[member.name] ?? [:], parameters: member.parameters.map(\.name))
                for constant in constants(of: member) where texts[constant.name] != nil {
                    parts.append("#### " + constant.name)
                    parts += body(texts[constant.name] ?? [:], parameters: [])
                }
            }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    private func constants(of member: Symbol) -> [Symbol] {
        member.kind == .constantGroup ? originals.symbols.filter { $0.parentID == member.id } : []
    }

    private func body(_ units: [String: String], parameters: [String]) -> [String] {
        var parts: [String] = []
        if let summary = units["summary"] { parts.append(summary) }
        if let discussion = units["discussion"] { parts.append(TranslationHeadings.japaneseSubsections(in: discussion)) }
        let described = parameters.compactMap { name in units["parameter:\(name)"].map { "- `\(name)`: " + $0.replacingOccurrences(of: "\n", with: "\n  ") } }
        if !described.isEmpty { parts += ["#### 引数", described.joined(separator: "\n")] }
        if let returned = units["return"] { parts += ["#### 戻り値", TranslationHeadings.japaneseSubsections(in: returned)] }
        return parts
    }
}
