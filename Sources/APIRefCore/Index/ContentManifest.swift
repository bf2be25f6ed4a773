import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The size and modification time of every file the library is built from; when its
/// fingerprint changes (a file edited, added or removed), the compiled index is stale.
public struct ContentManifest: Sendable {
    public let files: [String]
    public let fingerprint: String

    /// Bump when the index's schema or the model's encoding changes.
    public static let formatVersion = "apiref-index-4"

    public init(_ folder: ContentFolder) throws {
        var files = try folder.markdownFiles()
        files.append(LibraryConfiguration.fileName)
        var hasher = FNV1a()
        hasher.add(Self.formatVersion)
        hasher.add(folder.url.path)
        let base = folder.url.path.hasSuffix("/") ? folder.url.path : folder.url.path + "/"
        for file in files {
            var info = stat()
            let exists = stat(base + file, &info) == 0
            hasher.add(file)
            hasher.add(exists ? "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)" : "-")
        }
        self.files = files
        fingerprint = hasher.hex
    }
}

/// A small, stable 64-bit hash (Swift's `Hasher` is seeded per process, so it cannot be stored).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        value ^= 0xFF
        value = value &* 0x0000_0100_0000_01B3
    }

    var hex: String { String(value, radix: 16) }
}
