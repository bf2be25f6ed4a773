import Foundation

/// A language's translations as a gettext catalog, and back. One entry per prose unit of
/// each symbol — its summary, discussion, each parameter, return value, and each task
/// group's title — with the symbol's id and the unit as context (`UIKit/UITableViewCell/
/// accessoryType|summary`), today's English as the source and the translation, marked
/// fuzzy when it was made from other English.
public enum TranslationCatalog {
    /// One unit of a symbol's source-language prose.
    struct Unit {
        var context: String
        var english: String
        var translated: String?
    }

    static func units(of symbol: Symbol, translation: TranslatedPage?) -> [Unit] {
        let key = OriginalSymbols.key(of: symbol)
        let prose = translation?.prose[key]
        var units: [Unit] = []
        func add(_ unit: String, _ english: String, _ translated: String?) {
            guard !english.isEmpty else { return }
            units.append(Unit(context: "\(symbol.id)|\(unit)", english: english, translated: translated.flatMap { $0.isEmpty ? nil : $0 }))
        }
        if symbol.kind == .article { add("title", symbol.name, translation?.articleTitle) }
        add("summary", MarkdownWriter.inlines(symbol.summary), prose.map { MarkdownWriter.inlines($0.summary) })
        add("discussion", MarkdownWriter.blocks(symbol.discussion), prose.map { MarkdownWriter.blocks($0.discussion(under: symbol)) })
        for parameter in symbol.parameters {
            add("parameter:\(parameter.name)", MarkdownWriter.inlines(parameter.description),
                prose?.parameters.first { $0.name == parameter.name }.map { MarkdownWriter.inlines($0.description) })
        }
        add("return", MarkdownWriter.blocks(symbol.returnValue), prose.map { MarkdownWriter.blocks($0.returnValue) })
        if symbol.kind.isPage {
            for group in symbol.taskGroups { add("task:\(group.title)", group.title, translation?.taskGroupTitles[group.title]) }
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
                    entries.append(POCatalog.Entry(context: unit.context, source: unit.english, translation: unit.translated ?? "",
                                                   isFuzzy: unit.translated != nil && !current,
                                                   references: ["\(symbol.location.path):\(symbol.location.line)"]))
                }
            }
        }
        return POCatalog(language: language, entries: entries)
    }

    /// What an import did.
    public struct ImportResult: Sendable {
        /// The translation files written (relative paths).
        public var written: [String] = []
        /// Entries whose English is no longer today's (or that were fuzzy): kept, marked stale.
        public var stale: [String] = []
        /// Entries whose context names no symbol or unit of the library: left out.
        public var unknown: [String] = []
    }

    /// Writes the catalog's translations into the translation files of `folder`, merged
    /// with what those files already hold, and stamps every symbol whose entries all match
    /// today's English and are not fuzzy. Each file is replaced atomically.
    public static func `import`(_ catalog: POCatalog, language: String, folder: ContentFolder, index: any CompiledLibrary,
                                existing: [TranslatedPage]) throws -> ImportResult {
        var result = ImportResult()
        var byFile: [String: [String: POCatalog.Entry]] = [:]
        for entry in catalog.entries where !entry.translation.isEmpty {
            guard let bar = entry.context.firstIndex(of: "|"),
                  let file = index.sourceFiles(of: [String(entry.context[..<bar])]).first else {
                result.unknown.append(entry.context)
                continue
            }
            byFile[file, default: [:]][entry.context] = entry
        }
        let byOriginal = Dictionary(existing.map { ($0.path.originalRelativePath, $0) }, uniquingKeysWith: { first, _ in first })
        for file in byFile.keys.sorted() {
            let entries = byFile[file]!
            let translation = byOriginal[file]
            var used: Set<String> = []
            var document = TranslationDocument(originals: OriginalSymbols(file: file, index: index))
            for symbol in document.originals.symbols {
                let key = OriginalSymbols.key(of: symbol)
                var texts: [String: String] = [:]
                // Stamped when every translated unit is translated from today's English, as
                // `l10n stamp` stamps: untranslated units are counted as missing elsewhere.
                var current = true
                var touched = false
                let existingIsCurrent = translation?.stamps[key] == ProseFingerprint.of(symbol)
                for unit in units(of: symbol, translation: translation) {
                    let name = String(unit.context.split(separator: "|", maxSplits: 1)[1])
                    if let entry = entries[unit.context] {
                        used.insert(unit.context)
                        touched = true
                        texts[name] = entry.translation
                        if entry.isFuzzy || entry.source != unit.english {
                            current = false
                            result.stale.append(unit.context)
                        }
                    } else if let translated = unit.translated {
                        texts[name] = translated
                        current = current && existingIsCurrent
                    }
                }
                if !texts.isEmpty { document.texts[key] = texts }
                if touched {
                    document.stamps[key] = current ? ProseFingerprint.of(symbol) : nil
                    document.sources[key] = current ? TranslationFrontMatter.english(of: symbol) : nil
                } else if let stamp = translation?.stamps[key] {
                    document.stamps[key] = stamp
                    document.sources[key] = translation?.sources[key]
                }
            }
            result.unknown += entries.keys.filter { !used.contains($0) }.sorted()
            let relative = TranslationPath.of(file, in: language)
            // A page made from an index read that failed is not written.
            try index.throwIfAReadFailed()
            try Data(document.markdown().utf8).write(to: folder.url.appendingPathComponent(relative), options: .atomic)
            result.written.append(relative)
        }
        return result
    }
}
