import Foundation
@_exported import TestSupport
import Testing

/// Compares output with a golden file beside the tests; `APIREF_RECORD=1 swift test`
/// rewrites the golden files instead (read the diff before committing it). A file that
/// recording changed fails its test, so a re-record is never silent: run again without
/// `APIREF_RECORD` to see the suite pass.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["APIREF_RECORD"] == "1" }

    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "output differs from \(url.lastPathComponent); APIREF_RECORD=1 re-records it",
            sourceLocation: sourceLocation)
    }

    /// Writes `text` to `url` when it differs from what is there, and then fails the test.
    static func record(_ text: String, to url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
            "re-recorded \(url.lastPathComponent): read the diff, then run the tests again without APIREF_RECORD",
            sourceLocation: sourceLocation)
    }
}

/// Paths of the test sources, so fixtures are read where they are written.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
