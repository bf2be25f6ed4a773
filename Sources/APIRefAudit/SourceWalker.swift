import APIRefCore
import APIRefProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The source files below the paths `apiref audit` is given: `.swift`, `.m`, `.mm` and
/// `.h`, in name order. Folders that hold no code of the user's own are not entered:
/// hidden ones (`.git`, `.build`, `.swiftpm`), `Pods`, `Carthage`, `DerivedData` and
/// `node_modules`; a path named on the command line is always read. A link to a folder
/// is followed once per real folder, so a link that leads back up ends there.
public enum SourceWalker {
    /// The extensions read, and the scanner each takes.
    public static func language(of path: String) -> AuditUse.Language? {
        switch (path as NSString).pathExtension.lowercased() {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        default: return nil
        }
    }

    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    /// Every source file below `paths`, each once; a path that does not exist throws
    /// (`ToolError.io`), a named file that is not source is noted on standard error.
    public static func files(_ paths: [String], note: @escaping (String) -> Void) throws -> [String] {
        var walk = Walk(note: note)
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw ToolError.io("cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk.folder(path)
            } else if language(of: path) == nil {
                note("\(path): skipped: not a Swift or Objective-C file (.swift, .m, .mm, .h)")
            } else {
                walk.file(path)
            }
        }
        return walk.files
    }

    private struct Walk {
        let note: (String) -> Void
        var files: [String] = []
        var visited: Set<String> = []

        init(note: @escaping (String) -> Void) { self.note = note }

        mutating func file(_ path: String) {
            guard visited.insert(Self.realPath(path) ?? path).inserted else { return }
            files.append(path)
        }

        mutating func folder(_ path: String) {
            guard let real = Self.realPath(path), visited.insert(real).inserted else { return }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            } catch {
                note("\(path): skipped: cannot list the folder")
                return
            }
            for name in names {
                // Below `.`, paths read as a compiler's would: `App/Cell.m`, not `./App/Cell.m`.
                let child = path == "." ? name : path.hasSuffix("/") ? path + name : path + "/" + name
                var info = stat()
                // A broken link or a file removed meanwhile is no source.
                guard stat(child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if name.hasPrefix(".") || SourceWalker.skippedFolders.contains(name) { continue }
                    folder(child)
                } else if (info.st_mode & S_IFMT) == S_IFREG, SourceWalker.language(of: name) != nil {
                    file(child)
                }
            }
        }

        static func realPath(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }
}

/// One source file's bytes as the scanners read them: nil for a binary file (a NUL byte);
/// invalid UTF-8 is read with replacement characters, and `lossy` says so.
struct SourceText {
    var bytes: [UInt8]
    var lossy: Bool

    init?(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw ToolError.io("cannot read '\(path)': \(error.localizedDescription)")
        }
        if data.contains(0) { return nil }
        var bytes = [UInt8](data)
        lossy = false
        if String(validating: bytes, as: UTF8.self) == nil {
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
            lossy = true
        }
        self.bytes = bytes
    }

    /// The column of the byte at `offset` counted in Unicode scalars.
    func scalarColumn(atOffset offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        // Every byte but a continuation byte (10xxxxxx) starts a scalar.
        return bytes[start..<min(offset, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
