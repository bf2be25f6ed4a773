import APIRefCore

/// The second half of each release on `whats-new.html`: what else the release changed
/// about documented symbols (deprecated, to be deprecated, removed, declarations changed,
/// renamed in Swift), from the library's history (`history.json`). Introductions are the
/// first half already. Every word is escaped: a history file is content.
enum ReleaseChanges {
    /// The list items of each release, keyed as the what's new groups are (`iOS 14.0`).
    static func lines(_ table: SymbolTable, symbols: any SiteSymbols, links: PageLinks) -> [String: [String]] {
        var lines: [String: [(String, String)]] = [:]
        let pages = table.symbols.filter { $0.kind.isPage && $0.kind != .article }
        // A few hundred pages' history read at a time, and dropped once listed.
        for start in stride(from: 0, to: pages.count, by: 256) {
            let chunk = Array(pages[start..<min(pages.count, start + 256)])
            for (page, history) in zip(chunk, symbols.historyLines(for: chunk)) {
                let href = links.href(to: page)
                for line in history where line.event.kind != .introduced {
                    let name = line.member.map { page.name + "." + $0 } ?? page.name
                    let text = HistoryLine(event: line.event).text
                    let code = "<code>\(HTMLEscape.text(name))</code>"
                    let linked = href.map { "<a href=\"\(HTMLEscape.attribute($0))\">\(code)</a>" } ?? code
                    let item = "<li>\(linked) " + HTMLEscape.text(text) + "</li>\n"
                    lines[line.tag, default: []].append((name, item))
                }
            }
        }
        return lines.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
    }

    /// The what's new groups with each release's changes added (`changes`, `hasChanges`), and a
    /// group for a release that changed things but introduced nothing; newest first.
    static func merge(_ groups: [[String: Any]], changes: [String: [String]]) -> [[String: Any]] {
        var merged = groups
        guard !changes.isEmpty else { return merged }
        var seen: Set<String> = []
        for position in merged.indices {
            let title = merged[position]["title"] as? String ?? ""
            seen.insert(title)
            if let items = changes[title] {
                merged[position]["changes"] = items.joined()
                merged[position]["hasChanges"] = true
            }
        }
        for (title, items) in changes where !seen.contains(title) {
            merged.append([
                "title": title, "anchor": SitePaths.anchor(for: title.replacing(".", with: "-")), "count": 0,
                "items": "", "hasItems": false, "changes": items.joined(), "hasChanges": true
            ])
        }
        return merged.sorted { left, right in
            let (a, b) = (version(left), version(right))
            if a.0 != b.0 { return a.0 < b.0 }
            return b.1 < a.1
        }
    }

    private static func version(_ group: [String: Any]) -> (String, Version) {
        let title = group["title"] as? String ?? ""
        let parts = title.split(separator: " ", maxSplits: 1).map(String.init)
        let version = parts.count == 2 ? Version(parts[1]) : nil
        return (parts.first ?? "", version ?? Version(components: [0])!)
    }
}
