import Foundation

/// A content folder of the given files in a temporary folder, and an empty index folder
/// beside it for `APIREF_INDEX_DIR`.
struct TemporaryLibrary {
    let content: URL
    let index: URL

    init(_ files: [String: String]) throws {
        content = try BinaryRunner.temporaryFolder(files)
        index = content.appendingPathComponent("../\(content.lastPathComponent)-index").standardizedFileURL
    }
}
