import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// The work of a lookup, shared by `LookupCommand` and the quick path (`QuickLookup`).
public struct LookupRunner {
    var words: [String]
    /// `--all`: list every member, inherited ones too.
    public var all = false
    var folder: ContentFolder
    var output: Output
    /// Whether a page is stored in the page cache, where the front finds it. Only for plain
    /// lookups: the cache's key holds nothing of the options.
    public var cachesPage = false
    /// Whether a page shows its HISTORY section (`--no-history` hides it).
    public var showsHistory = true
    /// The tool's commands, for "did you mean" when the first word names nothing.
    public var commandNames: Set<String> = []

    /// A lookup of `words` (a name, or a class and a member) in `folder`, printed as `output` says.
    public init(words: [String], all: Bool = false, folder: ContentFolder, output: Output) {
        self.words = words
        self.all = all
        self.folder = folder
        self.output = output
    }

    /// What a lookup prints, worked out inside the index's snapshot and printed after it,
    /// so that a pager left open does not hold the index's read lock.
    private enum Answer {
        case text(String)
        case records([SymbolRecord])
        /// Several symbols answer: the candidates, as text or records, and status 2.
        indirect case ambiguous(Answer)
        case notFound(String)
        /// Nothing found, and the first word is a command's name mistyped: status 2.
        case misspeltCommand(String)
    }

    /// An answer, and for a page that may be cached, the content files it is drawn from.
    private struct Reply {
        var answer: Answer
        var entry: CacheEntry?
    }

    /// What the page cache needs to store a page and to know when it is stale.
    private struct CacheEntry {
        var indexFile: String
        var indexStamp: String
        var dependencies: [PageCache.Dependency]
    }

    /// Answers the lookup and prints it; throws `ToolError` for not found (1) or ambiguous (2).
    public func run() throws {
        // A syntax that names none is a usage error before any work; the library's default
        // is read from the index, inside the snapshot.
        _ = try SyntaxChoice.asked(output.syntax, libraryDefault: nil)
        // `FreshLookup` answers from the quick open, or again from current content.
        let response = try FreshLookup(words: words).answer(in: folder, filesAfterReopen: cachesPage) { result, library, files in
            try reply(result, drawnFrom: files, in: library)
        }
        switch response.answer {
        case .text(let text):
            if let entry = response.entry { store(text, entry) }
            output.emit(text)
        case .records(let records): try output.emitJSON(records)
        case .ambiguous(.records(let records)):
            try output.emitJSON(records)
            throw ToolError.reported(.usage)
        case .ambiguous(let candidates):
            if case .text(let text) = candidates { FileHandle.standardError.write(Data(text.utf8)) }
            throw ToolError.reported(.usage)
        case .notFound(let message):
            throw ToolError.notFound(OtherLibraries.note(for: words, searchedIn: folder).map { message + "\n" + $0 } ?? message)
        case .misspeltCommand(let command):
            throw ToolError.usage("'\(words[0])' is neither a command nor a symbol; did you mean 'apiref \(command)'?")
        }
    }

    /// The answer to `result`; with the files it is drawn from (`files`; nil when any file
    /// may change it), also what the page cache stores with it.
    private func reply(_ result: LookupResult, drawnFrom files: [String]?, in library: IndexLibrary) throws -> Reply {
        let index = library.index
        let answer = try answer(result, from: library)
        guard cachesPage, let files, case .text = answer else { return Reply(answer: answer) }
        // Read inside the snapshot, whose read lock keeps the index file as it is. The
        // stamps are the index's, not the files' current ones: a file edited since the
        // index read it does not match, and sends the next lookup back here. The folders'
        // stamps stand for files added, removed or renamed, as in `openForLookup`.
        let indexStamp = FileStamp.of(index.url.path)
        guard indexStamp != "-" else { return Reply(answer: answer) }
        let language = try TranslationChoice.language(asked: output.language, index: index)
        let translations = language.map { language in files.map { TranslationPath.of($0, in: language) } } ?? []
        let stamps = try index.recordedStamps(of: files + translations + ContentManifest.settingsFiles).merging(index.directoryStamps) {
            file, _ in file
        }
        let dependencies = stamps.keys.sorted().map {
            PageCache.Dependency(path: ContentManifest.path(folder.url.path, $0), stamp: stamps[$0]!)
        }
        return Reply(answer: answer, entry: CacheEntry(indexFile: index.url.path, indexStamp: indexStamp, dependencies: dependencies))
    }

    private func store(_ page: String, _ entry: CacheEntry) {
        let key = PageCacheKey(
            words: words, folderPath: folder.url.path,
            width: output.resolvedWidth, usesEscapes: output.usesEscapes,
            language: LanguagePreference.resolve(explicit: output.language) ?? "",
            syntax: SyntaxPreference.asked(explicit: output.syntax) ?? "")
        PageCache(indexFile: entry.indexFile).store(
            page, for: key, engineStamp: EngineLocation.runningImageStamp(),
            indexStamp: entry.indexStamp, dependencies: entry.dependencies)
    }

    private func answer(_ result: LookupResult, from library: IndexLibrary) throws -> Answer {
        let index = library.index
        switch result {
        case .found(let id, let inheritedBy):
            guard let symbol = try index.symbol(id: id) else {
                throw ToolError.io("the index has no record of \(id); run `apiref check` to rebuild it")
            }
            if output.json { return .records([SymbolRecord(symbol)]) }
            let highlighted = symbol.kind == .constant ? symbol.id : nil
            let localized = try localizedSource(library)
            return .text(
                try renderer(library, localized).page(
                    for: localized?.localized(symbol) ?? symbol, inheritedBy: inheritedBy,
                    highlighting: highlighted, includeAllMembers: all,
                    history: showsHistory ? index.historyLines(for: symbol) : []))
        case .ambiguous(let ids):
            let symbols = try index.symbols(ids: ids)
            if output.json { return .ambiguous(.records(symbols.map(SymbolRecord.init))) }
            let localized = try localizedSource(library)
            return .ambiguous(
                .text(
                    try renderer(library, localized).candidates(
                        symbols.map { localized?.localized($0) ?? $0 }, query: words.joined(separator: " "))))
        case .notFound(let message):
            // `apiref serach foo`: a first word that names nothing but is a command mistyped.
            if let command = CommandSuggestion.nearest(to: words[0], among: commandNames),
                try words.count == 1 || index.containerName(words[0]) == nil
            {
                return .misspeltCommand(command)
            }
            return .notFound(message)
        }
    }

    private func renderer(_ library: IndexLibrary, _ localized: LocalizedSymbolSource?) throws -> TerminalPageRenderer {
        let syntax = try SyntaxChoice.asked(output.syntax, libraryDefault: library.index.defaultSyntax)
        return TerminalPageRenderer(
            source: localized ?? library, syntax: syntax, width: output.resolvedWidth, usesEscapes: output.usesEscapes,
            libraryTitle: try library.index.title, strings: localized?.strings)
    }

    /// The index as a reader of the translation language sees it, or nil for the source
    /// language (`TranslationChoice`).
    private func localizedSource(_ library: IndexLibrary) throws -> LocalizedSymbolSource? {
        try TranslationChoice.source(for: library, folder: folder, asked: output.language)
    }
}
