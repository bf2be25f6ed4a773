import Foundation
import Mustache
import Testing

@testable import APIRefRender

/// Rendering by shape (`FragmentTemplates`) writes exactly what swift-mustache writes for
/// the same value, whatever the template does with it.
@Suite struct FragmentTemplateTests {
    static let entry = """
        {{% CONTENT_TYPE: HTML }}
        <section id="{{anchor}}"{{#isDeprecated}} class="deprecated"{{/isDeprecated}}>
        <h3>{{name}}</h3> <p>{{{summary}}}</p>{{^summary}}none{{/summary}}
        {{#hasItems}}<ul>
        {{#items}}<li>{{text}}{{#last}} (last){{/last}}</li>
        {{/items}}</ul>{{/hasItems}}
        {{#note}}<aside>{{.}}</aside>{{/note}}
          {{> block}}
        <p>{{labels.word}} {{isDeprecated}}</p>
        </section>
        """
    /// A partial on a line of its own, indented: swift-mustache indents what it writes
    /// after each line break.
    static let block = """
        {{% CONTENT_TYPE: HTML }}
        <div>
        {{{body}}}
        {{body}}
        </div>
        """

    static func renderer(_ templates: [String: String]) throws -> (FragmentTemplates, MustacheLibrary) {
        MustacheContentTypes.register(FastHTMLContentType(), named: "HTML")
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(text, named: name) }
        return (FragmentTemplates(library: library, templateTexts: Array(templates.values)), library)
    }

    static func value(_ number: Int) -> TemplateValue {
        let texts = [
            "", "plain", "<b>&amp; \"quoted\"</b>", "ends a line\n", "two\nlines\n", "\u{202E}bidi\u{7}bell", "\u{E000}7&\u{202E}\u{E001}",
            "日本語"
        ]
        func text(_ salt: Int) -> TemplateValue { .text(texts[(number * 7 + salt) % texts.count]) }
        let itemCount = number % 3
        var fields: TemplateFields = [
            "anchor": .text("a\(number)"),
            "name": text(1),
            "summary": text(2),
            "isDeprecated": .flag(number % 2 == 0),
            "hasItems": .flag(itemCount > 0),
            "items": .list((0..<itemCount).map { index in .object(["text": text(index), "last": .flag(index == itemCount - 1)]) }),
            "body": text(3),
            "labels": .shared(id: "en", value: ["word": "Word"])
        ]
        if number % 4 == 0 { fields["note"] = text(5) }
        return .object(fields)
    }

    @Test func everyShapeWritesWhatSwiftMustacheWrites() throws {
        let (fragments, library) = try Self.renderer(["entry": Self.entry, "block": Self.block])
        #expect(fragments.rendersByShape)
        for number in 0..<400 {
            let value = Self.value(number)
            #expect(fragments.render("entry", value) == library.render(value.mustacheValue, withTemplate: "entry"), "value \(number)")
        }
        // Texts with the placeholder's own characters, line ends and escaping all compiled:
        // nothing fell back to rendering directly.
        #expect(fragments.counts.compiled > 10)
        #expect(fragments.counts.direct == 0)
    }

    @Test func aTransformMakesTheThemeRenderDirectly() throws {
        let text = "{{% CONTENT_TYPE: HTML }}<p>{{uppercased(name)}}</p>"
        let (fragments, library) = try Self.renderer(["entry": text])
        #expect(!fragments.rendersByShape)
        for name in ["abc", "déf", "abc"] {
            let value = TemplateValue.object(["name": .text(name)])
            #expect(fragments.render("entry", value) == library.render(value.mustacheValue, withTemplate: "entry"))
        }
        #expect(fragments.counts.compiled == 0)
    }

    @Test func markupThatLooksLikeAPlaceholderIsRenderedDirectly() throws {
        let text = "{{% CONTENT_TYPE: HTML }}<p>\u{E000}1&amp;\u{E001} {{name}}</p>"
        let (fragments, library) = try Self.renderer(["entry": text])
        for name in ["one", "two", "three"] {
            let value = TemplateValue.object(["name": .text(name)])
            #expect(fragments.render("entry", value) == library.render(value.mustacheValue, withTemplate: "entry"))
        }
        #expect(fragments.counts.compiled == 0)
        #expect(fragments.counts.direct == 1)
    }

    /// Without `CONTENT_TYPE: HTML` swift-mustache escapes in its own way (keeping a
    /// bidirectional override), which a compiled shape could not reproduce.
    @Test func anotherEscapingIsRenderedDirectly() throws {
        let (fragments, library) = try Self.renderer(["entry": "<p>{{name}}</p>"])
        for name in ["a\u{202E}b", "c", "d"] {
            let value = TemplateValue.object(["name": .text(name)])
            #expect(fragments.render("entry", value) == library.render(value.mustacheValue, withTemplate: "entry"))
        }
        #expect(fragments.counts.compiled == 0)
    }

    @Test func tagsThatChangeTextsAreFound() {
        #expect(FragmentTemplates.tagsLeaveTextsAlone("{{a}} {{{b}}} {{#c}}{{/c}} {{> d}} {{! note }}"))
        #expect(!FragmentTemplates.tagsLeaveTextsAlone("{{ lowercased(a) }}"))
        #expect(!FragmentTemplates.tagsLeaveTextsAlone("{{#first()}}x{{/first()}}"))
        #expect(!FragmentTemplates.tagsLeaveTextsAlone("{{> *partialName}}"))
        #expect(!FragmentTemplates.tagsLeaveTextsAlone("{{=<% %>=}}"))
    }

    /// A theme made when pages still walked their lists of entries (or included the
    /// member and task-group partials) is refused with what to write instead, not
    /// rendered with the page's values.
    @Test(arguments: [
        ("class", "{{#entries}}{{> member}}{{/entries}}", "{{{entries}}}"),
        ("class", "{{#taskGroups}}{{>task-group}}{{/taskGroups}}", "{{{tasks}}}"),
        ("versions", "{{#items}}<li>{{name}}</li>{{/items}}", "{{{items}}}"),
        ("home", "{{#pages}}<li>{{name}}</li>{{/pages}}", "{{{pages}}}")
    ])
    func aPageThatStillWalksItsEntriesIsRefused(_ page: String, _ old: String, _ new: String) throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: theme) }
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Templates"), to: theme)
        let classPage = theme.appendingPathComponent(page + ".mustache")
        let text = try String(contentsOf: classPage, encoding: .utf8)
        #expect(text.contains(new))
        try text.replacingOccurrences(of: new, with: old).write(to: classPage, atomically: true, encoding: .utf8)
        let error = try #require(throws: TemplateError.self) { try TemplateSet(folder: theme) }
        #expect(error.isInvalid)
        #expect(error.message.contains("\(page).mustache: {{"))
        #expect(error.message.contains("write \(new)"))
    }
}
