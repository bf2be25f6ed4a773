import APIRefCore
import Foundation

/// `apiref export json`: the whole resolved model in one JSON document, for an editor
/// plug-in or another renderer. Its shape is `docs/model.schema.json`; `schemaVersion`
/// changes whenever a field changes meaning or goes away (adding one does not).
public struct ModelExport: Sendable {
    /// The version of the document's shape: 2 since a symbol has a Swift spelling beside
    /// the Objective-C one.
    public static let schemaVersion = 2

    let symbols: SiteSymbols
    let title: String
    let language: String
    let languages: [String]
    /// The content folder: locations are given relative to it, wherever the command ran.
    let contentFolder: URL

    /// - Parameter symbols: the library as one language's reader sees it (a translation's
    ///   `LocalizedSiteSymbols`: its prose, the source's facts).
    public init(symbols: SiteSymbols, title: String, language: String, languages: [String], contentFolder: URL) {
        self.symbols = symbols
        self.contentFolder = contentFolder
        self.title = title
        self.language = language
        self.languages = languages
    }

    /// Writes the document to `output` through a temporary file beside it, renamed into
    /// place: a reader never sees half of it. Returns how many symbols it holds.
    public func write(to output: URL) throws -> Int {
        try SiteOutput.replaceFile(output, filledBy: write(into:))
    }

    /// Why the document could not be written.
    public struct ExportError: Error, LocalizedError {
        public let message: String
        public var errorDescription: String? { message }
    }

    /// Writes the document to standard output.
    public func writeToStandardOutput() throws -> Int {
        try emit { FileHandle.standardOutput.write($0) }
    }

    private func write(into file: URL) throws -> Int {
        let handle: FileHandle
        do {
            handle = try ExportFolder.createPlainly(file)
        } catch {
            throw ExportError(message: "cannot create a file in \(file.deletingLastPathComponent().path) (no such folder, or not writable)")
        }
        // The bytes are synchronized below before anything is reported; a close that fails
        // after that, or after a failure that is thrown, loses nothing.
        defer { try? handle.close() }
        let count = try emit { try handle.write(contentsOf: $0) }
        try handle.synchronize()
        return count
    }

    /// The document a piece at a time: the header, then the symbols in the table's order,
    /// encoded a batch per core and handed over in order, so memory stays flat.
    private func emit(_ write: (Data) throws -> Void) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        struct Header: Encodable {
            var schemaVersion: Int
            var generator: String
            var title: String
            var language: String
            var languages: [String]
        }
        let header = try encoder.encode(
            Header(schemaVersion: Self.schemaVersion, generator: "apiref", title: title, language: language, languages: languages))
        // The header's closing brace gives way to the symbols.
        try write(header.dropLast() + Data(",\"symbols\":[\n".utf8))
        let table = symbols.table
        let paths = SitePaths(symbols: table.symbols)
        let symbols = symbols
        let root = contentFolder.standardizedFileURL.path + "/"
        let count = table.symbols.count
        var first = true
        for chunk in stride(from: 0, to: count, by: 4096) {
            let positions = Array(chunk..<min(count, chunk + 4096))
            let batches = stride(from: 0, to: positions.count, by: 256).map { Array(positions[$0..<min(positions.count, $0 + 256)]) }
            let encoded: [Data] = try batches.concurrentMap { batch in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let markdown = PageLinks(source: table, paths: paths, file: "index.html").markdown
                var out = Data()
                for symbol in try symbols.symbols(at: batch, detail: .whole) {
                    var record = ModelRecord(symbol, url: paths.url(for: symbol, in: table), markdown: markdown)
                    let file = URL(fileURLWithPath: record.location.file).standardizedFileURL.path
                    if file.hasPrefix(root) { record.location.file = String(file.dropFirst(root.count)) }
                    out += Data(",\n".utf8) + (try encoder.encode(record))
                }
                return out
            }
            try symbols.throwIfAReadFailed()
            for var piece in encoded where !piece.isEmpty {
                if first {
                    piece.removeFirst(2)
                    first = false
                }
                try write(piece)
            }
        }
        try write(Data("\n]}\n".utf8))
        return count
    }
}
