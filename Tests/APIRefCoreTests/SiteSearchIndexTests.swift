import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// The site's split search index (`SearchIndexFiles`): ranks, postings, and a trie whose
/// cut nodes still hold the best-ranked names.
@Suite struct SiteSearchIndexTests {
    @Test func postingsReadBackAsWritten() {
        for values in [[], [0], [5], [0, 1, 2, 3], [31, 32, 33, 1_000, 1_024, 340_000, 340_001, 2_000_000]] {
            #expect(SearchPostings.decode(SearchPostings.encode(values)) == values)
        }
        // A run of neighbours costs one character each.
        #expect(SearchPostings.encode(Array(100..<200)).count == 2 + 99)
    }

    @Test func packedRanksReadBackAsAppended() {
        var packed = PackedRanks()
        for rank: UInt32 in [0, 1, 1, 127, 128, 300, 70_000, 70_000, 4_000_000_000] { packed.append(rank) }
        #expect(packed.ranks == [0, 1, 127, 128, 300, 70_000, 4_000_000_000], "a rank repeated is kept once")
        #expect(PackedRanks().ranks.isEmpty)
    }

    @Test func ranksFollowTheTerminalsOrderAndNamesAreNeighbours() {
        let library = MadeUpSymbols([
            member("reloadData", in: "UITableView"), member("reloadData", in: "UICollectionView"),
            member("tag", in: "UIView"), page("UIView")
        ])
        let ranked = SearchRankOrder(library.entries, names: library.names, url: library.url)
        #expect(
            ranked.map { (library.names.container($0) ?? "") + "." + library.names.name($0) }
                == ["UIView.tag", ".UIView", "UICollectionView.reloadData", "UITableView.reloadData"])
        let groups = SearchNameGroups(ranked: ranked).groups
        #expect(groups.map(\.name) == ["tag", "UIView", "reloadData"])
        #expect(groups[2].first == 2 && groups[2].count == 2)
        #expect(groups[1].members == [0], "a page lists its members' ranks")
        #expect(groups[0].members == nil)
    }

    @Test func aCutNodeKeepsTheBestRankedNamesAndItsChildrenTheRest() throws {
        // 300 names starting with "value": far more than a 2 KB node holds.
        let library = MadeUpSymbols((0..<300).map { member("value\($0)", in: "K\($0 % 7)") } + [member("accessoryType", in: "Cell")])
        let ranked = SearchRankOrder(library.entries, names: library.names, url: library.url)
        let trie = SearchNameTrie(SearchNameGroups(ranked: ranked), budget: 2048, cap: 50)
        let keys = Set(trie.nodes.map(\.key))
        // v, va, val, valu hold the same names as value: one node, at the end of the chain.
        #expect(!keys.contains("v") && !keys.contains("valu") && keys.contains("value") && keys.contains("value1"))
        let top = try #require(trie.nodes.first { $0.key == "value" })
        #expect(top.isInner)
        let names = try listedNames(top.json, list: "s")
        #expect(names.count == 50, "a cut list keeps as many names as hold `cap` symbols")
        #expect(Array(names.prefix(10)) == (0..<10).map { "value\($0)" }, "shortest names first")
        #expect(top.json.contains("\"sc\":1"))
        // What a query relies on: the deepest node whose key starts a name lists it.
        for number in 0..<300 {
            let name = "value\(number)"
            let deepest = try #require(trie.nodes.filter { name.hasPrefix($0.key) }.max { $0.key.count < $1.key.count })
            #expect(try listedNames(deepest.json, list: "s").contains(name), "\(name) is not in node \(deepest.key)")
        }
        // A later word is filed under its start: accessoryType under t, in the w list.
        let t = try #require(trie.nodes.first { $0.key == "t" })
        #expect(try listedNames(t.json, list: "w") == ["accessoryType"])
        #expect(trie.nodes.allSatisfy { $0.isInner || $0.json.utf8.count <= 2048 || !$0.key.hasPrefix("v") || $0.key.count >= 7 })
    }

    /// A symbol Swift spells otherwise gets a second entry: the same place and summary under
    /// its Swift name and Swift container; one spelled alike gets none.
    @Test func swiftSpellingsAreSecondNamesOfTheSamePlace() throws {
        let library = try ReferenceLibrary.load(
            ContentFolder(url: Fixtures.root.appendingPathComponent("Swift/Content"), displayPath: "Content"))
        let paths = SitePaths(symbols: library.symbols)
        let entries = SearchIndexEntries.entries(library.table, paths: paths)
        func url(_ entry: SearchIndexEntry) -> String { SearchIndexEntries.url(of: entry, library.table, paths: paths) }
        let names = SearchIndexEntries.names(library.table)
        func named(_ name: String) -> [SearchIndexEntry] { entries.filter { names.name($0) == name } }
        let swift = try #require(named("dequeueReusableCell(withIdentifier:for:)").first)
        let objc = try #require(named("dequeueReusableCellWithIdentifier:forIndexPath:").first)
        #expect(url(swift) == url(objc) && url(swift).hasSuffix("#dequeueReusableCellWithIdentifier:forIndexPath:"))
        #expect(swift.position == objc.position && names.container(swift) == "KitTable")
        #expect(named("checkmark").first.flatMap(names.container) == "KitCell.AccessoryType")
        #expect(named("IndexPath").first?.hasMembers == true)
        #expect(named("row").map(names.container) == ["NSIndexPath", "IndexPath"])
        #expect(named("rowHeight").count == 1, "a property Swift spells alike is one entry")
        #expect(named("legacyRows").count == 1)
    }

    /// The rank order's case-blind comparison, which skips lowercase copies for ASCII
    /// names, orders every pair as comparing the copies does.
    @Test func namesCompareIgnoringCaseAsTheirLowercaseCopiesDo() {
        let names = [
            "accessoryType", "AccessoryType", "accessoryView", "a", "A", "", "ab", "aB", "a_b", "a[b", "Z", "z", "[", "_",
            "reloadData", "reloadData:", "init(style:)", "é", "É", "e\u{301}", "ae\u{301}", "af", "セル", "ｓ", "s", "İ", "i"
        ]
        for x in names {
            for y in names {
                let expected: Bool? = x.lowercased() == y.lowercased() ? nil : x.lowercased() < y.lowercased()
                #expect(SearchRankOrder.orderIgnoringCase(x, y) == expected, "\(x) against \(y)")
            }
        }
    }

    /// The sort compares the first eight bytes of two names of one length before the whole
    /// names: where those heads differ, they order the names as the whole compare does.
    @Test func headsOfNamesOfOneLengthOrderThemAsTheWholeNamesDo() {
        let names = [
            "value0", "Value1", "value10", "VALUE11", "valueA", "value_", "accessoryType", "AccessoryType", "accessoryView",
            "a", "B", "ab", "aB", "a_b", "a[b", "Z", "[", "_", "abcdefgh", "abcdefgi", "ABCDEFGHz", "abcdefghA",
            "é", "É", "e\u{301}", "セル", "İ", "i"
        ]
        var compared = 0
        for x in names {
            for y in names where x.count == y.count {
                let (headX, headY) = (SearchRankOrder.head(of: x), SearchRankOrder.head(of: y))
                guard headX != headY, headX != SearchRankOrder.unknownHead, headY != SearchRankOrder.unknownHead else { continue }
                compared += 1
                #expect(SearchRankOrder.orderIgnoringCase(x, y) == (headX < headY), "\(x) against \(y)")
            }
        }
        #expect(compared >= 40, "the loop compared pairs whose heads differ")
        #expect(SearchRankOrder.head(of: "é") == SearchRankOrder.unknownHead)
        #expect(SearchRankOrder.head(of: "value0") == SearchRankOrder.head(of: "VALUE0"))
    }

    @Test func anEntryStaysSmall() {
        // 340,000 are held at once at 10,000 classes: each byte is a third of a megabyte of peak.
        #expect(MemoryLayout<SearchIndexEntry>.stride <= 8)
    }

    @Test func theFolderHasAnIndexNodesWordsAndRecords() throws {
        let library = MadeUpSymbols((0..<130).map { member("m\($0)", in: "K") })
        var files: [(file: String, text: String)] = []
        var summaries = PackedTexts(capacity: 130)
        for number in 0..<130 { try summaries.append("Reloads the セルを data \(number).") }
        var search = SearchIndexFiles()
        search.recordsPerFile = 16
        try search.write(library.entries, names: library.names, url: library.url, kindName: \.displayName, summaries: summaries) {
            files.append(($0, $1))
        }
        let names = files.map(\.file)
        #expect(names.last == "index.js")
        #expect(names.contains("r0.js") && names.contains("r8.js") && !names.contains("r9.js"), "16 records a file")
        // A record shows its symbol's own summary, found by its table position.
        let m7 = try #require(files.first { $0.file.hasPrefix("r") && $0.text.contains("[\"m7\",") })
        #expect(m7.text.contains("[\"m7\",\"K\",\"property\",\"K/K.html#m7\",\"Reloads the セルを data 7.\",0]"))
        let words = try #require(files.first { $0.text.contains("\"reloads\":") })
        #expect(words.text.hasPrefix("APIREF_SEARCH_LOADED(\"w"))
        #expect(files.contains { $0.text.contains("\"セル\":") } && files.contains { $0.text.contains("\"ルを\":") })
        #expect(files.allSatisfy { !$0.text.contains("</") }, "no file can end a script early")
    }

    @Test func packedTextsReadBackAsWritten() throws {
        let texts = ["", "Reloads the rows.", "セルを", "", "x"]
        var packed = PackedTexts(capacity: texts.count)
        for text in texts { try packed.append(text) }
        #expect(packed.count == texts.count)
        #expect(try (0..<packed.count).map { try packed.text(at: $0) } == texts)
    }

    @Test func packedTextsReadBackFromTheirFileBlocks() throws {
        // Blocks of 8 bytes: all but the last are read back from the file, one text longer
        // than a block among them.
        let texts = ["", "Reloads", " the rows.", "セルを", "", "x", "A text longer than a block.", "yz", "end"]
        var packed = PackedTexts(capacity: texts.count, blockSize: 8)
        for text in texts { try packed.append(text) }
        #expect(try (0..<packed.count).map { try packed.text(at: $0) } == texts)
        #expect(try packed.text(at: 6) == texts[6], "read again")
    }

    @Test func packedTextsStayInMemoryWhereNoFileCanBeMade() throws {
        let texts = ["Reloads", " the rows.", "セルを", "A text longer than a block.", "yz", "end"]
        let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        var packed = PackedTexts(capacity: texts.count, blockSize: 8, spillFolder: nowhere)
        for text in texts { try packed.append(text) }
        #expect(try (0..<packed.count).map { try packed.text(at: $0) } == texts)
        #expect(throws: (any Error).self, "the folder really cannot hold the file") {
            try ScratchFile(named: "apiref-texts", in: nowhere)
        }
    }

    @Test func summariesAreCutLikeTheTerminalsText() {
        #expect(SearchTokens.terms(of: "Reloads the rows, a セルを cell.") == ["reloads", "the", "rows", "セル", "ルを", "を", "cell"])
        #expect(SearchTokens.terms(of: "ＵＩＴａｂｌｅ") == ["uitable"])
        // ASCII takes a shorter way, to the same terms.
        #expect(SearchTokens.terms(of: "Don't reload 2 rows_x, iOS 10 Rows.") == ["don", "reload", "rows", "ios", "10"])
        #expect(
            SearchTokens.terms(of: "Don't reload 2 rows_x, iOS 10 Rows.é") == ["don", "reload", "rows", "ios", "10"],
            "the same text with one accented letter goes the long way")
    }

    private func member(_ name: String, in container: String) -> MadeUpSymbols.Symbol {
        MadeUpSymbols.Symbol(name: name, container: container)
    }

    private func page(_ name: String) -> MadeUpSymbols.Symbol {
        MadeUpSymbols.Symbol(name: name, container: nil)
    }

    /// Symbols of no library, each with an entry at its own position: a page has no
    /// container, a member a property's.
    private struct MadeUpSymbols {
        struct Symbol {
            var name: String
            var container: String?
        }

        let entries: [SearchIndexEntry]
        let names: SearchEntryNames

        init(_ symbols: [Symbol]) {
            entries = symbols.indices.map { position in
                let isPage = symbols[position].container == nil
                return SearchIndexEntry(
                    position: UInt32(position), kind: isPage ? .class : .property, isDeprecated: false, hasMembers: isPage)
            }
            names = SearchEntryNames(name: { symbols[Int($0.position)].name }, container: { symbols[Int($0.position)].container })
        }

        /// An entry's URL, as a site would make it.
        func url(_ entry: SearchIndexEntry) -> String {
            names.container(entry).map { "K/\($0).html#\(names.name(entry))" } ?? "K/\(names.name(entry)).html"
        }
    }

    private func listedNames(_ json: String, list: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?[list] as? [[Any]] ?? []).compactMap { $0.first as? String }
    }
}

/// mdoc text: nothing in content can write a request, an escape or a control character.
@Suite struct MdocTextTests {
    @Test func contentCannotWriteRoffOfItsOwn() {
        #expect(MdocText.line(".TH evil") == "\\&.TH evil")
        #expect(MdocText.line("'br") == "\\&'br")
        #expect(MdocText.escaped("a \\fBbold\\fP b") == "a \\efBbold\\efP b")
        #expect(MdocText.escaped("left\u{202E}right\u{1B}[31m") == "leftright[31m")
        #expect(MdocText.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
        // Japanese gets optional breaks between characters, none before 。
        #expect(MdocText.escaped("セルです。") == "セ\\:ル\\:で\\:す。")
    }

    @Test func namesCannotLeaveTheFolder() {
        var symbol = Symbol(id: "K/x", name: "../../etc/passwd", kind: .class, location: SourceLocation(path: "x.md", line: 1, column: 1))
        #expect(!ManPageNames.file(of: symbol).dropFirst("man3objc/".count).contains("/"))
        #expect(!ManPageNames.name(of: symbol).hasPrefix("."))
        symbol.name = "Cell Accessory Type"
        symbol.kind = .constantGroup
        symbol.container = "UITableViewCell"
        #expect(ManPageNames.file(of: symbol) == "man3objc/UITableViewCell.Cell_Accessory_Type.3objc")
    }
}
