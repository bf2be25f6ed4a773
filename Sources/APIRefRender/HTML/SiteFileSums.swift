import APIRefBase
import APIRefCore
import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What each file of a built site is — its size and an FNV-1a hash of its bytes, recorded in
/// the manifest (`SiteManifest.files`) — and which files of the site on disk are no longer
/// that, so that an update restores a page that was deleted or overwritten since.
public enum SiteFileSums {
    /// One file's size and hash.
    public struct Sum: Equatable, Sendable {
        public var size: Int
        public var hash: String

        init(size: Int, hash: String) {
            self.size = size
            self.hash = hash
        }

        /// The sum of the file at `path`, read a piece at a time into `buffer`, whose size
        /// is a multiple of 8: the value `init(_:)` gives the file's bytes.
        init(ofFile path: String, through buffer: UnsafeMutableRawBufferPointer) throws {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw SystemCallError("read \(path)") }
            defer { close(descriptor) }
            var hasher = FNV1a()
            var size = 0
            while true {
                // A piece is filled before it is hashed, so that only the last is short.
                var filled = 0
                while filled < buffer.count {
                    let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                    if count < 0, errno == EINTR { continue }
                    guard count >= 0 else { throw SystemCallError("read \(path)") }
                    if count == 0 { break }
                    filled += count
                }
                size += filled
                let piece = UnsafeRawBufferPointer(rebasing: buffer[..<filled])
                guard filled == buffer.count else {
                    hasher.add(words: piece)
                    break
                }
                hasher.addWholeWords(of: piece)
            }
            self.init(size: size, hash: hasher.hex)
        }

        init(_ bytes: Data) {
            size = bytes.count
            var hasher = FNV1a()
            // A word at a time: byte by byte (through `Data`'s iterator) it was a fifth of a full build.
            bytes.withUnsafeBytes { hasher.add(words: $0) }
            hash = hasher.hex
        }
    }

    /// `sums` as the manifest keeps them: a line `size hash path` a file, in path order. One
    /// string, not an object a file: JSON took most of a small update to read and write those.
    static func text(_ sums: [String: Sum]) -> String {
        sums.sorted { $0.key < $1.key }.map { "\($0.value.size) \($0.value.hash) \($0.key)\n" }.joined()
    }

    /// The sums of `text`, or nil when a line is not `size hash path`.
    static func sums(_ text: String) -> [String: Sum]? {
        var sums: [String: Sum] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let size = Int(parts[0]) else { return nil }
            sums[String(parts[2])] = Sum(size: size, hash: String(parts[1]))
        }
        return sums
    }

    /// Every file below `folder` but the marker, by its path below it; read on all cores.
    static func of(_ folder: URL) throws -> [String: Sum] {
        let base = folder.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator()
        where path != SiteBuilder.marker {
            var info = stat()
            if lstat(base + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { files.append(path) }
        }
        let sums = try files.concurrentChunks(size: 32) { chunk in
            // One buffer a chunk: a site's files read whole (947 MB at 10,000 classes) left
            // the allocator holding about 20 MB more at the end of a build, its peak.
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.pieceSize, alignment: 8)
            defer { buffer.deallocate() }
            return try chunk.map { try Sum(ofFile: base + $0, through: buffer) }
        }.flatMap { $0 }
        return Dictionary(uniqueKeysWithValues: zip(files, sums))
    }

    /// How much of a file is read at a time: a multiple of 8, for `FNV1a.addWholeWords`.
    static let pieceSize = 1 << 16

    /// The files of `sums` that `site` no longer holds as they were written: missing, not a
    /// plain file, of another size, or changed since the marker was written (whose change
    /// time the kernel sets, so no copy of the old times hides an overwrite) and hashing
    /// otherwise. A file untouched since the build costs one `stat`; only one changed since
    /// is read.
    static func damaged(_ sums: [String: Sum], in site: URL) -> Set<String> {
        let base = site.standardizedFileURL.path + "/"
        var marker = stat()
        guard stat(base + SiteBuilder.marker, &marker) == 0 else { return Set(sums.keys) }
        let written = changeTime(marker)
        var suspects: [String] = []
        var damaged: Set<String> = []
        for (path, sum) in sums {
            var info = stat()
            guard lstat(base + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == sum.size else {
                damaged.insert(path)
                continue
            }
            // The same tick as the marker could be after it: read those too.
            if changeTime(info) >= written { suspects.append(path) }
        }
        let changed = suspects.concurrentMap(chunkSize: 32) { path in
            (FileManager.default.contents(atPath: base + path).map(Sum.init) != sums[path]) ? path : nil
        }
        return damaged.union(changed.compactMap { $0 })
    }

    private static func changeTime(_ info: stat) -> Double {
        #if canImport(Glibc)
        let time = info.st_ctim
        #else
        let time = info.st_ctimespec
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
