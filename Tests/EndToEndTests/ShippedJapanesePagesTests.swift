import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// Every shipped Japanese page, as the terminal shows it at 40, 60 and 80 columns: no line
/// wider than the terminal, none that starts or ends against the kinsoku rules, and the
/// translation's prose, not the English, under its heading.
@Suite struct ShippedJapanesePagesTests {
    /// The name to look up for every shipped translation: the page's name, or an article's stem.
    static var pages: [String] {
        get throws {
            let content = BinaryRunner.repository.appendingPathComponent("Content")
            let files = try FileManager.default.subpathsOfDirectory(atPath: content.path)
            return files.compactMap(TranslationPath.init).filter { $0.language == "ja" }.map { path in
                let stem = (path.originalRelativePath as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
                return path.originalRelativePath.hasPrefix("Articles/") ? stem : stem.replacingOccurrences(of: "+UIKitAdditions", with: "")
            }.sorted()
        }
    }

    @Test func thereAreShippedTranslations() throws {
        #expect(try Self.pages.count >= 5)
    }

    @Test(arguments: [40, 60, 80])
    func everyJapanesePageFitsAndKeepsKinsoku(width: Int) throws {
        // Run alone, this test must still fail when it finds no page to look at.
        let pages = try Self.pages
        try #require(pages.count >= 5, "found \(pages) in Content")
        for page in pages {
            let output = try BinaryRunner.run(["--lang", "ja", page, "--width", String(width), "--no-pager", "--color", "never"])
            #expect(output.status == 0, "\(page): \(output.stderr)")
            #expect(output.stdout.contains("名前"), "\(page) is shown in Japanese")
            for line in output.stdout.split(separator: "\n").map(String.init) {
                #expect(DisplayWidth.of(line) <= width, "\(page) at \(width): \(DisplayWidth.of(line)) columns: \(line)")
                let text = line.drop(while: { $0 == " " })
                // A line of Japanese text (not code, not a header line) keeps the kinsoku rules.
                guard let first = text.first, let last = text.last, text.contains(where: CJKCharacters.isLetter) else { continue }
                #expect(
                    !LineBreaking.cannotStartLine(first) || !CJKCharacters.breaksLikeCJK(first),
                    "\(page) at \(width) starts with \(first): \(line)")
                #expect(
                    !LineBreaking.cannotEndLine(last) || !CJKCharacters.breaksLikeCJK(last),
                    "\(page) at \(width) ends with \(last): \(line)")
            }
        }
    }
}
