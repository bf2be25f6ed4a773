import Testing

@testable import APIRefCore

/// A symbol table finds ids through its own hash table of positions (`IDPositions`).
@Suite struct IDPositionsTests {
    static func member(_ name: String) -> Symbol {
        Symbol(id: "Kit/Widget/\(name)", name: name, kind: .property, location: SourceLocation(path: "Kit/Widget.md", line: 1, column: 1))
    }

    @Test func idPositionsFindTheFirstOfARepeatedID() {
        var symbols = (0..<5000).map { Self.member("value\($0)") }
        symbols.append(Self.member("value17"))
        let table = SymbolTable(symbols)
        var found = 0
        for position in 0..<5000 {
            #expect(table.position(ofID: "Kit/Widget/value\(position)") == position)
            found += 1
        }
        #expect(found == 5000)
        #expect(table.position(ofID: "Kit/Widget/value17") == 17, "a repeated id keeps its first position")
        #expect(table.position(ofID: "Kit/Widget/value5000") == nil)
        #expect(table.position(ofID: "") == nil)
        #expect(SymbolTable([]).position(ofID: "Kit/Widget") == nil)
    }
}
