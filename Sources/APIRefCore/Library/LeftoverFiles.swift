import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a run of apiref that was killed halfway leaves behind: the temporary files of an
/// index being written (`.index-….sqlite.PID.tmp`) or a site being staged
/// (`.site.building-PID`). Their names carry the id of the process that wrote them; once
/// no process has that id, nothing will finish or remove them, and at 10,000 classes a
/// pair of index files is most of a gigabyte.
public enum LeftoverFiles {
    /// Removes the entries of `folder` named `prefix` + a process id + `suffix` whose process
    /// no longer runs. This process's own entries, and a running process's, stay.
    public static func remove(in folder: URL, prefixes: [String], suffix: String = "") {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            guard let id = processID(in: name, prefixes: prefixes, suffix: suffix), id != getpid(), !isRunning(id) else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    static func processID(in name: String, prefixes: [String], suffix: String) -> Int32? {
        guard name.hasSuffix(suffix), let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let id = Int32(digits), id > 0 else { return nil }
        return id
    }

    /// Whether a process with this id exists (one of another user's answers EPERM).
    static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }
}
