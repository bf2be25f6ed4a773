import APIRefCore
import APIRefIndex
import Foundation
import TestSupport
import Testing

@testable import APIRefCommands
@testable import APIRefRender

/// `docs/themes.md` is the theme contract: every tag of every shipped template is in its
/// template's table with a type that matches how the tag escapes it, every row is used or
/// marked unused, every row is a value the code really hands that template (recorded
/// while the shipped reference's site is built, both languages) and every value the code
/// hands a template has a row; the labels table is `SiteLanguage.templateWords` with the
/// shipped Japanese. Each failure says which row to add or change, and where.
@Suite struct ThemeDocumentationTests {
    static let templatesFolder = Fixtures.repository.appendingPathComponent("Templates")

    static let loadedDocumentation = Result {
        ThemeDocumentation(markdown: try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/themes.md"), encoding: .utf8))
    }

    /// Every shipped template's tags, by template name.
    static let loadedTags = Result {
        let names = try FileManager.default.contentsOfDirectory(atPath: templatesFolder.path).filter { $0.hasSuffix(".mustache") }
        return Dictionary(
            uniqueKeysWithValues: try names.map { name in
                (
                    String(name.dropLast(".mustache".count)),
                    MustacheTag.tags(in: try String(contentsOf: templatesFolder.appendingPathComponent(name), encoding: .utf8))
                )
            })
    }

    /// What the code handed each template while it built the shipped reference's site, as
    /// `apiref build` does: from the index (with the history), in every language, with a base URL.
    static let loadedRecording = Result {
        let scratch = Scratch.directory.appendingPathComponent("apiref-theme-contract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        let recorder = TemplateValueRecorder()
        let theme = try TemplateSet(folder: templatesFolder).recording(into: recorder)
        let symbols = try IndexedSiteSymbols(library: index.unscopedLibrary)
        let languages = try SiteLanguages(index: index, folder: folder, templates: templatesFolder)
        let codes = languages.translations.map(\.code)
        let coverage = SiteCoverage { try CoverageInputs(folder: folder, index: index, languages: codes).report() }
        for variant in languages.all {
            let source: any SiteSymbols =
                variant == languages.source
                ? symbols
                : LocalizedSiteSymbols(
                    base: symbols, source: languages.source(for: variant, library: symbols.library, folder: folder, table: symbols.table))
            var builder = try SiteBuilder(
                symbols: source, title: index.title, templates: theme, baseURL: "https://example.com/ref",
                language: languages.site(for: variant))
            builder.defaultSyntax = try index.defaultSyntax ?? SyntaxChoice.builtInDefault
            builder.coverage = coverage
            _ = try builder.writeAll(into: scratch.appendingPathComponent("site-" + variant.code))
        }
        return recorder.recorded
    }

    static func walked() throws -> ThemeTagWalk {
        let tags = try loadedTags.get()
        var walk = ThemeTagWalk(tags: tags, documentation: try loadedDocumentation.get())
        for name in tags.keys.sorted() { walk.walk(name) }
        return walk
    }

    static func report(_ problems: some Collection<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for problem in problems.sorted() { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    @Test func everyTemplateHasASectionAndTheOverviewSaysWhichAreRequired() throws {
        let documentation = try Self.loadedDocumentation.get()
        let shipped = Set(try Self.loadedTags.get().keys)
        try #require(shipped.count >= 10)
        var problems: [String] = []
        for name in shipped.subtracting(documentation.templates.keys) {
            problems.append("docs/themes.md has no section for \(name).mustache: add ## `\(name).mustache` with its table of variables")
        }
        for name in Set(documentation.templates.keys).subtracting(shipped) {
            problems.append("docs/themes.md has a section for \(name).mustache, which Templates/ does not ship: remove it")
        }
        for name in shipped.subtracting(documentation.overview.keys) {
            problems.append("docs/themes.md's table under ## Templates has no row for `\(name).mustache`: add one")
        }
        for (name, entry) in documentation.overview {
            if !shipped.contains(name) { problems.append("docs/themes.md line \(entry.line): `\(name).mustache` is not shipped") }
            let required = TemplateSet.requiredTemplates.contains(name)
            if entry.required != required {
                problems.append(
                    "docs/themes.md line \(entry.line): `\(name).mustache` is \(required ? "" : "not ")required "
                        + "(TemplateSet.requiredTemplates); write \(required ? "yes" : "no")")
            }
        }
        Self.report(problems)
    }

    /// Also the one for a theme's security: a `{{{tag}}}` writes only a value documented as
    /// HTML, which the code escaped or built itself.
    @Test func everyTagIsDocumentedWithItsEscaping() throws {
        let walk = try Self.walked()
        #expect(walk.used.values.map(\.count).reduce(0, +) > 150, "the walk followed the templates' tags")
        Self.report(walk.problems)
    }

    @Test func everyDocumentedVariableIsUsedOrMarkedUnused() throws {
        let walk = try Self.walked()
        let documentation = try Self.loadedDocumentation.get()
        var checked = 0
        var problems: [String] = []
        for (name, table) in documentation.templates {
            let used = walk.used[name] ?? []
            for row in table.rows.values where !row.isWildcard {
                checked += 1
                if used.contains(row.path), row.isMarkedUnused {
                    problems.append(
                        "docs/themes.md line \(row.line): `\(name).mustache` uses `\(row.path)`; "
                            + "drop \(ThemeDocumentation.notUsedMark) from its meaning")
                } else if !used.contains(row.path), !row.isMarkedUnused {
                    problems.append(
                        "docs/themes.md line \(row.line): `\(name).mustache` does not use `\(row.path)`; "
                            + "add \(ThemeDocumentation.notUsedMark) to its meaning, or remove the row if the code no longer provides it")
                }
            }
        }
        #expect(checked > 150)
        Self.report(problems)
    }

    @Test func everyDocumentedVariableIsProvidedByTheCode() throws {
        let recorded = try Self.loadedRecording.get()
        let documentation = try Self.loadedDocumentation.get()
        let walk = try Self.walked()
        try #require(recorded.count >= 10, "templates rendered: \(recorded.keys.sorted())")
        var checked = 0
        var problems: [String] = []
        for (name, table) in documentation.templates {
            for row in table.rows.values where !row.isPartial {
                checked += 1
                guard let uses = recorded[name] else {
                    // A partial sees what the template including it sees.
                    if !row.isWildcard, walk.providedToPartials[name]?.contains(row.path) != true {
                        problems.append(
                            "docs/themes.md line \(row.line): no template that includes `\(name).mustache` gives it `\(row.path)` there: "
                                + "remove the row, or document it where the includer provides it")
                    }
                    continue
                }
                if row.isWildcard {
                    let list = String(row.path.dropLast(4))
                    if uses[list]?.kinds.contains(.list) != true {
                        problems.append("docs/themes.md line \(row.line): the code hands `\(name).mustache` no list `\(list)`")
                    }
                    continue
                }
                guard let kind = ThemeDocumentation.kinds[row.type] else {
                    problems.append(
                        "docs/themes.md line \(row.line): `\(row.type)` is not a type; "
                            + "use one of \(ThemeDocumentation.kinds.keys.sorted()) or partial")
                    continue
                }
                guard let use = uses[row.path] else {
                    problems.append(
                        "docs/themes.md line \(row.line): the code hands `\(name).mustache` no `\(row.path)`: "
                            + "remove the row, or fix its path")
                    continue
                }
                if !use.kinds.map(\.rawValue).contains(kind) {
                    problems.append(
                        "docs/themes.md line \(row.line): the code hands `\(name).mustache` `\(row.path)` "
                            + "as \(use.kinds.map(\.rawValue).sorted()), not \(row.type)")
                }
                if let items = uses[row.path + "[]"], items.kinds != [.object] {
                    problems.append(
                        "docs/themes.md line \(row.line): the items of `\(row.path)` are "
                            + "\(items.kinds.map(\.rawValue).sorted()), not objects")
                }
            }
        }
        #expect(checked > 150)
        Self.report(problems)
    }

    /// The other way: what the code hands a template (but the words, which the labels table
    /// lists once for all) has a row, so a new value of a page model is documented with it.
    @Test func everyVariableTheCodeProvidesIsDocumented() throws {
        let recorded = try Self.loadedRecording.get()
        let documentation = try Self.loadedDocumentation.get()
        try #require(recorded.count >= 10)
        var problems: [String] = []
        for (name, uses) in recorded {
            guard let table = documentation.templates[name] else {
                problems.append("docs/themes.md has no section for \(name).mustache, which the code renders")
                continue
            }
            // A list's items (`facts[]`) are its row's: a list of objects.
            for (path, use) in uses where !path.hasPrefix("labels.") && !path.hasSuffix("[]") && table.row(path) == nil {
                let type = use.kinds.map { kind in
                    switch kind {
                    case .text: "text or HTML"
                    case .flag: "bool"
                    case .number: "number"
                    case .list: "list of objects"
                    case .object: "object"
                    }
                }.sorted().joined(separator: ", ")
                let example = use.example.map { " (e.g. \(String($0.prefix(60))))" } ?? ""
                problems.append(
                    "docs/themes.md: the code hands `\(name).mustache` `\(path)` (\(type))\(example), which its table does not list; "
                        + "add the row | `\(path)` | \(type) | … \(ThemeDocumentation.notUsedMark) | … | under ## `\(name).mustache`")
            }
        }
        Self.report(problems)
    }

    @Test func everyLabelIsDocumentedWithItsWordsAndWhereItIsUsed() throws {
        let documentation = try Self.loadedDocumentation.get()
        let tags = try Self.loadedTags.get()
        let english = SiteLanguage.single.templateLabels
        let japanese = SiteLanguage(
            current: SiteLanguage.Variant(code: "ja", folder: "ja", name: "日本語"),
            strings: try LanguageStrings.load(language: "ja", templates: Self.templatesFolder),
            variants: [], translatedPages: [:]
        ).templateLabels
        try #require(english.count > 40)
        var usedIn: [String: Set<String>] = [:]
        for (template, list) in tags {
            for tag in list {
                guard case .variable(let name, _) = tag, name.hasPrefix("labels.") else { continue }
                usedIn[String(name.dropFirst("labels.".count)), default: []].insert(template)
            }
        }
        var problems: [String] = []
        for key in Set(english.keys).subtracting(documentation.labels.keys) {
            problems.append(
                "docs/themes.md's labels table has no row for `\(key)`: add "
                    + "| `\(key)` | `\"\(english[key] ?? "")\"` | `\"\(japanese[key] ?? "")\"` | … | under ## Labels")
        }
        for key in Set(documentation.labels.keys).subtracting(english.keys) {
            problems.append(
                "docs/themes.md's labels table lists `\(key)`, which SiteLanguage.templateWords does not define: remove the row")
        }
        for (key, label) in documentation.labels {
            if let text = english[key], text != label.english {
                problems.append("docs/themes.md: label `\(key)` is \"\(text)\" in English, not \"\(label.english)\"")
            }
            if let text = japanese[key], text != label.japanese {
                problems.append(
                    "docs/themes.md: label `\(key)` is \"\(text)\" in Japanese (Templates/strings/ja.yml), not \"\(label.japanese)\"")
            }
            let templates = usedIn[key] ?? []
            if templates != label.usedIn {
                let used = templates.sorted().map { "`\($0)`" }.joined(separator: ", ")
                problems.append("docs/themes.md: label `\(key)` is used in \(used), not \(label.usedIn.sorted())")
            }
        }
        Self.report(problems)
    }

    /// The walk reports a tag with no row, where to add it, and a text written unescaped.
    @Test func anUndocumentedOrUnescapedTagIsReported() throws {
        var tags = try Self.loadedTags.get()
        tags["class"]?.append(contentsOf: [
            .section("facts"), .variable("mystery", raw: false), .close("facts"), .variable("framework", raw: true)
        ])
        var walk = ThemeTagWalk(tags: tags, documentation: try Self.loadedDocumentation.get())
        walk.walk("class")
        #expect(
            walk.problems.contains { problem in
                problem.contains("{{mystery}} inside {{#facts}} reads `facts[].mystery`") && problem.contains("under ## `class.mustache`")
            }, "\(walk.problems)")
        #expect(walk.problems.contains { $0.contains("{{{framework}}} writes `framework` unescaped") }, "\(walk.problems)")
    }
}
