import APIRefBase
import Foundation
import Testing

/// The pager gets the whole text on its standard input, and one that quits early is no crash.
struct PagerTests {
    @Test func thePagerReadsTheWholeText() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-pager-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = (1...5000).map { "line \($0)\n" }.joined()
        #expect(Pager.show(text.utf8, command: "cat > '\(file.path)'"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aPagerThatQuitsEarlyEndsTheWriting() {
        let text = String(repeating: "a long page\n", count: 100_000)
        #expect(Pager.show(text.utf8, command: "head -n 1 > /dev/null"))
    }
}
