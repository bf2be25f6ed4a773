import Testing

@testable import APIRefCore

/// Ids that are `framework/container/name` are made when asked for, not held, and child ids
/// are held as their rests after the page's id (`Symbol.compactIDs`); what the symbol says
/// and how it compares stay the same.
@Suite struct SymbolCompactIDsTests {
    static func page(_ name: String, members: [String]) -> Symbol {
        var page = Symbol(id: "Kit/\(name)", name: name, kind: .class, location: SourceLocation(path: "Kit/\(name).md", line: 1, column: 1))
        page.framework = "Kit"
        page.childIDs = members.map { "Kit/\(name)/\($0)" }
        return page
    }

    @Test func aCompactedIDReadsTheSame() {
        let member = SymbolPlaceTests.member("performAction:withSender:", of: "Widget")
        var compacted = member
        compacted.compactIDs()
        #expect(compacted.id == "Kit/Widget/performAction:withSender:")
        #expect(compacted == member && member == compacted)
        #expect(compacted.hashValue == member.hashValue)
    }

    @Test func changingAPartKeepsTheID() {
        var member = SymbolPlaceTests.member("alpha", of: "Widget")
        member.compactIDs()
        member.container = "Gadget"
        member.name = "beta"
        member.framework = "Other"
        #expect(member.id == "Kit/Widget/alpha", "an id is a fact of its own, not remade from the parts")
        member.id = "Kit/Gadget/beta"
        #expect(member.id == "Kit/Gadget/beta")
    }

    @Test func anIDOfAnotherShapeIsHeld() {
        var symbol = SymbolPlaceTests.member("alpha", of: "Widget")
        symbol.id = "Kit/Widget/alpha/1"
        symbol.compactIDs()
        #expect(symbol.id == "Kit/Widget/alpha/1")
        #expect(symbol != SymbolPlaceTests.member("alpha", of: "Widget"))
    }

    @Test func childIDsAreHeldAsRestsAndShareMemberNames() {
        let members = ["performAction:withSender:", "value3"]
        var symbols = [Self.page("Widget", members: members)] + members.map { SymbolPlaceTests.member($0, of: "Widget") }
        let whole = symbols
        for index in symbols.indices { symbols[index].compactIDs() }
        symbols[0].shareChildIDs(withNamesOf: symbols[1...])
        #expect(symbols[0].childIDs == ["Kit/Widget/performAction:withSender:", "Kit/Widget/value3"])
        #expect(symbols == whole)
        symbols[0].id = "Kit/Renamed"
        #expect(symbols[0].childIDs == whole[0].childIDs, "child ids stay when the page's id changes")
    }

    @Test func childIDsOutsideThePageStayWhole() {
        var page = Self.page("Widget", members: ["alpha"])
        page.childIDs.append("Elsewhere/beta")
        let whole = page
        page.compactIDs()
        #expect(page.childIDs == ["Kit/Widget/alpha", "Elsewhere/beta"])
        #expect(page == whole)
    }

    @Test func aDecodedIdentityIsCompactAndEqual() throws {
        let symbols = [Self.page("Widget", members: ["alpha"]), SymbolPlaceTests.member("alpha", of: "Widget")]
        var repeats = RepeatedIdentity()
        let decoded = try symbols.map { symbol in
            let parts = symbol.binaryParts
            return try Symbol(head: parts.head, body: parts.body, detail: .whole, repeats: &repeats)
        }
        #expect(decoded == symbols)
        #expect(decoded.map(\.id) == ["Kit/Widget", "Kit/Widget/alpha"])
        #expect(decoded[0].binaryParts.head == symbols[0].binaryParts.head)
    }

    @Test func compactedIDsAreFoundAndHashedAsWholeOnes() {
        let whole = SymbolPlaceTests.member("performAction:withSender:", of: "Widget")
        var compacted = whole
        compacted.compactIDs()
        #expect(compacted.hasID("Kit/Widget/performAction:withSender:") && !compacted.hasID("Kit/Widget/performAction"))
        #expect(compacted.idHash == IDText.hash(whole.id) && whole.idHash == compacted.idHash)
        #expect(IDText.hash(joining: "Kit", "Widget", "é") == IDText.hash("Kit/Widget/é"))
        let table = SymbolTable([Self.page("Widget", members: ["performAction:withSender:"]), compacted])
        #expect(table.position(ofID: "Kit/Widget/performAction:withSender:") == 1)
        #expect(table.position(ofID: "Kit/Widget") == 0 && table.position(ofID: "Kit/Widget/x") == nil)
    }

    @Test func coverageOfACompactedMemberHasTheSameID() throws {
        let whole = SymbolPlaceTests.member("alpha", of: "Widget")
        var compacted = whole
        compacted.compactIDs()
        let fromWhole = try #require(MemberCoverage(whole))
        let fromCompacted = try #require(MemberCoverage(compacted))
        #expect(fromCompacted.id == "Kit/Widget/alpha" && fromWhole == fromCompacted)
        #expect(fromWhole.hashValue == fromCompacted.hashValue)
    }

    /// 330,000 are held at once by a 10,000-class site's coverage page; their facts are
    /// kept in a byte, which every flag must fit in.
    @Test func memberCoverageStaysSmallAndKeepsEveryFact() throws {
        #expect(MemoryLayout<MemberCoverage>.stride <= 56)
        let every: MemberCoverage.Facts = [
            .summary, .signature, .undescribedParameters, .undescribedReturn, .deprecated, .replacement, .prose
        ]
        var member = try #require(MemberCoverage(SymbolPlaceTests.member("alpha", of: "Widget")))
        member.facts = every
        #expect(member.facts == every)
        #expect(every.rawValue < 256)
        member.facts = [.prose]
        #expect(member.facts == [.prose] && member.hasProse && !member.hasSummary)
    }

    @Test(arguments: [
        ("Kit/Widget/alpha", true), ("Kit/Widget/alph", false), ("Kit/Widgetx/alpha", false), ("Kit-Widget/alpha", false),
        ("Kit/Widget/alpha/", false), ("", false)
    ])
    func joinedIDsAreRecognisedByteForByte(id: String, joined: Bool) {
        #expect(IDText.isJoined(id, "Kit", "Widget", "alpha") == joined)
    }
}
