import Testing

@testable import APIRefCore

/// The field list of a member: which items are fields, and what the label fast paths
/// (bytes for ASCII, characters otherwise) accept.
@Suite struct FieldTests {
    private func split(_ markdown: String, inParameters: Bool = false) -> (fields: [Field], rest: Int, warnings: [String]) {
        let list = CmarkConverter.parse(markdown).document.children[0]
        var diagnostics = DiagnosticBag()
        let (fields, rest) = Field.split(list, inParameters: inParameters, path: "F.md", diagnostics: &diagnostics)
        return (fields, rest.count, diagnostics.diagnostics.map(\.message))
    }

    @Test func readsLabelsInEitherForm() {
        let result = split("- Availability: iOS 2.0\n- **Declared in:** UITableViewCell.h\n- *See also*: textLabel\n")
        #expect(result.fields.map(\.name) == ["availability", "declared in", "see also"])
        #expect(result.fields.map(\.text) == ["iOS 2.0", "UITableViewCell.h", "textLabel"])
        #expect(result.rest == 0)
    }

    @Test func proseWithAColonIsNotAField() {
        let long = "- The cell keeps a ratio of 3:2 when it lays out its content view\n"
        let result = split("- Availability: iOS 2.0\n" + long + "- \(String(repeating: "word ", count: 40)): tail\n")
        #expect(result.fields.map(\.name) == ["availability"])
        #expect(result.rest == 2)
        #expect(result.warnings.isEmpty)
    }

    @Test func nonASCIILabelsAreCheckedByCharacter() {
        let result = split("- Availability: iOS 2.0\n- Déclaré dans: UITableViewCell.h\n")
        #expect(result.fields.map(\.name) == ["availability"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.hasPrefix("unknown field 'Déclaré dans'") == true)
    }

    @Test func trimsASCIIAndUnicodeWhitespace() {
        #expect("UITableView.h".trimmingWhitespace() == "UITableView.h")
        #expect("  a b \n".trimmingWhitespace() == "a b")
        #expect("\u{00A0}a\u{2003}".trimmingWhitespace() == "a")
        #expect(" \t ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
    }
}
