import APIRefCore
import Foundation

/// The site's search index: small scripts below `search/` that a query loads as it needs
/// them, so that the first query on a 10,000-class site loads a few hundred kilobytes, not
/// the whole index. Scripts, not `fetch`ed JSON, so it works from `file://` too: each file
/// calls `APIREF_SEARCH_LOADED(id, data)`, which `Templates/assets/search.js` defines.
///
/// - `index.js`: the format (`v`), how many symbols, how many records a file holds, the
///   keys of the name nodes (with 1 for a node whose lists are cut), and of the word files
///   with their blocks; the language's term list (`terms`, `SearchVariants`);
/// - `n<i>.js`: name node `i` (`SearchNameTrie`);
/// - `w<i>.<b>.js`: block `b` of word file `i` (`SearchWordShards`: the words, the head
///   keys, each with two lists of ranks);
/// - `r<i>.js`: what a result shows of the symbols ranked `i × recordsPerFile` onwards:
///   name, container, kind, URL, summary, and 1 when deprecated.
///
/// Every list of symbols is a list of ranks (`SearchRankOrder`), so it is in result order.
struct SearchIndexFiles {
    /// The most a name node holds before it is cut in children.
    var nodeBudget = 24 * 1024
    var recordsPerFile = 64
    /// The most results a search shows (search.html's limit): a cut list keeps this many symbols.
    static let cap = 500

    /// The default sizes, or a node budget from `APIREF_SEARCH_NODE_BYTES`: the tests build
    /// the shipped library with tiny nodes, so that its searches go through cut nodes as a
    /// 10,000-class site's do.
    static var forThisRun: SearchIndexFiles {
        var files = SearchIndexFiles()
        if let text = ProcessInfo.processInfo.environment["APIREF_SEARCH_NODE_BYTES"], let bytes = Int(text), bytes > 0 {
            files.nodeBudget = bytes
        }
        return files
    }

    /// Makes the folder's files, handing each name and text to `emit` as soon as it is
    /// made, so that the records (nine tenths of the bytes) are never all in memory; the
    /// index of the files comes last. `kindName` names a kind in the site's language
    /// ("instance method", "インスタンスメソッド"); `summaries` holds every symbol's summary
    /// by table position (`SearchIndexEntry.position`), and `names` names the entries.
    ///
    /// The entries and summaries are consumed: once the names and records are written,
    /// only the words' postings are kept for the word files. `variants` is the language's
    /// term list: summaries are indexed with its preferred words too, and `search.js`
    /// spells a query with them.
    func write(
        _ entries: consuming [SearchIndexEntry], names: SearchEntryNames, url: (SearchIndexEntry) -> String,
        kindName: (SymbolKind) -> String,
        summaries: consuming PackedTexts, variants: SearchVariants = .empty,
        emit: (_ file: String, _ text: String) throws -> Void
    ) throws {
        let ranked = SearchRankOrder(consume entries, names: names, url: url)
        var index =
            "{\"v\":\(Self.formatVersion),\"count\":\(ranked.count),\"records\":\(recordsPerFile),\"block\":\(SearchWordShards.ranksPerBlock),"
        index += "\"terms\":" + Self.json(variants) + ",\"nodes\":["
        for (number, node) in SearchNameTrie(SearchNameGroups(ranked: ranked), budget: nodeBudget, cap: Self.cap).nodes.enumerated() {
            index += (number > 0 ? "," : "") + "[" + ScriptJSON.string(node.key) + (node.isInner ? ",1]" : ",0]")
            try Self.emit("n\(number)", node.json, to: emit)
        }
        var postings = SearchWordShards.Postings()
        for start in stride(from: 0, to: ranked.count, by: recordsPerFile) {
            let records = try (start..<min(ranked.count, start + recordsPerFile)).map { rank in
                let entry = ranked[rank]
                let summary = try summaries.text(at: Int(entry.position))
                postings.add(summary, rank: UInt32(rank), kind: entry.kind, variants: variants)
                return "["
                    + [names.name(entry), names.container(entry) ?? "", kindName(entry.kind), url(entry), summary]
                    .map(ScriptJSON.string).joined(separator: ",") + (entry.isDeprecated ? ",1]" : ",0]")
            }
            try Self.emit("r\(start / recordsPerFile)", "[\n" + records.joined(separator: ",\n") + "\n]", to: emit)
        }
        _ = consume summaries
        _ = consume ranked
        index += "],\"words\":["
        for (number, shard) in SearchWordShards(postings).shards.enumerated() {
            index +=
                (number > 0 ? "," : "") + "[" + ScriptJSON.string(shard.key) + ",["
                + shard.blocks.map { String($0.block) }.joined(separator: ",") + "]]"
            for (block, json) in shard.blocks { try Self.emit("w\(number).\(block)", json, to: emit) }
        }
        try Self.emit("index", index + "]}", to: emit)
    }

    /// 2: the word files' head keys and two lists a word, and the term list.
    static let formatVersion = 2

    /// `[["画像",["イメージ"],["イメージビュー","イメージセット"]],…]`.
    static func json(_ variants: SearchVariants) -> String {
        "["
            + variants.entries.map { entry in
                "[" + ScriptJSON.string(entry.preferred) + ",[" + entry.rejected.map(ScriptJSON.string).joined(separator: ",") + "],["
                    + entry.exceptions.map(ScriptJSON.string).joined(separator: ",") + "]]"
            }.joined(separator: ",") + "]"
    }

    private static func emit(_ id: String, _ json: String, to emit: (String, String) throws -> Void) throws {
        try emit(id + ".js", "APIREF_SEARCH_LOADED(\"\(id)\"," + json + ");\n")
    }
}
