import APIRefBase
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a run of apiref that was killed halfway leaves behind: the temporary files of an
/// index being written (`.index-….sqlite.TAG.tmp`), a site being staged
/// (`.site.building-TAG`), a preview's private folder (`apiref-serve-TAG-RANDOM`) or a page
/// being rewritten (`.NAME.new.TAG`, `FileBatch`). Their names carry the tag of the process that wrote them
/// (`tag(of:)`); once no process of this host has that id, nothing will finish or remove
/// them, and at 10,000 classes a pair of index files is most of a gigabyte.
public enum LeftoverFiles {
    /// The tag this process names its temporary entries with.
    public static let ownTag = tag(of: getpid())

    /// `PID@HOST`, HOST a hash of this machine's host name. A process id says nothing about
    /// another machine's or container's processes, and a cache or output folder may be
    /// shared with them (an NFS home, a volume mounted in several containers): only this
    /// host's entries are ever taken for leftovers, never a build running elsewhere.
    public static func tag(of process: Int32) -> String { "\(process)@\(hostHash)" }

    static let hostHash: String = {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "unknown" }
        var hasher = FNV1a()
        hasher.add(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        return hasher.hex
    }()

    /// Removes the entries of `folder` named `prefix` + a tag of this host + `suffix` whose
    /// process no longer runs. This process's own entries, and a running process's, stay.
    ///
    /// Sweeping is cleanup: a folder that cannot be listed or an entry that cannot be
    /// removed is left for the next sweep, and never fails the work that sweeps (every
    /// `try?` below).
    public static func remove(in folder: URL, prefixes: [String], suffix: String = "") {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            guard let id = processID(in: name, prefixes: prefixes, suffix: suffix), id != getpid(), !isRunning(id) else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Removes the entries of `folder` named `prefix` + a tag of this host + `-` + anything
    /// (a random part, where the name must not be guessable) whose process no longer runs.
    public static func removeTagged(in folder: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let tag = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let id = processID(in: prefix + tag, prefixes: [prefix], suffix: ""), id != getpid(), !isRunning(id) else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Removes the staged copies a killed rewrite left beside the pages of `folder`
    /// (`.NAME.new.TAG`, written by `FileBatch` before its renames) whose process no longer
    /// runs. Its backups (`.NAME.old.TAG`) stay: after a kill between two renames they may
    /// hold the only copy of a page's earlier text.
    public static func removeStagedRewrites(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: FileBatch.stagedMarker, options: .backwards) else { continue }
            let prefix = String(name[..<marker.upperBound])
            guard let id = processID(in: name, prefixes: [prefix], suffix: ""), id != getpid(), !isRunning(id) else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// The process id in an entry named `prefix` + a tag + `suffix`, when the tag is this host's.
    static func processID(in name: String, prefixes: [String], suffix: String) -> Int32? {
        guard name.hasSuffix(suffix), let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
        let tag = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let at = tag.firstIndex(of: "@"), tag[tag.index(after: at)...] == hostHash else { return nil }
        let digits = tag[..<at]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let id = Int32(digits), id > 0 else { return nil }
        return id
    }

    /// Whether a process with this id exists (one of another user's answers EPERM).
    static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }
}
