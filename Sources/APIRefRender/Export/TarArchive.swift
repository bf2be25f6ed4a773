import APIRefCore
import Foundation

/// A gzip-compressed tar archive (POSIX ustar, with a pax header for a path longer than
/// ustar holds) of one folder, deterministic: entries in byte order of their paths, one
/// time for all, owner 0, modes 755 and 644, so the same folder gives the same archive.
/// Only plain files and folders go in, never read through a link: the folder is one apiref
/// wrote (a docset), and anything else in it is refused rather than followed.
enum TarArchive {
    /// Archives `folder` as `name/…` into `archive`, leaving out the top-level files named in `leavingOut`.
    static func write(folder: URL, as name: String, to archive: URL, time: Int, leavingOut: Set<String> = []) throws {
        let gzip = try GzipFile(writingTo: archive)
        var entries: [(path: String, url: URL, isFolder: Bool)] = [(name + "/", folder, true)]
        entries += try contents(of: folder, prefix: name + "/").filter { !leavingOut.contains(String($0.path.dropFirst(name.count + 1))) }
        for entry in entries {
            if entry.isFolder {
                try gzip.write(header(path: entry.path, size: 0, time: time, isFolder: true))
            } else {
                let bytes = try CheckedFile(path: entry.path, source: entry.url.path).contents()
                try gzip.write(header(path: entry.path, size: bytes.count, time: time, isFolder: false))
                try gzip.write(bytes)
                try gzip.write(Data(count: (512 - bytes.count % 512) % 512))
            }
        }
        try gzip.write(Data(count: 1024))
        try gzip.finish()
    }

    /// Every file and folder below `folder`, depth first in byte order of their names.
    private static func contents(of folder: URL, prefix: String) throws -> [(path: String, url: URL, isFolder: Bool)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted {
            Array($0.utf8).lexicographicallyPrecedes($1.utf8)
        }
        var out: [(path: String, url: URL, isFolder: Bool)] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            var info = stat()
            // Listed a moment ago: a name gone since is an error when its bytes are read.
            _ = lstat(url.path, &info)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                out.append((prefix + name + "/", url, true))
                out += try contents(of: url, prefix: prefix + name + "/")
            } else {
                out.append((prefix + name, url, false))
            }
        }
        return out
    }

    /// The header block(s) of one entry: a pax `path` record first when the path does not fit.
    static func header(path: String, size: Int, time: Int, isFolder: Bool) -> Data {
        let bytes = Array(path.utf8)
        if bytes.count <= 100 {
            return block(name: bytes, size: size, time: time, type: isFolder ? "5" : "0", mode: isFolder ? 0o755 : 0o644)
        }
        let record = paxRecord("path", path)
        var out = block(name: Array("PaxHeaders/\(path.utf8.count)".utf8), size: record.count, time: time, type: "x", mode: 0o644)
        out += record + Data(count: (512 - record.count % 512) % 512)
        // The short name for a reader that ignores pax: the path's end.
        out += block(name: Array(bytes.suffix(99)), size: size, time: time, type: isFolder ? "5" : "0", mode: isFolder ? 0o755 : 0o644)
        return out
    }

    /// `"<length> key=value\n"`, where the length counts its own digits.
    static func paxRecord(_ key: String, _ value: String) -> Data {
        let body = " \(key)=\(value)\n"
        var length = body.utf8.count + 1
        while String(length).count + body.utf8.count != length { length = String(length).count + body.utf8.count }
        return Data((String(length) + body).utf8)
    }

    private static func block(name: [UInt8], size: Int, time: Int, type: Character, mode: Int) -> Data {
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ bytes: [UInt8], at offset: Int) { header.replaceSubrange(offset..<offset + bytes.count, with: bytes) }
        func octal(_ value: Int, width: Int) -> [UInt8] {
            let digits = String(value, radix: 8)
            return Array((String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits).utf8) + [0]
        }
        put(name, at: 0)
        put(octal(mode, width: 8), at: 100)
        put(octal(0, width: 8), at: 108)
        put(octal(0, width: 8), at: 116)
        put(octal(size, width: 12), at: 124)
        put(octal(time, width: 12), at: 136)
        put(Array("        ".utf8), at: 148)
        put(Array(String(type).utf8), at: 156)
        put(Array("ustar".utf8) + [0] + Array("00".utf8), at: 257)
        let sum = header.reduce(0) { $0 + Int($1) }
        put(octal(sum, width: 7) + [UInt8(ascii: " ")], at: 148)
        return Data(header)
    }
}
