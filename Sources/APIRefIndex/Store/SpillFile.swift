import APIRefBase
import APIRefCore
import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Parsed symbols parked on disk between parsing and link resolution, which needs every
/// file's names before any file's links can be resolved. Holding the parsed models in
/// memory instead cost about 750 MB at 10,000 classes; on disk they live in the page cache.
///
/// The file is unlinked as soon as it is opened, so it vanishes when the build ends, however
/// it ends. Appends from several threads each reserve their own range.
final class SpillFile: Sendable {
    /// Where one symbol's `binaryParts` lie in the file.
    struct Entry: Sendable {
        let offset: Int
        let headCount: Int
        let bodyCount: Int
    }

    private let file: ScratchFile
    /// Where the next append goes.
    private let end = Locked(0)

    /// A new, already unlinked file next to `url`.
    init(beside url: URL) throws {
        file = try ScratchFile(at: url.path + ".spill")
    }

    /// Writes `symbols` (one file's, usually) in one write and returns where each lies.
    func append(_ symbols: [Symbol]) throws -> [Entry] {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        entries.reserveCapacity(symbols.count)
        for symbol in symbols {
            let (head, body) = symbol.binaryParts
            entries.append(Entry(offset: bytes.count, headCount: head.count, bodyCount: body.count))
            bytes += head
            bytes += body
        }
        let base = end.withLock { end in
            defer { end += bytes.count }
            return end
        }
        try bytes.withUnsafeBytes { try file.write($0, at: base) }
        return entries.map { Entry(offset: base + $0.offset, headCount: $0.headCount, bodyCount: $0.bodyCount) }
    }

    /// The whole symbol an entry points at.
    func symbol(at entry: Entry) throws -> Symbol {
        var bytes = [UInt8](repeating: 0, count: entry.headCount + entry.bodyCount)
        try bytes.withUnsafeMutableBytes { try file.read(into: $0, at: entry.offset) }
        return try Symbol(head: bytes[..<entry.headCount], body: bytes[entry.headCount...])
    }
}
