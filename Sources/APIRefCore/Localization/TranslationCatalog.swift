/// A language's translations as a gettext catalog, and back. One entry per prose unit of
/// each symbol — its summary, discussion, each parameter, return value, each task group's
/// title and the paragraphs it carries — with the symbol's id and the unit as context (`UIKit/UITableViewCell/
/// accessoryType|summary`), today's English as the source and the translation, marked
/// fuzzy when it was made from other English.
public enum TranslationCatalog {
    /// One unit of a symbol's source-language prose.
    struct Unit {
        var context: String
        var english: String
        var translated: String?
    }

    /// `symbol`'s units, with `translation`'s text of each. `translationOnly`: also the
    /// units whose English is empty but that `translation` translates (a discussion the
    /// original lacks), which no catalog carries but a page written again must keep.
    static func units(of symbol: Symbol, translation: TranslatedPage?, translationOnly: Bool = false) -> [Unit] {
        let key = OriginalSymbols.key(of: symbol)
        let prose = translation?.prose[key]
        var units: [Unit] = []
        func add(_ unit: String, _ english: String, _ translated: String?) {
            let translated = translated.flatMap { $0.isEmpty ? nil : $0 }
            guard !english.isEmpty || (translationOnly && translated != nil) else { return }
            units.append(Unit(context: "\(symbol.id)|\(unit)", english: english, translated: translated))
        }
        if symbol.kind == .article { add("title", symbol.name, translation?.articleTitle) }
        add("summary", MarkdownWriter.inlines(symbol.summary), prose.map { MarkdownWriter.inlines($0.summary) })
        add("discussion", MarkdownWriter.blocks(symbol.discussion), prose.map { MarkdownWriter.blocks($0.discussion(under: symbol)) })
        for parameter in symbol.parameters {
            add(
                "parameter:\(parameter.name)", MarkdownWriter.inlines(parameter.description),
                prose?.parameters.first { $0.name == parameter.name }.map { MarkdownWriter.inlines($0.description) })
        }
        add("return", MarkdownWriter.blocks(symbol.returnValue), prose.map { MarkdownWriter.blocks($0.returnValue) })
        if symbol.kind.isPage {
            for group in symbol.taskGroups {
                add("task:\(group.title)", group.title, translation?.taskGroupTitles[group.title])
                add(
                    "task-abstract:\(group.title)", MarkdownWriter.blocks(group.abstract),
                    translation?.taskGroupAbstracts[group.title].map { MarkdownWriter.blocks($0) })
            }
        }
        return units
    }

    /// The catalog of `language` for the originals in `files`.
    public static func export(language: String, files: [String], translations: [TranslatedPage], index: any CompiledLibrary) -> POCatalog {
        let byOriginal = Dictionary(translations.map { ($0.path.originalRelativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [POCatalog.Entry] = []
        for file in files {
            let translation = byOriginal[file]
            for symbol in OriginalSymbols(file: file, index: index).symbols {
                let current = translation?.stamps[OriginalSymbols.key(of: symbol)] == ProseFingerprint.of(symbol)
                for unit in units(of: symbol, translation: translation) {
                    entries.append(
                        POCatalog.Entry(
                            context: unit.context, source: unit.english, translation: unit.translated ?? "",
                            isFuzzy: unit.translated != nil && !current,
                            references: ["\(symbol.location.path):\(symbol.location.line)"]))
                }
            }
        }
        return POCatalog(language: language, entries: entries)
    }
}
