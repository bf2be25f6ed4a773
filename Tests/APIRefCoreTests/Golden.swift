import Foundation
import Testing

/// Compares output with a golden file beside the tests; `APIREF_RECORD=1 swift test`
/// rewrites the golden files instead (read the diff before committing it).
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["APIREF_RECORD"] == "1" }

    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from \(url.lastPathComponent); APIREF_RECORD=1 re-records it", sourceLocation: sourceLocation)
    }
}

/// Paths of the test sources, so fixtures are read where they are written.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
