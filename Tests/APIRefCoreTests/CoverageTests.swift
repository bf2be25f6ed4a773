import APIRefCommands
import APIRefImport
import APIRefIndex
import APIRefProcess
import Foundation
import TestSupport
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// `apiref coverage`'s figures, in-process, on the fixture library `Fixtures/Coverage`:
/// CVWidget (six members: one without a summary, a method with and one without parameter
/// and return value descriptions, a deprecated member with and one without a replacement;
/// translated into Japanese with a current, a stale and a missing member) and CVGadget
/// (one member, untranslated). Its graph declares one CVWidget member more (`flash`) and a
/// class with two members that the library lacks (`CVMissing`).
@Suite final class CoverageTests {
    static let fixture = Fixtures.root.appendingPathComponent("Coverage")
    static let graph = fixture.appendingPathComponent("graphs/CoverageKit.symbols.json").path
    static let otherGraph = Fixtures.root.appendingPathComponent("Graphs/other/OtherKit.symbols.json").path
    static let golden = Fixtures.golden.appendingPathComponent("Coverage")

    let root = Scratch.directory.appendingPathComponent("apiref-coverage-\(UUID().uuidString)")
    let folder = ContentFolder(url: CoverageTests.fixture.appendingPathComponent("content"), displayPath: "content")
    let index: SymbolIndex

    init() throws {
        index = try SymbolIndex.open(folder, at: root.appendingPathComponent("index/index.sqlite"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func inputs(languages: [String] = ["ja"]) throws -> CoverageInputs {
        try CoverageInputs(folder: folder, index: index, languages: languages)
    }

    private static func sdk(_ path: String = graph) throws -> GraphSet {
        try GraphSet.load([path], cacheDirectory: nil)
    }

    private func row(_ report: CoverageReport, _ name: String) throws -> CoverageRow {
        try #require(report.rows.first { $0.name == name })
    }

    @Test func eachFigureOfEachContainerAndTheTotal() throws {
        let report = try inputs().report()
        let widget = try row(report, "CVWidget")
        #expect(widget.kind == "class" && widget.framework == "CoverageKit")
        #expect(widget.members == 6)
        // `reset` has no summary.
        #expect(widget.summaries == CoverageFigure(5, of: 6))
        // setTitle:animated: describes its parameters; widthForTitle: neither its parameter
        // nor its return value; reset and legacyReset have neither to describe.
        #expect(widget.signatures == CoverageFigure(1, of: 2))
        // oldTitle names title; legacyReset names nothing.
        #expect(widget.replacements == CoverageFigure(1, of: 2))
        // Of the five with prose (reset has none): three current, widthForTitle: stale
        // (its English changed after the stamp), legacyReset missing.
        #expect(widget.translations["ja"] == CoverageFigure(3, of: 5))
        #expect(widget.sdk == nil)
        let gadget = try row(report, "CVGadget")
        #expect(gadget.summaries == CoverageFigure(1, of: 1) && gadget.signatures == .none && gadget.replacements == .none)
        #expect(gadget.translations["ja"] == CoverageFigure(0, of: 1))
        // Worst first: CVWidget's 5 of 6 before CVGadget's 1 of 1.
        #expect(report.rows.map(\.name) == ["CVWidget", "CVGadget"])
        #expect(report.total.members == 7)
        #expect(report.total.summaries == CoverageFigure(6, of: 7))
        #expect(report.total.signatures == CoverageFigure(1, of: 2))
        #expect(report.total.replacements == CoverageFigure(1, of: 2))
        #expect(report.total.translations["ja"] == CoverageFigure(3, of: 6))
        #expect(report.headline == CoverageFigure(6, of: 7))
        #expect(report.headline.percent == 85.7)
        #expect(report.sdk == nil)
    }

    /// The states the ja column counts are `l10n status`'s, on the site too.
    @Test func theTranslationStatesAreThoseOfL10nStatus() throws {
        let states = try #require(try inputs().translations.first { $0.language == "ja" }?.states)
        #expect(states["CoverageKit/CVWidget/title"] == .translated)
        #expect(states["CoverageKit/CVWidget/widthForTitle:"] == .stale)
        #expect(states["CoverageKit/CVWidget/legacyReset"] == .missing)
        #expect(states["CoverageKit/CVGadget/widget"] == .missing)
        #expect(states["CoverageKit/CVWidget/reset"] == nil, "no prose, nothing to translate")
        #expect(try inputs(languages: []).report().languages.isEmpty)
        // The site's, from the copy of the site in Japanese, are the same for every member;
        // and so are its members, from the identities and the facts the index keeps.
        let source = LocalizedSymbolSource(base: index.unscopedLibrary, folder: folder, strings: LanguageStrings(language: "ja"))
        let inputs = try CoverageInputs(index: index, table: try index.identityTable(), sources: [source])
        let site = try #require(inputs.translations.first)
        #expect(site.language == "ja" && site.states.count == 6)
        #expect(site.states == states.filter { $0.key.split(separator: "/").count == 3 })
        #expect(inputs.members == (try self.inputs().members))
        #expect(
            inputs.members.count == 7
                && inputs.members.contains { $0.facts.contains([.signature, .undescribedParameters, .undescribedReturn]) })
    }

    @Test func againstTheGraphsAGraphOnlyMemberAndAMissingClassCount() throws {
        let graphs = try Self.sdk()
        let report = try inputs().report(sdk: SDKDeclarations(graphs))
        let widget = try row(report, "CVWidget")
        #expect(widget.sdk == CoverageRow.SDKFigure(declared: 7, missing: 1, missingMembers: ["flash"]))
        #expect(widget.documented == CoverageFigure(5, of: 7))
        #expect(try row(report, "CVGadget").sdk == CoverageRow.SDKFigure(declared: 1, missing: 0, missingMembers: []))
        let sdk = try #require(report.sdk)
        #expect(sdk.comparedContainers == 2 && sdk.frameworks == ["CoverageKit"] && sdk.graphs == 1)
        #expect(sdk.missingContainers.map(\.name) == ["CVMissing"] && sdk.missingContainers.first?.members == 2)
        // flash, and CVMissing's two members: 6 of 7 + 3.
        #expect(report.total.sdk == CoverageRow.SDKFigure(declared: 10, missing: 3, missingMembers: nil))
        #expect(report.headline == CoverageFigure(6, of: 10))
        #expect(!report.headline.isBelow(60) && report.headline.isBelow(60.1))
        // One container: only its own row, no missing class.
        let one = try inputs().report(sdk: SDKDeclarations(graphs), container: "CVWidget")
        #expect(one.rows.map(\.name) == ["CVWidget"] && one.total.members == 6)
        #expect(one.sdk?.missingContainers.isEmpty == true && one.headline == CoverageFigure(5, of: 7))
    }

    @Test func nextRanksByLinksThenByWhatIsMissing() throws {
        let inputs = try inputs()
        let links = NextWork.incomingLinks(inputs.symbols)
        // CVGadget's abstract and its widget's summary mention reset; the abstract also
        // widthForTitle:. CVWidget's own pages' links are not counted.
        #expect(links["CoverageKit/CVWidget/reset"] == 2)
        #expect(links["CoverageKit/CVWidget/widthForTitle:"] == 1)
        #expect(links["CoverageKit/CVWidget/title"] == nil, "oldTitle's Replacement is on the same page")
        let plain = NextWork.items(inputs.report(), links: links, limit: 10)
        #expect(plain.map(\.name) == ["reset", "widthForTitle:", "legacyReset"])
        #expect(plain.map(\.gaps) == [[.summary], [.parameters, .returnValue], [.replacement]])
        let withGraphs = NextWork.items(inputs.report(sdk: SDKDeclarations(try Self.sdk())), links: links, limit: 3)
        #expect(withGraphs.map(\.name) == ["reset", "widthForTitle:", "flash"])
        #expect(withGraphs.last?.id == nil && withGraphs.last?.gaps == [.missing])
    }

    @Test(arguments: [
        ("- (void)reloadData", "reloadData", false),
        ("- (CGFloat)widthForTitle:(NSString *)title", "widthForTitle:", true),
        ("- foo", "foo", true),
        ("- (oneway void)release", "release", false),
        ("- (IBAction)tapped:(id)sender", "tapped:", false),
        ("- (void (^)(BOOL))handler", "handler", true),
        ("+ (nullable instancetype)cellWithStyle:(NSInteger)style", "cellWithStyle:", true),
        (
            "UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, id argument)",
            "UIAccessibilityPostNotification", false
        ),
        ("UIKIT_EXTERN void *UIGraphicsGetImage(void)", "UIGraphicsGetImage", true),
        ("FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass)", "NSStringFromClass", true)
    ])
    func anObjectiveCDeclarationSaysWhetherItReturns(_ declaration: String, _ name: String, _ returns: Bool) {
        #expect(DescribedSignature.objectiveCReturns(declaration, name: name) == returns)
    }

    @Test(arguments: [
        ("func spin(_ turns: Int, animated: Bool)", false),
        ("func appendingTurns(_ turns: Int) -> Gadget", true),
        ("func perform(_ handler: @escaping () -> Void)", false),
        ("func perform(_ handler: () -> Void) -> Void", false),
        ("func map<T>(_ transform: (Element) -> T) -> [T] where T: Equatable", true),
        ("init?(coder: NSCoder)", false),
        ("subscript(index: Int) -> Element { get }", true),
        ("static func == (lhs: Gadget, rhs: Gadget) -> Bool", true)
    ])
    func aSwiftDeclarationSaysWhetherItReturns(_ declaration: String, _ returns: Bool) {
        #expect(DescribedSignature.swiftReturns(declaration) == returns)
    }

    @Test func aLibraryWithNoMembersHasNoFigure() throws {
        let empty = CoverageReport(members: [], pages: [])
        #expect(empty.rows.isEmpty && empty.total.members == 0)
        #expect(empty.headline == .none && empty.headline.percent == nil)
        // Nothing measured passes no threshold, not even 0.
        #expect(empty.headline.isBelow(0))
        #expect(CoverageText(usesEscapes: false).render(empty).contains("documented: n/a (0 of 0 members have a summary)"))
        #expect(CoverageBadge.svg(empty.headline).contains(">n/a</text>"))
        // A page without members: its row has nothing to measure and comes last.
        let pages = [CoverageReport.Page(name: "CVEmpty", kind: .class, framework: "CoverageKit", extendedClass: nil)]
        let report = try CoverageReport(members: inputs().members, pages: try inputs().pages + pages)
        #expect(report.rows.last?.name == "CVEmpty" && report.rows.last?.documented.percent == nil)
    }

    @Test func aGraphOfAnotherFrameworkIsAWarningNotAFigure() throws {
        let run = CoverageRun()
        let result = try run.make(folder: folder, index: index, graphs: try Self.sdk(Self.otherGraph))
        #expect(result.report.sdk?.comparedContainers == 0)
        #expect(result.report.headline == CoverageFigure(6, of: 7), "nothing is added to the figure")
        #expect(
            result.messages == [
                "warning: no page was compared with the 1 graph(s): the library documents 2 (framework CoverageKit): CVGadget, CVWidget; "
                    + "the graphs declare 1 (framework OtherKit): OKThing. Give the graphs of the library's frameworks; the SDK figures count nothing"
            ])
        let one = try CoverageRun(container: "cvgadget").make(folder: folder, index: index, graphs: try Self.sdk(Self.otherGraph))
        #expect(one.messages == ["warning: the graphs do not declare CVGadget (they declare types of OtherKit): its SDK figure is n/a"])
        #expect(one.output.contains("SDK lacks") && one.output.contains("n/a"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for text in ["150", "abc", "-1", "nan", "inf", ""] {
            #expect(throws: ToolError.self) { try CoverageRun.threshold(text) }
            do { _ = try CoverageRun.threshold(text) } catch let error as ToolError { #expect(error.status == .usage) }
        }
        #expect(try CoverageRun.threshold("80") == 80 && CoverageRun.threshold("92.5") == 92.5 && CoverageRun.threshold("0") == 0)
        #expect(throws: ToolError.self) { try CoverageRun(format: .svg, next: 3).validate() }
        #expect(throws: ToolError.self) { try CoverageRun(next: 0).validate() }
        do {
            _ = try CoverageRun(container: "CVWidgit").make(folder: folder, index: index, graphs: nil)
            Issue.record("an unknown container was reported")
        } catch let error as ToolError {
            #expect(error.status == .notFound && error.message == "no class or protocol named 'CVWidgit'; did you mean CVWidget?")
        }
        do {
            _ = try CoverageRun(language: "fr").make(folder: folder, index: index, graphs: nil)
            Issue.record("an unknown language was reported")
        } catch let error as ToolError {
            #expect(error.status == .usage && error.message == "unknown language 'fr'; this library's translation languages: ja")
        }
    }

    @Test func failUnderComparesTheHeadline() throws {
        #expect(try CoverageRun(failUnder: 85).make(folder: folder, index: index, graphs: nil).failure == nil)
        let below = try CoverageRun(failUnder: 90).make(folder: folder, index: index, graphs: nil)
        #expect(below.failure == "documented is 85.7%, below --fail-under 90%")
    }

    @Test func theTextJSONAndBadgeAreTheGoldenOnes() throws {
        let graphs = try Self.sdk()
        let text = try CoverageRun().make(folder: folder, index: index, graphs: graphs)
        try Golden.check(text.output, against: Self.golden.appendingPathComponent("coverage.txt"))
        let json = try CoverageRun(format: .json).make(folder: folder, index: index, graphs: graphs)
        try Golden.check(json.output, against: Self.golden.appendingPathComponent("coverage.json"))
        let next = try CoverageRun(format: .json, next: 5).make(folder: folder, index: index, graphs: graphs)
        try Golden.check(next.output, against: Self.golden.appendingPathComponent("next.json"))
        let badge = try CoverageRun(format: .svg).make(folder: folder, index: index, graphs: graphs)
        try Golden.check(badge.output, against: Self.golden.appendingPathComponent("badge.svg"))
        // The same report gives the same bytes; a label is escaped.
        #expect(try CoverageRun(format: .svg).make(folder: folder, index: index, graphs: graphs).output == badge.output)
        #expect(CoverageBadge.svg(CoverageFigure(1, of: 2), label: "<a&b>").contains("<title>&lt;a&amp;b&gt;: 50%</title>"))
        #expect(CoverageBadge.colour(CoverageFigure(9, of: 10)) == "#4c1" && CoverageBadge.colour(CoverageFigure(1, of: 10)) == "#e05d44")
    }

    /// Columns are aligned by display width: a Japanese name takes two columns a character.
    @Test func theTableIsAlignedByDisplayWidth() {
        let members = ["表示名", "title"].map { name in
            var symbol = Symbol(id: "Kit/\(name)/x", name: "x", kind: .property, location: SourceLocation(path: "a.md", line: 1, column: 1))
            symbol.container = name
            symbol.summary = [MarkdownNode(.text("X."))]
            return MemberCoverage(symbol).map { [$0] } ?? []
        }.flatMap { $0 }
        let text = CoverageText(usesEscapes: false).render(CoverageReport(members: members, pages: []))
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("表示名") || $0.hasPrefix("title") }
        #expect(lines.count == 2)
        #expect(Set(lines.map { DisplayWidth.of(String($0)) }).count == 1, "\(lines)")
    }

    /// The site's coverage page: the same report, in both copies of the site, linked from
    /// each home page, in the sitemap; the link check of the shipped site is the end-to-end
    /// suite's (`SiteBuildTests`).
    @Test func theSiteHasACoveragePageLinkedFromTheHomePage() throws {
        let site = root.appendingPathComponent("site")
        let templates = Fixtures.repository.appendingPathComponent("Templates")
        _ = try SiteBuild(folder: folder, index: index, templateFolder: templates, baseURL: "https://example.org/kit/").write(
            to: site, force: false)
        func text(_ file: String) throws -> String { try String(contentsOf: site.appendingPathComponent(file), encoding: .utf8) }
        let page = try text("coverage.html")
        #expect(page.contains("<h1>Documentation Coverage</h1>"))
        #expect(page.contains("<p>Documented: 85.7% (6 of 7 members have a summary).</p>"))
        #expect(
            page.contains(
                "<tr><th scope=\"col\">Type</th><th scope=\"col\">Members</th><th scope=\"col\">Summary</th><th scope=\"col\">Parameters and return value</th><th scope=\"col\">Replacement</th><th scope=\"col\">日本語</th></tr>"
            ), "\(page)")
        #expect(
            page.contains(
                "<tr><th scope=\"row\"><a href=\"CoverageKit/CVWidget.html\">CVWidget</a></th><td class=\"align-right\">6</td><td class=\"align-right\">83% (5/6)</td><td class=\"align-right\">50% (1/2)</td><td class=\"align-right\">50% (1/2)</td><td class=\"align-right\">60% (3/5)</td></tr>"
            ), "\(page)")
        #expect(page.contains("<td class=\"align-right\">—</td>"), "a figure of nothing is a dash")
        #expect(try text("index.html").contains("<p><a href=\"coverage.html\">Documentation Coverage</a></p>"))
        let japanese = try text("ja/coverage.html")
        #expect(japanese.contains("<h1>ドキュメントの整備状況</h1>"))
        #expect(japanese.contains("<p>記述済み：85.7%（7 件のメンバーのうち 6 件に要約があります）。</p>"), "\(japanese)")
        #expect(try text("ja/index.html").contains("<p><a href=\"coverage.html\">ドキュメントの整備状況</a></p>"))
        #expect(try text("sitemap.xml").contains("<loc>https://example.org/kit/coverage.html</loc>"))
        #expect(try text("sitemap.xml").contains("<loc>https://example.org/kit/ja/coverage.html</loc>"))
        // A theme without the template has no page and no link.
        let theme = root.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: templates, to: theme)
        try FileManager.default.removeItem(at: theme.appendingPathComponent("coverage.mustache"))
        let other = root.appendingPathComponent("site-without")
        _ = try SiteBuild(folder: folder, index: index, templateFolder: theme, baseURL: nil).write(to: other, force: false)
        #expect(!FileManager.default.fileExists(atPath: other.appendingPathComponent("coverage.html").path))
        #expect(try !String(contentsOf: other.appendingPathComponent("index.html"), encoding: .utf8).contains("coverage.html"))
    }
}
