import Foundation

/// A catalog's translations merged into a language's translation files: each file the
/// catalog changes is written again from its original's structure (`TranslationDocument`),
/// read back, and kept only when every unit reads back as meant; otherwise the entries
/// responsible are refused, by their catalog line, and no file at all is written.
public enum TranslationImport {
    /// What an import did, or would have done.
    public struct Result: Sendable {
        /// The translation files written (relative paths); none when an entry was refused.
        public var written: [String] = []
        /// Entries whose English is no longer today's (or that were fuzzy): kept, marked stale.
        public var stale: [String] = []
        /// Entries whose context names no symbol or unit of the library: left out.
        public var unknown: [String] = []
        /// Entries that would change a page's structure or not read back, at their catalog
        /// lines. When there are any, nothing is written.
        public var refused: [Diagnostic] = []

        public init(refused: [Diagnostic] = []) { self.refused = refused }
    }

    /// What an import will write, worked out before anything is: the reads of the index
    /// behind it end (and a failed one is thrown: `SymbolIndex.reading`) before `commit`.
    public struct Plan {
        public var result: Result
        var batch: FileBatch

        /// Writes the files together (`FileBatch`), or none of them; none when an entry was refused.
        public func commit() throws -> Result {
            guard result.refused.isEmpty else {
                var result = result
                result.written = []
                return result
            }
            try batch.commit()
            return result
        }
    }

    /// Merges `catalog` (read from `catalogPath`) into the translation files of `folder`:
    /// a file whose every unit and stamp the catalog leaves as it is, is not written; the
    /// others are written together (`FileBatch`), or none of them.
    public static func run(
        _ catalog: POCatalog, catalogPath: String, language: String, folder: ContentFolder,
        index: any CompiledLibrary, existing: [TranslatedPage]
    ) throws -> Result {
        try plan(catalog, catalogPath: catalogPath, language: language, folder: folder, index: index, existing: existing).commit()
    }

    /// The files `run` writes, and what it reports.
    public static func plan(
        _ catalog: POCatalog, catalogPath: String, language: String, folder: ContentFolder,
        index: any CompiledLibrary, existing: [TranslatedPage]
    ) -> Plan {
        var result = Result()
        var byFile: [String: [String: POCatalog.Entry]] = [:]
        for entry in catalog.entries where !entry.translation.isEmpty {
            guard let bar = entry.context.firstIndex(of: "|"),
                let file = index.sourceFiles(of: [String(entry.context[..<bar])]).first
            else {
                result.unknown.append(entry.context)
                continue
            }
            byFile[file, default: [:]][entry.context] = entry
        }
        let byOriginal = Dictionary(existing.map { ($0.path.originalRelativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var batch = FileBatch(within: folder)
        for file in byFile.keys.sorted() {
            let relative = TranslationPath.of(file, in: language)
            let page = page(
                OriginalSymbols(file: file, index: index), existing: byOriginal[file], entries: Array(byFile[file]!.values),
                relativePath: relative, catalogPath: catalogPath)
            result.stale += page.stale
            result.unknown += page.unknown
            result.refused += page.refused
            guard let markdown = page.markdown else { continue }
            // A page saved since it was read makes the import write nothing.
            batch.add(folder.url.appendingPathComponent(relative), Data(markdown.utf8), expecting: byOriginal[file]?.source)
            result.written.append(relative)
        }
        return Plan(result: result, batch: batch)
    }
}

extension TranslationImport {
    /// One translation file as a catalog's entries for it make it.
    public struct Page: Sendable {
        /// The file's new text; nil when the entries leave every unit and stamp as it is.
        public var markdown: String?
        public var stale: [String] = []
        public var unknown: [String] = []
        /// Entries whose text the written file would not give back; then `markdown` must
        /// not be written.
        public var refused: [Diagnostic] = []
    }

    /// The translation at `relativePath` of `originals` (one original file's symbols),
    /// `existing` merged with `entries` (those of `catalogPath` for that file), read back
    /// before it is handed out.
    public static func page(
        _ originals: OriginalSymbols, existing: TranslatedPage?, entries: [POCatalog.Entry],
        relativePath: String, catalogPath: String
    ) -> Page {
        // An empty msgstr is an entry not yet translated: the file's translation stays.
        let byContext = Dictionary(
            entries.filter { !$0.translation.isEmpty }.map { ($0.context, $0) }, uniquingKeysWith: { _, last in last })
        var merge = PageMerge(originals: originals, existing: existing, entries: byContext)
        merge.run()
        var page = Page(stale: merge.stale, unknown: byContext.keys.filter { !merge.used.contains($0) }.sorted())
        guard merge.changed else { return page }
        let markdown = merge.document.markdown()
        page.refused = merge.refusals(readingBack: markdown, relativePath: relativePath, catalogPath: catalogPath)
        // What the file holds that no unit does would not be written again: refused where it
        // stands, rather than lost.
        page.refused += unkept(in: existing, originals: originals).map { part in
            Diagnostic(
                .error, .poPageWouldLoseText,
                "\(part.what) is in no catalog entry, and \(relativePath), which the catalog changes, would be written again without it; move it into a unit or remove it, then import again; nothing was written",
                at: part.location)
        }
        page.markdown = markdown
        return page
    }

    /// The parts of `existing` that a page written again from `originals` and its units
    /// would not have: what the parser read past (`TranslatedPage.unkept`), the prose of a
    /// symbol, task group or parameter the original does not have, a copied declaration.
    static func unkept(in existing: TranslatedPage?, originals: OriginalSymbols) -> [TranslatedPage.UnkeptText] {
        guard let existing else { return [] }
        var parts = existing.unkept
        var known = Set<String>()
        for symbol in originals.symbols {
            let key = OriginalSymbols.key(of: symbol)
            known.insert(key)
            guard let prose = existing.prose[key] else { continue }
            let names = Set(symbol.parameters.map(\.name))
            for parameter in prose.parameters where !names.contains(parameter.name) {
                parts.append(
                    .init(
                        what: "the description of the parameter '\(parameter.name)' of \(key), which the original does not have",
                        location: prose.location))
            }
            if prose.copiesDeclaration(of: symbol) {
                parts.append(.init(what: "a copy of the declaration of \(key)", location: prose.location))
            }
        }
        for key in existing.order where !known.contains(key) {
            if let prose = existing.prose[key] {
                parts.append(.init(what: "the translation of '\(key)', which the original does not have", location: prose.location))
            }
        }
        let groups = Set(originals.symbols.first?.taskGroups.map(\.title) ?? [])
        for title in existing.taskGroupTitles.keys.sorted() where !groups.contains(title) {
            parts.append(
                .init(
                    what: "the task group '\(title)', which the original does not have",
                    location: existing.taskGroupLocations[title] ?? SourceLocation(path: existing.displayPath, line: 1, column: 1)))
        }
        return parts.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}

/// One translation file's units merged with a catalog's entries for it.
struct PageMerge {
    let existing: TranslatedPage?
    let entries: [String: POCatalog.Entry]
    var document: TranslationDocument
    /// What each unit's text should read back as, by context, and the entry it came from.
    var expected: [String: (text: String?, entry: POCatalog.Entry?)] = [:]
    var used: Set<String> = []
    var stale: [String] = []
    /// Whether any unit's text or any symbol's stamp differs from the file's.
    var changed = false

    init(originals: OriginalSymbols, existing: TranslatedPage?, entries: [String: POCatalog.Entry]) {
        self.existing = existing
        self.entries = entries
        document = TranslationDocument(originals: originals)
        // What the file's headings and subsections look like is kept where it can be.
        document.sectionTitles = existing?.sectionTitles ?? [:]
        document.leadingSubsections = existing?.prose.compactMapValues(\.leadingSubsections) ?? [:]
    }

    mutating func run() {
        for symbol in document.originals.symbols { merge(symbol) }
    }

    private mutating func merge(_ symbol: Symbol) {
        let key = OriginalSymbols.key(of: symbol)
        var texts: [String: String] = [:]
        // Stamped when every translated unit is translated from today's English, as
        // `l10n stamp` stamps: untranslated units are counted as missing elsewhere.
        var current = true
        var touched = false
        var textChanged = false
        let existingIsCurrent = existing?.stamps[key] == ProseFingerprint.of(symbol)
        for unit in TranslationCatalog.units(of: symbol, translation: existing, translationOnly: true) {
            let name = String(unit.context.split(separator: "|", maxSplits: 1)[1])
            if let entry = entries[unit.context] {
                used.insert(unit.context)
                touched = true
                texts[name] = entry.translation
                textChanged = textChanged || entry.translation != unit.translated
                expected[unit.context] = (UnitText.normalized(entry.translation, unit: name, member: !symbol.kind.isPage), entry)
                if entry.isFuzzy || entry.source != unit.english {
                    current = false
                    stale.append(unit.context)
                }
            } else if let translated = unit.translated {
                texts[name] = translated
                expected[unit.context] = (translated, nil)
                current = current && existingIsCurrent
            }
        }
        if !texts.isEmpty { document.texts[key] = texts }
        // A symbol the catalog gives back as it is keeps its stamp and the English it records.
        if touched && (textChanged || current != existingIsCurrent) {
            changed = true
            document.stamps[key] = current ? ProseFingerprint.of(symbol) : nil
            document.sources[key] = current ? TranslationFrontMatter.english(of: symbol) : nil
        } else if let stamp = existing?.stamps[key] {
            document.stamps[key] = stamp
            document.sources[key] = existing?.sources[key]
        }
    }

    /// The contexts whose text `markdown` does not give back as meant (or that have no
    /// form in a page at all).
    func mismatches(readingBack markdown: String, relativePath: String) -> [String] {
        guard let path = TranslationPath(relativePath) else { return [] }
        let (page, _) = TranslationParser.parse(Array(markdown.utf8), path: path, displayPath: relativePath)
        var read: [String: String] = [:]
        for symbol in document.originals.symbols {
            for unit in TranslationCatalog.units(of: symbol, translation: page, translationOnly: true) {
                if let text = unit.translated { read[unit.context] = text }
            }
        }
        return expected.keys.sorted().filter { context in expected[context]?.text == nil || read[context] != expected[context]?.text }
    }

    /// Whether `entry` alone, every other unit as the file has it, would not read back.
    private func breaksAlone(_ entry: POCatalog.Entry, relativePath: String) -> Bool {
        var alone = PageMerge(originals: document.originals, existing: existing, entries: [entry.context: entry])
        alone.run()
        return !alone.mismatches(readingBack: alone.document.markdown(), relativePath: relativePath).isEmpty
    }

    /// The entries whose text `markdown` would not give back as meant, each at its catalog
    /// line. An entry that ends its unit early takes the units after it along: those are
    /// not named when an entry alone is to blame. When the page loses a unit no entry
    /// touched, every entry of the page is named.
    func refusals(readingBack markdown: String, relativePath: String, catalogPath: String) -> [Diagnostic] {
        func at(_ entry: POCatalog.Entry) -> SourceLocation { SourceLocation(path: catalogPath, line: entry.line, column: 1) }
        let sorted = entries.values.filter { used.contains($0.context) }.sorted { $0.line < $1.line }
        let size = markdown.utf8.count
        if size > SourceText.maximumBytes, let largest = sorted.max(by: { $0.translation.utf8.count < $1.translation.utf8.count }) {
            return [
                Diagnostic(
                    .error, .poEntryRefused,
                    "\(relativePath) would be \(size / 1024) KiB, more than the \(SourceText.maximumBytes / 1024 / 1024) MiB a page may be; this entry is the largest of it",
                    at: at(largest))
            ]
        }
        let wrong = mismatches(readingBack: markdown, relativePath: relativePath)
        guard !wrong.isEmpty else { return [] }
        var blamed = wrong.compactMap { expected[$0]?.entry }
        if blamed.count > 1 {
            let alone = blamed.filter { breaksAlone($0, relativePath: relativePath) }
            if !alone.isEmpty { blamed = alone }
        }
        guard !blamed.isEmpty else {
            return sorted.map { entry in
                Diagnostic(
                    .error, .poEntryRefused,
                    "with this page's entries, \(relativePath) would lose its translation of \(wrong.joined(separator: ", ")); nothing was written",
                    at: at(entry))
            }
        }
        return blamed.sorted { $0.line < $1.line }.map { entry in
            let unit = String(entry.context.split(separator: "|", maxSplits: 1).last ?? "")
            let why =
                expected[entry.context]?.text == nil
                ? "its text is not one \(UnitText.isPlain(unit) ? "line of plain text" : "paragraph") in a page"
                : "its text would change the structure of \(relativePath) (a heading, a thematic break or an open code fence that ends its unit or starts another)"
            return Diagnostic(
                .error, .poEntryRefused, "msgstr of '\(entry.context)' is refused: \(why); nothing was written", at: at(entry))
        }
    }
}
