import Testing

@testable import APIRefCore

/// The lookup tables link resolution reads: members are kept per container in one flat,
/// name-ordered array (`PositionBuckets`) and found by binary search.
@Suite struct SymbolTableTests {
    static func symbol(_ name: String, _ kind: SymbolKind, in container: String? = nil) -> Symbol {
        var symbol = Symbol(
            id: "Kit/\(container.map { "\($0)/" } ?? "")\(name)#\(kind)", name: name, kind: kind,
            location: SourceLocation(path: "x.md", line: 1, column: 1))
        symbol.container = container
        return symbol
    }

    static let table = SymbolTable([
        symbol("Zed", .class),
        symbol("zeta", .property, in: "Zed"),
        symbol("alpha", .instanceMethod, in: "Zed"),
        symbol("alpha", .property, in: "Zed"),
        symbol("Other", .class),
        symbol("alpha", .instanceMethod, in: "Other"),
        symbol("beta", .instanceMethod, in: "Other")
    ])

    @Test func membersOfTheSameNameComeInFileOrder() {
        #expect(Self.table.members(named: "alpha", in: "Zed") == [2, 3])
        #expect(Self.table.members(named: "zeta", in: "Zed") == [1])
        #expect(Self.table.members(named: "beta", in: "Zed").isEmpty)
        #expect(Self.table.members(named: "alpha", in: "Nobody").isEmpty)
    }

    @Test func namesAcrossTheLibrary() {
        #expect(Self.table.byName["alpha"] == [2, 3, 5])
        #expect(Self.table.byName["Zed"] == nil, "pages are not members")
        #expect(Set(Self.table.ownMemberNames(of: "Other")) == ["alpha", "beta"])
        #expect(Self.table.knowsContainer("Other"))
        #expect(!Self.table.knowsContainer("Nobody"))
    }

    @Test func caseInsensitiveLookupsFindEveryKind() {
        #expect(Self.table.ids(named: "ALPHA", ignoringCase: true).count == 3)
        #expect(Self.table.ids(named: "ALPHA", ignoringCase: false).isEmpty)
        #expect(Self.table.memberIDs(of: "Zed", named: "ALPHA", ignoringCase: true).count == 2)
    }
}
