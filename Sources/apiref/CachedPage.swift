import APIRefBase

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The front's side of the page cache: the page the engine stored for this lookup, in
/// this folder, at this terminal's width.
enum CachedPage {
    /// Prints the cached page — through the pager when it is taller than the terminal, as
    /// the engine does — and returns whether there was one to print. There is none when
    /// the entry is missing or stale, or the cache is turned off (`APIREF_PAGE_CACHE=off`):
    /// then the engine must answer.
    static func show(for lookup: PlainLookup, engine: String, executableDirectory: String) -> Bool {
        let terminal = TerminalSettings.current()
        guard let page = find(for: lookup, engine: engine, executableDirectory: executableDirectory, terminal: terminal)
        else { return false }
        if let rows = terminal.rows, page.count(where: { $0 == UInt8(ascii: "\n") }) > rows {
            if !Pager.page(page) { exit(3) }
            return true
        }
        if !Descriptor.writeAll(page, to: STDOUT_FILENO) { exit(3) }
        return true
    }

    private static func find(
        for lookup: PlainLookup, engine: String, executableDirectory: String, terminal: TerminalSettings
    ) -> ArraySlice<UInt8>? {
        guard Environment.value("APIREF_PAGE_CACHE") != "off" else { return nil }
        guard
            case .found(let folder) = ContentPaths.locate(
                explicit: lookup.content, library: lookup.library, executableDirectory: executableDirectory)
        else { return nil }
        let folderPath = folder.standardizedPath
        let key = PageCacheKey(
            words: lookup.words, folderPath: folderPath,
            width: terminal.width, usesEscapes: terminal.usesEscapes,
            language: LanguagePreference.resolve() ?? "",
            syntax: SyntaxPreference.asked(explicit: lookup.syntax) ?? "")
        let index = IndexPaths.directory() + "/" + IndexPaths.fileName(folderPath: folderPath, displayPath: folder.displayPath)
        return PageCache(indexFile: index).page(for: key, engineStamp: FileStamp.of(engine))
    }
}
