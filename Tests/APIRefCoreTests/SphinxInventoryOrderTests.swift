import Testing

@testable import APIRefCore
@testable import APIRefRender

/// `objects.inv`'s lines come in the order `[String].sorted()` gives them, though only each
/// line's start (name and role) is held while they are sorted: lines whose starts are the
/// same, whose start another's extends, or that are not all ASCII are compared whole.
@Suite struct SphinxInventoryOrderTests {
    static func symbol(_ name: String, _ kind: SymbolKind, swiftName: String? = nil, in container: String? = nil) -> Symbol {
        let id = "Kit/" + (container.map { $0 + "/" } ?? "") + name + (kind == .classMethod ? "+" : "")
        var symbol = Symbol(id: id, name: name, kind: kind, location: SourceLocation(path: "Kit/Zed.md", line: 1, column: 1))
        symbol.framework = "Kit"
        symbol.container = container
        symbol.parentID = container.map { "Kit/" + $0 }
        symbol.swiftName = swiftName
        symbol.swiftContainer = container == nil || swiftName == nil ? nil : container
        return symbol
    }

    static let table = SymbolTable(
        [
            symbol("Zed", .class, swiftName: "Zed"),
            // The same start twice: an instance and a class method of one selector.
            symbol("foo", .instanceMethod, in: "Zed"), symbol("foo", .classMethod, in: "Zed"),
            // An Objective-C and a Swift line of one name: the roles part them.
            symbol("a", .property, swiftName: "a", in: "Zed"),
            // A name that another extends, with a space and without.
            symbol("a b", .property, in: "Zed"), symbol("ab", .property, in: "Zed"),
            // One Swift role that starts another: `swift:type` and `swift:typealias`.
            symbol("Style", .constantGroup, swiftName: "Style", in: "Zed"), symbol("Style", .typeAlias, swiftName: "Style", in: "Zed"),
            // Lines that are not all ASCII are compared as strings.
            symbol("é", .instanceMethod, in: "Zed"), symbol("e\u{301}x", .instanceMethod, in: "Zed"),
            symbol("f", .instanceMethod, in: "Zed")
        ])

    @Test func linesComeInTheOrderOfSortedStrings() {
        let (table, paths) = (Self.table, SitePaths(symbols: Self.table.symbols))
        var lines: [String] = []
        SphinxInventory.sortedLines(table, paths: paths) { lines.append($0) }
        let expected = table.symbols.flatMap { SphinxInventory.lines(for: $0, table: table, paths: paths) }.sorted()
        #expect(lines == expected)
        // Each case above is there: a shared start, two roles of a name, a role that starts another, non-ASCII.
        #expect(expected.count == 14)
        #expect(
            expected.contains("Zed.a objc:property 1 Kit/Zed.html#a -\n") && expected.contains("Zed.a swift:property 1 Kit/Zed.html#a -\n"))
        #expect(
            expected.contains { $0.hasPrefix("Zed.Style swift:type 1 ") }
                && expected.contains { $0.hasPrefix("Zed.Style swift:typealias 1 ") })
        #expect(expected.filter { $0.hasPrefix("Zed.foo objc:method 1 ") }.count == 2)
        #expect(expected.contains { !$0.utf8.allSatisfy { $0 < 0x80 } })
    }
}
