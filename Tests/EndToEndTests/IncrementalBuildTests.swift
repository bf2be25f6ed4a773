import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Incremental index updates and site builds, end to end on a private copy of the shipped
/// `Content/`: an edit that changes only a file's own pages (a discussion sentence) redoes
/// only that file; anything other pages show (a summary, a name) rebuilds everything; and
/// what the user sees is always what a build from scratch would show.
@Suite(.serialized) final class IncrementalBuildTests {
    let root: URL
    let content: URL
    let index: URL

    init() throws {
        root = Scratch.directory.appendingPathComponent("apiref-incremental-\(UUID().uuidString)")
        content = root.appendingPathComponent("Content")
        index = root.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent("Content"), to: content)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: Running

    /// Runs `apiref` on the copy with this test's index.
    func apiref(_ arguments: [String], index: URL? = nil) throws -> BinaryRunner.Output {
        // Pages in Objective-C, which these tests' expectations quote.
        try BinaryRunner.run(
            arguments + ["--content", content.path], environment: ["APIREF_INDEX_DIR": (index ?? self.index).path, "APIREF_SYNTAX": "objc"])
    }

    func lookup(_ words: String...) throws -> BinaryRunner.Output {
        try apiref(words + ["--no-pager", "--width", "100"])
    }

    /// The same command with an index built from scratch, in a folder of its own.
    func fromScratch(_ arguments: [String]) throws -> BinaryRunner.Output {
        try apiref(arguments, index: root.appendingPathComponent("scratch-\(UUID().uuidString)"))
    }

    func build(into site: URL) throws -> BinaryRunner.Output {
        try apiref(
            ["build", "--output", site.path, "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path],
            index: index)
    }

    // MARK: Editing

    /// Replaces the one occurrence of `old` in a content file. In place keeps the file's
    /// inode and its folder's stamp, as an editor that saves in place does; otherwise the
    /// file is replaced by a new one, as most editors do.
    func edit(
        _ file: String, replacing old: String, with new: String, inPlace: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = content.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)", sourceLocation: sourceLocation)
        try write(text.replacingOccurrences(of: old, with: new), to: file, inPlace: inPlace)
    }

    /// Replaces every occurrence of `old` in a content file, in place.
    func renameEverywhere(in file: String, _ old: String, to new: String) throws {
        let text = try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
        try #require(text.contains(old))
        try write(text.replacingOccurrences(of: old, with: new), to: file, inPlace: true)
    }

    func write(_ text: String, to file: String, inPlace: Bool) throws {
        let url = content.appendingPathComponent(file)
        if inPlace {
            let before = Self.stamp(url.path)
            let folder = Self.stamp(url.deletingLastPathComponent().path)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            #expect(Self.inode(path: url.path) == Self.inode(before), "an in-place edit keeps the inode")
            #expect(Self.stamp(url.deletingLastPathComponent().path) == folder, "an in-place edit leaves the folder's stamp alone")
        } else {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func text(of file: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
    }

    // MARK: Observing

    /// `size mtime inode`, with the nanoseconds.
    static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "-" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    static func inode(_ stamp: String) -> String { String(stamp.split(separator: " ").last ?? "") }
    static func inode(path: String) -> String { inode(stamp(path)) }

    /// The one index file of the copy: a full rebuild writes a new file and renames it into
    /// place (a new inode); an incremental update writes into the existing file.
    func indexFile() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: index.path).filter { $0.hasSuffix(".sqlite") }
        try #require(files.count == 1, "\(files)")
        return index.appendingPathComponent(files[0]).path
    }

    func indexInode() throws -> String { Self.inode(path: try indexFile()) }

    /// Text with every run of white space made one space: terminal pages wrap sentences.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The last line of `apiref check`: "16 files, 311 symbols, 0 errors, 0 warnings".
    static func summaryLine(_ output: BinaryRunner.Output) -> String {
        output.stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Every regular file below `folder` (relative path) with its stamp and bytes.
    static func snapshot(_ folder: URL) throws -> [String: (stamp: String, bytes: Data)] {
        var result: [String: (stamp: String, bytes: Data)] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return result }
        while let relative = walker.nextObject() as? String {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[relative] = (stamp(path), try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return result
    }

    /// Compares two outputs, reporting the first line that differs rather than both outputs.
    static func expectSame(_ actual: String, _ expected: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let ours = actual.components(separatedBy: "\n")
        let theirs = expected.components(separatedBy: "\n")
        let line = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
        let detail =
            "line \(line + 1): \(line < ours.count ? ours[line] : "<end>") — from scratch: \(line < theirs.count ? theirs[line] : "<end>")"
        Issue.record("\(what) differs from a build from scratch at \(detail)", sourceLocation: sourceLocation)
    }

    /// A file of a snapshot as text ("" when it is missing).
    static func text(_ snapshot: [String: (stamp: String, bytes: Data)], _ file: String) -> String {
        guard let bytes = snapshot[file]?.bytes else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
