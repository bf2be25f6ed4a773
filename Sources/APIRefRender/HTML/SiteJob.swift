import Foundation

/// One file of the site and how to make it. The text is handed over a piece at a time, so
/// a file as large as `search-index.js` (tens of megabytes at 10,000 classes) goes to disk
/// as it is made instead of being held whole.
struct SiteJob: Sendable {
    /// The path below the site folder.
    let file: String
    /// Produces the file's text, passing each piece to `emit` in order.
    let render: @Sendable (_ emit: (String) throws -> Void) throws -> Void

    init(_ file: String, pieces render: @escaping @Sendable (_ emit: (String) throws -> Void) throws -> Void) {
        self.file = file
        self.render = render
    }

    /// A file made as one string: a page.
    init(_ file: String, text: @escaping @Sendable () throws -> String) {
        self.init(file) { emit in try emit(text()) }
    }

    /// The whole text, for comparing with what is on disk.
    func text() throws -> String {
        var text = ""
        try render { text += $0 }
        return text
    }

    /// Writes the file below `folder`, piece by piece.
    func write(into folder: URL) throws {
        let url = folder.appendingPathComponent(file)
        do {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try render { piece in try handle.write(contentsOf: Data(piece.utf8)) }
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(file): \(error)"])
        }
    }
}
