import Testing

@testable import APIRefCore

/// A page's members share one box of their file, framework, container and parent
/// (`SymbolPlace`), and the box behaves as a value.
@Suite struct SymbolPlaceTests {
    static func member(_ name: String, of page: String, line: Int = 3) -> Symbol {
        var symbol = Symbol(
            id: "Kit/\(page)/\(name)", name: name, kind: .property, location: SourceLocation(path: "Kit/\(page).md", line: line, column: 5))
        symbol.framework = "Kit"
        symbol.container = page
        symbol.parentID = "Kit/\(page)"
        return symbol
    }

    @Test func aSharedPlaceChangesForOneSymbolOnly() {
        var first = Self.member("alpha", of: "Widget")
        var second = Self.member("beta", of: "Widget")
        second.sharePlace(with: first)
        #expect(second.container == "Widget" && second.location.path == "Kit/Widget.md")
        first.container = "Gadget"
        first.location.path = "Kit/Gadget.md"
        #expect(first.container == "Gadget" && first.location == SourceLocation(path: "Kit/Gadget.md", line: 3, column: 5))
        #expect(second.container == "Widget", "the neighbour that shared the place keeps its own")
        #expect(second.location.path == "Kit/Widget.md")
        #expect(second.parentID == "Kit/Widget" && second.framework == "Kit")
    }

    @Test func sharingAPlaceLeavesTheSymbolEqual() {
        let first = Self.member("alpha", of: "Widget")
        let second = Self.member("beta", of: "Widget", line: 9)
        var shared = second
        shared.sharePlace(with: first)
        #expect(shared == second)
        #expect(shared.hashValue == second.hashValue)
        #expect(shared.location.line == 9, "the line is the symbol's own")
        var other = Self.member("beta", of: "Gadget", line: 9)
        other.sharePlace(with: first)
        #expect(other != second && other.container == "Gadget")
    }

    @Test func aDecodedRunSharesEqualPlaces() throws {
        let symbols = [Self.member("alpha", of: "Widget"), Self.member("beta", of: "Widget"), Self.member("gamma", of: "Gadget")]
        var repeats = RepeatedIdentity()
        let decoded = try symbols.map { symbol in
            let parts = symbol.binaryParts
            return try Symbol(head: parts.head, body: parts.body, detail: .whole, repeats: &repeats)
        }
        #expect(decoded == symbols)
        #expect(decoded[2].container == "Gadget" && decoded[2].parentID == "Kit/Gadget")
    }

    @Test func linesAndColumnsBeyondInt32AreClamped() {
        let far = Symbol(id: "x", name: "x", kind: .class, location: SourceLocation(path: "x.md", line: Int.max, column: 7))
        #expect(far.location.line == Int(Int32.max) && far.location.column == 7)
    }
}
