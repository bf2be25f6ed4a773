import APIRefBase
import Foundation

/// The index as a reader of one language sees it: every symbol carries its translation's
/// prose where there is one — summary, discussion, parameter descriptions, return value,
/// task-group titles — and its facts unchanged. Prose with no translation stays in the
/// source language with the untranslated marker; a translation made from older prose is
/// shown with the stale marker. Each symbol with prose also carries its state
/// (`Symbol.translationState`), and each page how much of its file is translated
/// (`Symbol.translationCounts`), both worked out from the index's prose fingerprints and the
/// translation's stamps. Translation files are read once each, when a symbol of their
/// original is first asked for.
public final class LocalizedSymbolSource: SymbolOverlay, Sendable {
    public let base: any CompiledLibrary
    public let folder: ContentFolder
    public let strings: LanguageStrings
    /// Resolves the links in the translations' prose (the site, whose pages link them);
    /// without it they stay as written (the terminal shows their names only).
    let resolver: LinkResolver?
    /// Translations read so far, by original file.
    private let translations = Locked<[String: FileTranslation]>([:])

    /// One original file in this language: its translation (nil when there is none), the
    /// keys whose stamp matches the original's prose today, and how much of it is translated.
    struct FileTranslation {
        var page: TranslatedPage?
        var current: Set<String>
        var counts: TranslationCounts
    }

    public init(base: any CompiledLibrary, folder: ContentFolder, strings: LanguageStrings, resolver: LinkResolver? = nil) {
        self.base = base
        self.folder = folder
        self.strings = strings
        self.resolver = resolver
    }

    public var language: String { strings.language }

    public func symbol(id: String) -> Symbol? {
        base.symbol(id: id).map(localized)
    }

    public func localized(_ symbol: Symbol) -> Symbol {
        guard let file = relativePath(of: symbol) ?? base.sourceFiles(of: [symbol.id]).first else { return symbol }
        var result = symbol
        let read = page(translating: file)
        let translation = read.page
        if symbol.kind.isPage { result.translationCounts = read.counts }
        if symbol.kind == .article, let title = translation?.articleTitle { result.name = title }
        if symbol.kind.isPage, let translation {
            for index in result.taskGroups.indices {
                let original = result.taskGroups[index].title
                if let abstract = translation.taskGroupAbstracts[original] { result.taskGroups[index].abstract = abstract }
                if let title = translation.taskGroupTitles[original] { result.taskGroups[index].title = title }
            }
        }
        guard TranslationStatus.hasProse(symbol) else { return result }
        let key = OriginalSymbols.key(of: symbol)
        guard let prose = translation?.prose[key] else {
            result.markTranslation(.missing, marker: strings["untranslated"])
            return result
        }
        if !prose.summary.isEmpty { result.summary = prose.summary }
        result.discussion = prose.discussion(under: symbol)
        for index in result.parameters.indices {
            if let translated = prose.parameters.first(where: { $0.name == result.parameters[index].name }) {
                result.parameters[index].description = translated.description
            }
        }
        if !prose.returnValue.isEmpty { result.returnValue = prose.returnValue }
        if resolver == nil { TranslationSwiftText.borrow(from: symbol, into: &result) }
        if read.current.contains(key) {
            result.markTranslation(.translated, marker: nil)
        } else {
            result.markTranslation(.stale, marker: strings["stale"])
        }
        return result
    }

    /// The symbol's file inside the content folder, from the path its location prints.
    func relativePath(of symbol: Symbol) -> String? {
        let prefix = folder.displayPath.isEmpty ? "" : folder.displayPath + "/"
        let path = symbol.location.path
        guard !path.isEmpty, path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The translation of `file`, the keys whose stamp matches the original's prose today,
    /// and the file's counts — from the fingerprints the index holds, once per file, so that
    /// a symbol asked for with less than its whole prose (a listing's summary) is judged the
    /// same way, and a page's counts cost one query of its own rows.
    func page(translating file: String) -> FileTranslation {
        // The lock guards the cache only: reading a file is done outside it, so pages of
        // other files are localised meanwhile (two threads may read the same file once each).
        if let known = translations.withLock({ $0[file] }) { return known }
        let path = TranslationPath(TranslationPath.of(file, in: language))
        var page: TranslatedPage?
        if let path, let data = folder.contents(of: path.relativePath) {
            var read = TranslationParser.parse(Array(data), path: path, displayPath: path.relativePath).0
            if let resolver, let pageID = base.pageIDs(inFiles: [file]).first {
                let original = base.symbol(id: pageID)
                _ = TranslationLinks.resolve(
                    &read, container: original?.container, swiftContainer: original?.swiftContainerOfMembers, resolver: resolver)
            }
            page = read
        }
        // "" marks a symbol with nothing to translate (`CompiledLibrary.proseFingerprints`).
        let fingerprints = base.proseFingerprints(inFile: file).filter { !$0.value.isEmpty }
        let current = Set(fingerprints.filter { page?.stamps[$0.key] == $0.value }.keys)
        let states = fingerprints.keys.map { key -> TranslationStatus.State in
            current.contains(key) ? .translated : page?.prose[key] == nil ? .missing : .stale
        }
        let read = FileTranslation(page: page, current: current, counts: TranslationCounts(states: states))
        translations.withLock { $0[file] = read }
        return read
    }

    public var nameSource: any SymbolSource { base }
}
