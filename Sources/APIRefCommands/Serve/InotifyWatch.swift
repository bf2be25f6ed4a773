#if os(Linux)
import Glibc
import Foundation

/// The inotify side of `FolderWatcher`: every folder below the roots watched (new ones
/// added as they appear), and a root deleted or moved away looked for until it is a folder
/// again, since inotify watches a folder, not its path.
final class InotifyWatch: @unchecked Sendable {
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    private let descriptor: Int32
    private let roots: Set<String>
    private var watched: [Int32: String] = [:]
    /// Roots that are not there now (deleted, moved away, or missing from the start).
    private var missing: Set<String> = []

    /// Watches the roots now; nil when the system has no inotify for this process.
    init?(roots: [String]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.roots = Set(roots)
        for root in roots { add(root) }
    }

    /// Reports changes until `isStopped`, each burst once it has been quiet for `settle`.
    func run(settle: TimeInterval, isStopped: () -> Bool, onChange: () -> Void) {
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // A root gone before it could be watched has changed since the caller looked at it.
        var pending = !missing.isEmpty
        while !isStopped() {
            // Wait for events; once some came, wait `settle` for quiet before reporting.
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = pending ? Int32(settle * 1000) : missing.isEmpty ? 500 : 100
            let ready = Glibc.poll(&poller, 1, timeout)
            let restored = missing.filter(Self.isFolder)
            for root in restored {
                missing.remove(root)
                add(root)
            }
            if !restored.isEmpty {
                // Reported once the folder put back has settled, as any change is.
                pending = true
                continue
            }
            if ready > 0 {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { continue }
                handleEvents(buffer[..<count])
                pending = true
            } else if pending {
                pending = false
                onChange()
            }
        }
    }

    private func handleEvents(_ events: ArraySlice<UInt8>) {
        let header = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + header <= events.endIndex {
            let event = events.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - events.startIndex, as: inotify_event.self) }
            let nameLength = Int(event.len)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = watched[event.wd] {
                let name = String(decoding: events[(offset + header)..<(offset + header + nameLength)].prefix { $0 != 0 }, as: UTF8.self)
                add(parent + "/" + name)
            }
            if event.mask & UInt32(IN_MOVE_SELF) != 0, let path = watched[event.wd], roots.contains(path) {
                // Moved away: what is watched is no longer at the path (IN_IGNORED follows).
                inotify_rm_watch(descriptor, event.wd)
            }
            if event.mask & UInt32(IN_IGNORED) != 0, let path = watched.removeValue(forKey: event.wd), roots.contains(path) {
                missing.insert(path)
            }
            offset += header + nameLength
        }
    }

    private func add(_ path: String) {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else {
            if roots.contains(path) { missing.insert(path) }
            return
        }
        watched[watch] = path
        // A folder gone or unreadable since its watch was added has no subfolders to watch;
        // its own watch reports what happens to it.
        for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !child.hasPrefix(".") {
            let full = path + "/" + child
            if Self.isFolder(full) { add(full) }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
#endif
