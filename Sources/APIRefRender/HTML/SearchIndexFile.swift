import APIRefCore

/// `search-index.js`: every symbol's name, container, kind, page and summary as one
/// script that assigns a global, so search works from `file://` where `fetch` cannot.
/// Pages load it only when the search box is used, so no page carries the whole list.
enum SearchIndexFile {
    /// Symbols are read a chunk at a time, so the summaries of a large library are never
    /// all in memory at once.
    static func contents(_ symbols: SiteSymbols, paths: SitePaths) throws -> String {
        let table = symbols.table
        var out = "window.APIREF_SEARCH_INDEX = ["
        var first = true
        for start in stride(from: 0, to: table.symbols.count, by: 4096) {
            let chunk = try symbols.symbols(at: Array(start ..< min(table.symbols.count, start + 4096)), detail: .facts)
            for symbol in chunk {
                guard let url = paths.url(for: symbol, in: table) else { continue }
                out += first ? "\n[" : ",\n["
                first = false
                for field in [symbol.name, symbol.kind.isPage ? "" : (symbol.container ?? ""), symbol.kind.displayName, url,
                              TerminalSafety.strip(symbol.summaryText)] {
                    appendJSONString(field, to: &out)
                    out += ","
                }
                out += symbol.isDeprecated ? "1]" : "0]"
            }
        }
        return out + "\n];\n"
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
