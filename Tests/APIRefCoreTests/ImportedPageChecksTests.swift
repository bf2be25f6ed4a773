import Testing

@testable import APIRefCore

/// A page as `apiref import` writes it has facts and no prose; what is still to write is
/// counted once, as `undocumented`, and does not also fail `check --strict` as something
/// malformed.
@Suite struct ImportedPageChecksTests {
    static func library(_ text: String) -> ReferenceLibrary {
        let file = FileParser.parse(Array(text.utf8), relativePath: "Kit/Thing.md", path: "Lib/Kit/Thing.md")
        return ReferenceLibrary.build([file])
    }

    static let page = """
        ---
        kind: class
        availability: iOS 2.0
        ---

        # Thing

        A thing.

        ## Tasks

        ### Everything

        - ``oldSize``
        - ``Thing Style``

        ## Properties

        ### oldSize

        ```objc
        @property int oldSize
        ```

        - Availability: iOS 2.0
        - Deprecated: iOS 3.0

        ## Constants

        ### Thing Style

        ```objc
        typedef enum ThingStyle : NSInteger {
            ThingStylePlain,
            ThingStyleFancy
        } ThingStyle;
        ```

        - Availability: iOS 2.0

        #### ThingStylePlain

        #### ThingStyleFancy

        """

    @Test func enumerationCasesWithoutProseAreUndocumentedNotMalformed() {
        let diagnostics = Self.library(Self.page).diagnostics
        #expect(!diagnostics.contains { $0.id == "missing-summary" }, "\(diagnostics.map(\.description))")
        #expect(
            diagnostics.filter { $0.id == Diagnostic.undocumentedID }.map(\.message).contains(
                "ThingStylePlain has no description yet: write its summary sentence"))
    }

    @Test func anUndocumentedDeprecatedMemberIsNotAlsoMissingItsReplacement() {
        let undocumented = Self.library(Self.page).diagnostics
        #expect(!undocumented.contains { $0.id == "missing-replacement" }, "\(undocumented.map(\.description))")
        // Once it has prose, the replacement is part of what the author owes.
        let written = Self.library(Self.page.replacingOccurrences(of: "### oldSize\n\n", with: "### oldSize\n\nThe size it had.\n\n"))
            .diagnostics
        #expect(written.contains { $0.id == "missing-replacement" }, "\(written.map(\.description))")
    }

    @Test func anEmptyConstantWithoutADeclaredGroupIsStillMalformed() {
        let text = Self.page.replacingOccurrences(
            of: "```objc\ntypedef enum ThingStyle : NSInteger {\n    ThingStylePlain,\n    ThingStyleFancy\n} ThingStyle;\n```\n\n",
            with: "The styles.\n\n")
        #expect(
            Self.library(text).diagnostics.contains { $0.id == "missing-summary" && $0.message.hasPrefix("ThingStylePlain has no body") })
    }
}
