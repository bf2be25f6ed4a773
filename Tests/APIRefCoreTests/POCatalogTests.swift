import Testing

@testable import APIRefCore

/// gettext PO text as translation tools write it, and back.
@Suite struct POCatalogTests {
    @Test func aCatalogReadsBackAsItWasWritten() throws {
        let catalog = POCatalog(
            language: "ja",
            entries: [
                .init(context: "Kit/Widget|summary", source: "Spins \"fast\".", translation: "速く回ります。", references: ["Kit/Widget.md:3"]),
                .init(context: "Kit/Widget|discussion", source: "One.\n\nTwo\\three.\n", translation: "", isFuzzy: false),
                .init(context: "Kit/Widget/spin:|summary", source: "Spins.", translation: "回ります。", isFuzzy: true),
                .init(context: "Kit/Widget/spin:|discussion", source: "One\ntwo.", translation: "一\r\n二。")
            ])
        let text = catalog.text(project: "Kit", revisionDate: "2026-11-24 00:00+0000")
        #expect(text.contains("msgid \"\"\n\"One.\\n\"\n\"\\n\"\n\"Two\\\\three.\\n\"\n"))
        #expect(text.contains("#, fuzzy\nmsgctxt \"Kit/Widget/spin:|summary\""))
        let read = try POCatalog.parse(text)
        #expect(read.language == "ja")
        #expect(read.entries.map(\.context) == catalog.entries.map(\.context))
        #expect(read.entries.map(\.source) == catalog.entries.map(\.source))
        #expect(read.entries.map(\.translation) == catalog.entries.map(\.translation))
        #expect(read.entries.map(\.isFuzzy) == [false, false, true, false])
        // A CR LF is one Character in Swift: written as escapes, not a line break inside a string.
        #expect(text.contains("msgstr \"\"\n\"一\\r\\n\"\n\"二。\"\n"))
        #expect(read.entries[0].references == ["Kit/Widget.md:3"])
    }

    @Test func whatIsNotPOIsReportedWithItsLine() {
        #expect(throws: POCatalog.ParseError.self) { try POCatalog.parse("msgid \"a\"\nmsgstr \"b\"\nnonsense here\n") }
        do {
            _ = try POCatalog.parse("msgid \"a\"\nmsgstr \"b\n")
        } catch let error as POCatalog.ParseError {
            #expect(error.line == 2)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
