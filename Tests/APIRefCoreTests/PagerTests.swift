import APIRefBase
import Foundation
import Testing

/// The pager gets the whole text on its standard input, one that quits early is no crash,
/// and one that cannot run or fails is reported, so that the caller prints the page itself.
struct PagerTests {
    @Test func thePagerReadsTheWholeText() throws {
        let file = Scratch.directory.appendingPathComponent("apiref-pager-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = (1...5000).map { "line \($0)\n" }.joined()
        #expect(Pager.show(text.utf8, command: "cat > '\(file.path)'") == nil)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aPagerThatQuitsEarlyEndsTheWriting() {
        let text = String(repeating: "a long page\n", count: 100_000)
        #expect(Pager.show(text.utf8, command: "head -n 1 > /dev/null") == nil)
    }

    @Test func aMissingPagerIsReported() {
        let failure = Pager.show("a page\n".utf8, command: "apiref-no-such-pager-\(UUID().uuidString)")
        #expect(failure == "was not found (exit status 127)")
    }

    @Test func aPagerThatFailsBeforeReadingIsReported() {
        #expect(Pager.show("a page\n".utf8, command: "exit 3") == "failed (exit status 3)")
    }
}
