import Foundation

/// One file of the site, or one folder of small files, and how to make it. A file's text
/// is handed over a piece at a time, so a big one goes to disk as it is made instead of
/// being held whole.
struct SiteJob: Sendable {
    /// The path below the site folder: the file's, or the folder's.
    let file: String
    /// Produces the file's text, passing each piece to `emit` in order.
    let render: @Sendable (_ emit: (String) throws -> Void) throws -> Void
    /// For a folder: makes its files, handing each name and text to `emit` as it is made.
    private let folderFiles: (@Sendable (_ emit: (String, String) throws -> Void) throws -> Void)?
    /// For a file that is not text (objects.inv).
    private let binary: (@Sendable () throws -> Data)?

    init(_ file: String, pieces render: @escaping @Sendable (_ emit: (String) throws -> Void) throws -> Void) {
        self.file = file
        self.render = render
        folderFiles = nil
        binary = nil
    }

    /// A folder whose files are made together (the search index), each written as it is
    /// made rather than all held until the last.
    init(folder: String, files: @escaping @Sendable (_ emit: (String, String) throws -> Void) throws -> Void) {
        file = folder
        render = { _ in }
        folderFiles = files
        binary = nil
    }

    /// A file of bytes.
    init(_ file: String, bytes: @escaping @Sendable () throws -> Data) {
        self.file = file
        render = { _ in }
        folderFiles = nil
        binary = bytes
    }

    /// Whether the job makes a folder.
    var isFolder: Bool { folderFiles != nil }

    /// Every file the job makes, with its path below the site folder.
    func outputs() throws -> [(file: String, bytes: Data)] {
        if let binary { return [(file, try binary())] }
        guard let folderFiles else { return [(file, Data(try text().utf8))] }
        var files: [(file: String, bytes: Data)] = []
        try folderFiles { name, text in files.append((file + "/" + name, Data(text.utf8))) }
        return files
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

    /// Writes the file below `folder`, piece by piece; or the folder's files.
    func write(into folder: URL) throws {
        let url = folder.appendingPathComponent(file)
        // Into the staging folder, whose rename publishes them: no per-file sync.
        if let folderFiles {
            var writer = ExportFolder.StagingWriter(folder)
            try folderFiles { name, text in try writer.write(file + "/" + name, Data(text.utf8)) }
            return
        }
        if binary != nil {
            try ExportFolder.writeFiles(try outputs(), below: folder)
            return
        }
        do {
            // On a failure the handle closes as it goes; the staging folder is dropped.
            let handle = try ExportFolder.createPlainly(url)
            try render { piece in try handle.write(contentsOf: Data(piece.utf8)) }
            try handle.close()
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(file): \(error)"])
        }
    }
}
