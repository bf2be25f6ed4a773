import Foundation

/// The site's search index: small scripts below `search/` that a query loads as it needs
/// them, so that the first query on a 10,000-class site loads a few hundred kilobytes, not
/// the whole index. Scripts, not `fetch`ed JSON, so it works from `file://` too: each file
/// calls `APIREF_SEARCH_LOADED(id, data)`, which `Templates/assets/search.js` defines.
///
/// - `index.js`: how many symbols, how many records a file holds, the keys of the name
///   nodes (with 1 for a node whose lists are cut), and of the word files with their blocks;
/// - `n<i>.js`: name node `i` (`SearchNameTrie`);
/// - `w<i>.<b>.js`: block `b` of word file `i` (`SearchWordShards`);
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

    /// The folder's files, by name.
    func files(for entries: [SearchIndexEntry]) -> [(file: String, text: String)] {
        let order = SearchRankOrder(entries)
        let ranked = order.positions.map { entries[$0] }
        let trie = SearchNameTrie(SearchNameGroups(ranked: ranked), budget: nodeBudget, cap: Self.cap)
        let words = SearchWordShards(ranked: ranked.map(\.summary))
        var files: [(file: String, text: String)] = []
        var index = "{\"v\":1,\"count\":\(ranked.count),\"records\":\(recordsPerFile),\"block\":\(SearchWordShards.ranksPerBlock),\"nodes\":["
        for (number, node) in trie.nodes.enumerated() {
            index += (number > 0 ? "," : "") + "[" + ScriptJSON.string(node.key) + (node.isInner ? ",1]" : ",0]")
            files.append(Self.file("n\(number)", node.json))
        }
        index += "],\"words\":["
        for (number, shard) in words.shards.enumerated() {
            index += (number > 0 ? "," : "") + "[" + ScriptJSON.string(shard.key) + ",["
                + shard.blocks.map { String($0.block) }.joined(separator: ",") + "]]"
            for (block, json) in shard.blocks { files.append(Self.file("w\(number).\(block)", json)) }
        }
        index += "]}"
        for start in stride(from: 0, to: ranked.count, by: recordsPerFile) {
            let records = ranked[start ..< min(ranked.count, start + recordsPerFile)].map { entry in
                "[" + [entry.name, entry.container ?? "", entry.kind, entry.url, entry.summary].map(ScriptJSON.string).joined(separator: ",")
                    + (entry.isDeprecated ? ",1]" : ",0]")
            }
            files.append(Self.file("r\(start / recordsPerFile)", "[\n" + records.joined(separator: ",\n") + "\n]"))
        }
        files.insert(Self.file("index", index), at: 0)
        return files
    }

    private static func file(_ id: String, _ json: String) -> (file: String, text: String) {
        (id + ".js", "APIREF_SEARCH_LOADED(\"\(id)\"," + json + ");\n")
    }
}
