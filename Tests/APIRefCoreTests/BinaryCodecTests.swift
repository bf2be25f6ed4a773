import Foundation
import Testing

@testable import APIRefCore

/// The index's binary payloads (`BinaryWriter`, `BinaryReader`, `Symbol.binaryParts`):
/// every value of the shipped library comes back exactly, a partial decode leaves out
/// exactly what it promises to, and damaged bytes throw `BinaryReader.Corrupt` instead of
/// trapping.
@Suite struct BinaryCodecTests {
    let symbols: [Symbol]

    init() throws {
        symbols = try ShippedLibraryTests.library.symbols
        // Every test below asserts inside a loop over these: none may pass by looping over nothing.
        try #require(symbols.count > 300, "the shipped library must be loaded")
    }

    /// The diagnostics of every malformed fixture: the shipped library has none.
    static let diagnostics: [Diagnostic] = {
        let folder = Fixtures.root.appendingPathComponent("Malformed")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        return names.flatMap { name -> [Diagnostic] in
            let content = folder.appendingPathComponent(name).appendingPathComponent("content")
            return (try? ReferenceLibrary.load(ContentFolder(url: content, displayPath: "Content")).diagnostics) ?? []
        }
    }()

    // MARK: Round trips

    @Test func everyShippedSymbolRoundTripsExactly() throws {
        #expect(symbols.count > 300, "the shipped library must be loaded")
        for symbol in symbols {
            let parts = symbol.binaryParts
            let decoded = try Symbol(head: parts.head, body: parts.body)
            #expect(decoded == symbol, "\(symbol.id) does not round-trip")
            #expect(
                decoded.binaryParts.head == parts.head && decoded.binaryParts.body == parts.body,
                "\(symbol.id) encodes differently the second time")
        }
    }

    @Test func theShippedLibraryExercisesTheWholeFormat() {
        // Otherwise the round trip above would prove less than it seems to.
        var kinds = Set<String>()
        for symbol in symbols {
            for node in symbol.summary + symbol.discussion + symbol.returnValue + symbol.parameters.flatMap(\.description) {
                node.forEach { kinds.insert(Self.tag($0.kind)) }
            }
        }
        for expected in [
            "paragraph", "heading", "codeBlock", "list", "item", "table", "tableRow", "tableCell",
            "text", "code", "symbolLink", "softBreak"
        ] {
            #expect(kinds.contains(expected), "no shipped symbol has a \(expected) node")
        }
        #expect(symbols.contains { !$0.parameters.isEmpty })
        #expect(symbols.contains { !$0.returnValue.isEmpty })
        #expect(symbols.contains { !$0.taskGroups.isEmpty })
        #expect(symbols.contains { !$0.seeAlso.isEmpty })
        #expect(symbols.contains { $0.replacement != nil })
        #expect(symbols.contains { $0.isRequired == true } && symbols.contains { $0.isRequired == false })
        #expect(symbols.contains { $0.availability.contains { $0.deprecated != nil } })
        #expect(Set(symbols.map(\.kind)).count >= 8)
    }

    @Test func everyMarkdownKindAndOptionalFieldRoundTrips() throws {
        var symbol = Symbol(
            id: "Kit/Ünïcödé/doThing:with:", name: "doThing:with:", kind: .instanceMethod,
            location: SourceLocation(path: "Content/Kit/Ü.md", line: 123_456, column: 7))
        let link = SymbolLink(
            destination: "Other/thing", text: "thing", resolvedID: "Kit/Other/thing", isExplicit: true, swiftText: "Other.thing()")
        let unresolved = SymbolLink(destination: "Missing", text: "Missing", resolvedID: nil, isExplicit: false)
        let inlines: [MarkdownNode] = [
            MarkdownNode(.text("plain 日本語 \u{1F600} and \"quotes\""), line: 3, column: 1),
            MarkdownNode(.code("x < y", doubleBackticks: false)),
            MarkdownNode(.code("thing", doubleBackticks: true)),
            MarkdownNode(.symbolLink(link)), MarkdownNode(.symbolLink(unresolved)),
            MarkdownNode(.emphasis, children: [MarkdownNode(.text("em"))]),
            MarkdownNode(.strong, children: [MarkdownNode(.strikethrough, children: [MarkdownNode(.text("gone"))])]),
            MarkdownNode(.link(destination: "https://example.org/a?b=c", title: "")),
            MarkdownNode(.image(source: "img.png", title: "An image")),
            MarkdownNode(.softBreak), MarkdownNode(.lineBreak), MarkdownNode(.inlineHTML("<br/>")),
            MarkdownNode(.text(""), line: -1, column: 1 << 40)
        ]
        let blocks: [MarkdownNode] = [
            MarkdownNode(.document, children: [MarkdownNode(.paragraph, children: inlines)]),
            MarkdownNode(.heading(level: 6), children: [MarkdownNode(.text("Heading"))]),
            MarkdownNode(.codeBlock(language: "objc", code: "int x = 0;\n\tx++;\n")),
            MarkdownNode(.codeBlock(language: "", code: "")),
            MarkdownNode(.blockQuote, children: [MarkdownNode(.paragraph)]),
            MarkdownNode(.list(ordered: true, start: 7, tight: false), children: [MarkdownNode(.item)]),
            MarkdownNode(.list(ordered: false, start: 0, tight: true), children: [MarkdownNode(.item)]),
            MarkdownNode(.thematicBreak), MarkdownNode(.htmlBlock("<div>\n</div>")),
            MarkdownNode(
                .table(alignments: [.none, .left, .center, .right]),
                children: [
                    MarkdownNode(.tableRow(isHeader: true), children: [MarkdownNode(.tableCell)]),
                    MarkdownNode(.tableRow(isHeader: false), children: [MarkdownNode(.tableCell)])
                ])
        ]
        symbol.framework = "Kit"
        symbol.container = "Ünïcödé"
        symbol.parentID = "Kit/Ünïcödé"
        symbol.summary = inlines
        symbol.declaration = "- (void)doThing:(id)a with:(id)b"
        symbol.discussion = blocks
        symbol.parameters = [Parameter(name: "a", description: inlines), Parameter(name: "b", description: [])]
        symbol.returnValue = blocks
        symbol.availability = [
            PlatformAvailability(
                platform: "iOS", introduced: Version(components: [2]), deprecated: Version(components: [3, 1]),
                obsoleted: Version(components: [9999, 0, 9999])),
            PlatformAvailability(platform: "macOS")
        ]
        symbol.deprecationMessage = inlines
        symbol.replacement = link
        symbol.declaredIn = "Kit/Ü.h"
        symbol.seeAlso = [link, unresolved]
        symbol.isRequired = false
        symbol.superclass = "Base"
        symbol.protocols = ["P1", "", "P3"]
        symbol.extendedClass = "Extended"
        symbol.guides = ["A Guide", "Another"]
        symbol.taskGroups = [
            TaskGroup(
                title: "Tasks", abstract: inlines, members: [link, unresolved],
                memberLocations: [symbol.location, SourceLocation(path: "", line: 0, column: 0)],
                location: symbol.location)
        ]
        symbol.childIDs = ["a", "b"]
        for required in [nil, false, true] as [Bool?] {
            symbol.isRequired = required
            let parts = symbol.binaryParts
            #expect(try Symbol(head: parts.head, body: parts.body) == symbol)
        }
        // The empty symbol too: every optional absent, every list empty.
        let empty = Symbol(id: "", name: "", kind: .article, location: SourceLocation(path: "", line: 0, column: 0))
        let parts = empty.binaryParts
        #expect(try Symbol(head: parts.head, body: parts.body) == empty)
    }

    @Test func factsLeaveOutExactlyTheBody() throws {
        for symbol in symbols {
            let parts = symbol.binaryParts
            var expected = symbol
            expected.discussion = []
            expected.parameters = []
            expected.returnValue = []
            expected.seeAlso = []
            expected.taskGroups = []
            #expect(try Symbol(head: parts.head, body: parts.body, detail: .facts) == expected, "\(symbol.id)")
            // The body is not even read for the facts.
            #expect(try Symbol(head: parts.head, body: [UInt8](), detail: .facts) == expected, "\(symbol.id)")
        }
    }

    /// A head decoded at `.identity` is `Symbol.identity`: an index update resolves links
    /// against exactly the table a full build resolves them against.
    @Test func identityLeavesOutTheFactsToo() throws {
        for symbol in symbols {
            let parts = symbol.binaryParts
            #expect(try Symbol(head: parts.head, body: [UInt8](), detail: .identity) == symbol.identity, "\(symbol.id)")
        }
    }

    /// An identity has no declarations, yet says which languages spell the symbol: the
    /// exports list a Swift-only member in Swift's name only, from a table of identities.
    @Test func anIdentityKeepsItsSpellings() throws {
        let at = SourceLocation(path: "K.md", line: 1, column: 1)
        var swiftOnly = Symbol(id: "K/A/count", name: "count", kind: .property, location: at)
        (swiftOnly.swiftName, swiftOnly.swiftDeclaration) = ("count", "var count: Int { get }")
        var both = swiftOnly
        both.id = "K/A/row"
        both.declaration = "@property NSInteger count"
        for (symbol, spellings) in [(swiftOnly, Spellings.swift), (both, .both)] {
            #expect(symbol.identity.spellings == spellings)
            let parts = symbol.binaryParts
            #expect(try Symbol(head: parts.head, body: [UInt8](), detail: .identity).spellings == spellings)
            #expect(try Symbol(head: parts.head, body: parts.body, detail: .whole) == symbol)
        }
    }

    /// Read through a `RepeatCache`, a value is taken from the cache only when the bytes are
    /// exactly a cached value's; a value that merely starts the same is decoded anew.
    @Test func aRepeatCacheReturnsOnlyWhatTheBytesSay() throws {
        var writer = BinaryWriter()
        for text in ["UIKit/UITableView.md", "UIKit/UITableView.md", "UIKit/UITableViewCell.md", "UIKit/UITableView.md", "UIKit"] {
            writer.write(text)
        }
        var cache = RepeatCache<String>(capacity: 2)
        let read = try BinaryReader.decode(writer.bytes) { reader in
            try (0..<5).map { _ in try reader.read(through: &cache) { try $0.readString() } }
        }
        #expect(read == ["UIKit/UITableView.md", "UIKit/UITableView.md", "UIKit/UITableViewCell.md", "UIKit/UITableView.md", "UIKit"])
    }

    /// Of a written symbol, the body (read only when a page is shown) is the larger part; a
    /// symbol with facts and no prose yet has little body.
    @Test func theBodyIsTheLargerPart() {
        let written = symbols.filter { !$0.isUndocumented }
        let heads = written.map { $0.binaryParts.head.count }.reduce(0, +)
        let bodies = written.map { $0.binaryParts.body.count }.reduce(0, +)
        #expect(bodies > heads, "heads \(heads) bytes, bodies \(bodies) bytes")
        // Compact: smaller than the JSON of the same symbols.
        let json = (try? JSONEncoder().encode(symbols).count) ?? 0
        #expect(heads + bodies < json / 2, "binary \(heads + bodies) bytes, JSON \(json) bytes")
    }

    /// `Symbol`'s hand-written `Codable` (its rarely filled facts live in a box) keeps every field.
    @Test func everySymbolRoundTripsThroughJSON() throws {
        let decoded = try JSONDecoder().decode([Symbol].self, from: JSONEncoder().encode(symbols))
        #expect(decoded == symbols)
        #expect(decoded.contains { !$0.discussion.isEmpty && !$0.availability.isEmpty }, "the fixtures exercise the boxed facts")
    }

    @Test func everyDiagnosticRoundTrips() throws {
        #expect(Self.diagnostics.count >= 10, "the malformed fixtures must produce diagnostics")
        #expect(Set(Self.diagnostics.map(\.severity)).count == 2, "both severities")
        let synthetic = [
            Diagnostic(
                .error, .unresolvedLink, "a message with \u{1B}[31mescapes\u{1B}[0m and ünïcödé",
                at: SourceLocation(path: "Content/ä b.md", line: 0, column: -1)),
            Diagnostic(.warning, .undocumented, "", at: SourceLocation(path: "", line: 1 << 40, column: -(1 << 40)))
        ]
        for diagnostic in Self.diagnostics + synthetic {
            let bytes = diagnostic.binaryEncoded
            #expect(try BinaryReader.decode(Diagnostic.self, from: bytes) == diagnostic, "\(diagnostic)")
        }
    }

    @Test func aDiagnosticWithAnUnknownSeverityIsCorrupt() {
        var writer = BinaryWriter()
        writer.write("fatal")
        writer.write("id")
        writer.write("message")
        writer.write(SourceLocation(path: "p", line: 1, column: 1))
        #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(Diagnostic.self, from: writer.bytes) }
    }

    // MARK: Primitives

    /// Every Int, including those of magnitude 2^62 and more, whose ZigZag form has its top bit set.
    @Test(arguments: [
        0, 1, -1, 63, -64, 64, -65, 127, 128, 255, 16_383, 16_384, -16_385, Int(Int32.max), Int(Int32.min),
        (1 << 62) - 1, -(1 << 62), 1 << 62, -(1 << 62) - 1, Int.max, Int.min, Int.max - 1, Int.min + 1
    ])
    func integersRoundTrip(_ value: Int) throws {
        var writer = BinaryWriter()
        writer.write(value)
        #expect(writer.bytes.count <= 10)
        #expect(try BinaryReader.decode(writer.bytes) { try $0.readInt() } == value)
        // Every shorter prefix is refused.
        for length in 0..<writer.bytes.count {
            #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(Array(writer.bytes.prefix(length))) { try $0.readInt() } }
        }
    }

    @Test func smallIntegersTakeOneByte() {
        for value in -64...63 {
            var writer = BinaryWriter()
            writer.write(value)
            #expect(writer.bytes.count == 1, "\(value)")
        }
    }

    @Test func stringsOptionalsAndListsRoundTrip() throws {
        let strings = ["", "a", "日本語", "\u{1F600}\u{0}", String(repeating: "x", count: 300)]
        var writer = BinaryWriter()
        for string in strings { writer.write(string) }
        writer.write(strings)
        writer.write(nil as String?)
        writer.write("present" as String?)
        writer.write(true)
        writer.write(false)
        let decoded = try BinaryReader.decode(writer.bytes) { reader -> ([String], [String], String?, String?, Bool, Bool) in
            (
                try strings.map { _ in try reader.readString() }, try reader.readStrings(), try reader.readOptionalString(),
                try reader.readOptionalString(), try reader.readBool(), try reader.readBool()
            )
        }
        #expect(decoded.0 == strings)
        #expect(decoded.1 == strings)
        #expect(decoded.2 == nil)
        #expect(decoded.3 == "present")
        #expect(decoded.4 == true && decoded.5 == false)
    }

    @Test func leftoverBytesAreCorrupt() {
        var writer = BinaryWriter()
        writer.write(5)
        writer.write(6)
        #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(writer.bytes) { try $0.readInt() } }
        let symbol = symbols[0]
        let parts = symbol.binaryParts
        #expect(throws: BinaryReader.Corrupt.self) { try Symbol(head: parts.head + [0], body: parts.body) }
        #expect(throws: BinaryReader.Corrupt.self) { try Symbol(head: parts.head, body: parts.body + [0]) }
    }

    @Test func malformedPrimitivesAreCorrupt() {
        // A boolean other than 0 or 1.
        #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode([2] as [UInt8]) { try $0.readBool() } }
        // A varint longer than 64 bits.
        #expect(throws: BinaryReader.Corrupt.self) {
            try BinaryReader.decode([UInt8](repeating: 0xFF, count: 11) + [0x01]) { try $0.readInt() }
        }
        // A string or list longer than what is left, or of negative length.
        for count in [-1, 2, Int.max, Int.min] {
            var writer = BinaryWriter()
            writer.write(count)
            writer.append([0x41])
            #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(writer.bytes) { try $0.readString() } }
            #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(writer.bytes) { try $0.readStrings() } }
            #expect(throws: BinaryReader.Corrupt.self) {
                try BinaryReader.decode(writer.bytes) { try $0.readArray(MarkdownNode.self) }
            }
        }
        // An unknown Markdown kind, symbol kind and version length.
        var kind = BinaryWriter()
        kind.write(23)
        #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(MarkdownKind.self, from: kind.bytes) }
        var symbolKind = BinaryWriter()
        symbolKind.write("globalConstant")
        #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(SymbolKind.self, from: symbolKind.bytes) }
        for components in [[], [1, 2, 3, 4], [10_000]] as [[Int]] {
            var version = BinaryWriter()
            version.write(components.count)
            for component in components { version.write(component) }
            #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(Version.self, from: version.bytes) }
        }
    }

    // MARK: Damaged payloads

    @Test func everyTruncatedHeadIsCorrupt() {
        for symbol in symbols {
            let parts = symbol.binaryParts
            for length in 0..<parts.head.count {
                #expect(throws: BinaryReader.Corrupt.self, "\(symbol.id) head cut at \(length)") {
                    try Symbol(head: Array(parts.head.prefix(length)), body: parts.body)
                }
            }
        }
    }

    @Test func truncatedBodiesAreCorrupt() {
        // Every cut of a body would take minutes; the start, the end and a stride between.
        for symbol in symbols {
            let parts = symbol.binaryParts
            let count = parts.body.count
            var lengths = Set(0..<min(count, 48))
            lengths.formUnion(max(0, count - 48)..<count)
            lengths.formUnion(stride(from: 0, to: count, by: max(1, count / 64)))
            for length in lengths.sorted() {
                #expect(throws: BinaryReader.Corrupt.self, "\(symbol.id) body cut at \(length) of \(count)") {
                    try Symbol(head: parts.head, body: Array(parts.body.prefix(length)))
                }
            }
        }
    }

    @Test func truncatedDiagnosticsAreCorrupt() throws {
        try #require(Self.diagnostics.count >= 10, "the malformed fixtures must produce diagnostics")
        for diagnostic in Self.diagnostics {
            let bytes = diagnostic.binaryEncoded
            for length in 0..<bytes.count {
                #expect(throws: BinaryReader.Corrupt.self) { try BinaryReader.decode(Diagnostic.self, from: Array(bytes.prefix(length))) }
            }
        }
    }

    /// Flipped bytes may still decode (a letter of a name changes), but must never trap;
    /// this test would crash the test process if one did.
    @Test func randomByteFlipsNeverTrap() {
        var random = SplitMix64(seed: 0xA91_5EED)
        var threw = 0
        var decoded = 0
        for symbol in symbols {
            let parts = symbol.binaryParts
            for _ in 0..<8 {
                var head = parts.head
                var body = parts.body
                for _ in 0..<Int(random.next() % 3) + 1 {
                    if random.next() % 2 == 0 || body.isEmpty {
                        head[Int(random.next() % UInt64(head.count))] ^= UInt8(truncatingIfNeeded: random.next() % 255 + 1)
                    } else {
                        body[Int(random.next() % UInt64(body.count))] ^= UInt8(truncatingIfNeeded: random.next() % 255 + 1)
                    }
                }
                for detail in [SymbolDetail.identity, .facts, .whole] {
                    if (try? Symbol(head: head, body: body, detail: detail)) != nil { decoded += 1 } else { threw += 1 }
                }
            }
            // Whole random payloads too.
            let noise = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if (try? Symbol(head: noise, body: noise)) != nil { decoded += 1 } else { threw += 1 }
            if (try? BinaryReader.decode(Diagnostic.self, from: noise)) != nil { decoded += 1 } else { threw += 1 }
        }
        #expect(threw > 0, "damage must be noticed at least sometimes")
        #expect(threw + decoded > symbols.count * 24)
    }

    // MARK: Helpers

    static func tag(_ kind: MarkdownKind) -> String {
        String(describing: kind).prefix { $0.isLetter }.description
    }
}

/// A small deterministic generator, so that a failure of the byte-flip test reproduces.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
