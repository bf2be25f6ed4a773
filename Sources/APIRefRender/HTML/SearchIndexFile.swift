import APIRefCore

/// `search-index.js`: every symbol's name, container, kind, page and summary as one
/// script that assigns a global, so search works from `file://` where `fetch` cannot.
/// Pages load it only when the search box is used, so no page carries the whole list.
enum SearchIndexFile {
    /// Symbols are read a chunk at a time and each chunk's text is handed to `emit` as soon
    /// as it is made, so neither the summaries nor the file (63 MB at 10,000 classes) are
    /// ever whole in memory.
    /// `markers` are the untranslated and stale notes a translation's summaries end with:
    /// the page shows them, and the index leaves them out, so that a copy's index is not
    /// larger per page for saying on every line what its pages already say.
    static func write(_ symbols: SiteSymbols, paths: SitePaths, markers: [String] = [], to emit: (String) throws -> Void) throws {
        let table = symbols.table
        try emit("window.APIREF_SEARCH_INDEX = [")
        var first = true
        for start in stride(from: 0, to: table.symbols.count, by: 4096) {
            let chunk = try symbols.symbols(at: Array(start ..< min(table.symbols.count, start + 4096)), detail: .facts)
            var out = ""
            for symbol in chunk {
                guard let url = paths.url(for: symbol, in: table) else { continue }
                out += first ? "\n[" : ",\n["
                first = false
                for field in [symbol.name, symbol.kind.isPage ? "" : (symbol.container ?? ""), symbol.kind.displayName, url,
                              TerminalSafety.strip(withoutMarkers(symbol.summaryText, markers))] {
                    appendJSONString(field, to: &out)
                    out += ","
                }
                out += symbol.isDeprecated ? "1]" : "0]"
            }
            try emit(out)
        }
        try emit("\n];\n")
    }

    private static func withoutMarkers(_ text: String, _ markers: [String]) -> String {
        guard let marker = markers.first(where: { !$0.isEmpty && text.hasSuffix($0) }) else { return text }
        return String(text.dropLast(marker.count))
    }

    /// A JSON string literal. Every "<" is escaped too, so `</script>` cannot end the file early.
    static func appendJSONString(_ text: String, to out: inout String) {
        out += "\""
        var plainStart = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            let escape: String? = switch byte {
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "<"): "\\u003c"
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            case 0 ..< 0x20: "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            default: nil
            }
            guard let escape else { continue }
            out += text[plainStart ..< index]
            out += escape
            plainStart = text.utf8.index(after: index)
        }
        out += text[plainStart...]
        out += "\""
    }
}
