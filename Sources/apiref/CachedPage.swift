import APIRefBase

/// The front's side of the page cache: the page the engine stored for this lookup, in
/// this folder, at this terminal's width.
enum CachedPage {
    /// The cached page, or nil when the engine must answer: no entry, a stale one, the
    /// cache turned off (`APIREF_PAGE_CACHE=off`), or a page taller than the terminal,
    /// which goes through the engine's pager.
    static func find(for lookup: PlainLookup, engine: String) -> ArraySlice<UInt8>? {
        guard Environment.value("APIREF_PAGE_CACHE") != "off" else { return nil }
        let folder = ContentPaths.locate(explicit: lookup.content)
        let terminal = TerminalSettings.current()
        let key = PageCacheKey(words: lookup.words, folderPath: folder.standardizedPath,
                               width: terminal.width, usesEscapes: terminal.usesEscapes)
        let index = IndexPaths.directory() + "/" + IndexPaths.fileName(folderPath: folder.standardizedPath, displayPath: folder.displayPath)
        guard let page = PageCache(indexFile: index).page(for: key, engineStamp: FileStamp.of(engine)) else { return nil }
        if let rows = terminal.rows, page.count(where: { $0 == UInt8(ascii: "\n") }) > rows { return nil }
        return page
    }
}
