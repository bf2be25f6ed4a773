#if canImport(Glibc)
import Glibc
#endif
#if canImport(CoreServices)
import CoreServices
#endif
import APIRefCore
import Foundation

/// Calls `onChange` after files below some folders change: with inotify on Linux (each
/// folder and every folder below it watched, new ones added as they appear), with FSEvents
/// on macOS, and by comparing sizes and times every quarter second elsewhere or when the
/// system refuses (inotify's watch limit reached). A burst of events (an editor's save is
/// several) is one call, made once the folders have been quiet for `settle` (on macOS,
/// FSEvents' own coalescing over the same interval).
public final class FolderWatcher: @unchecked Sendable {
    private let folders: [URL]
    private let settle: TimeInterval
    private let onChange: @Sendable () -> Void
    private let stopped = Locked(false)

    /// How the folders are being watched: `inotify` or `polling`.
    public private(set) var method = "polling"

    /// Watches `folders` (and the folders below them), calling `onChange` once a change has
    /// settled for `settle` seconds.
    public init(folders: [URL], settle: TimeInterval = 0.03, onChange: @escaping @Sendable () -> Void) {
        self.folders = folders
        self.settle = settle
        self.onChange = onChange
    }

    /// Starts watching on a thread of its own.
    public func start() {
        #if canImport(CoreServices)
        if startFSEvents() {
            method = "fsevents"
            return
        }
        #endif
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        if descriptor >= 0 {
            method = "inotify"
            Thread.detachNewThread { [self] in watchWithInotify(descriptor) }
            return
        }
        #endif
        method = "polling"
        Thread.detachNewThread { [self] in poll() }
    }

    /// Stops watching; `onChange` is not called again.
    public func stop() {
        stopped.withLock { $0 = true }
        #if canImport(CoreServices)
        stopFSEvents()
        #endif
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    #if os(Linux)
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    private func watchWithInotify(_ descriptor: Int32) {
        defer { close(descriptor) }
        var watched: [Int32: String] = [:]
        // A watched folder that was deleted or moved away: inotify watches the folder, not
        // its path, so one put back at the path is looked for until it is there.
        var missing: Set<String> = []
        let roots = Set(folders.map(\.path))
        func add(_ path: String) {
            let watch = inotify_add_watch(descriptor, path, Self.mask)
            guard watch >= 0 else {
                if roots.contains(path) { missing.insert(path) }
                return
            }
            watched[watch] = path
            for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !child.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                let full = path + "/" + child
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue { add(full) }
            }
        }
        for folder in folders { add(folder.path) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // A folder gone before it could be watched has changed since the caller looked at it.
        var pending = !missing.isEmpty
        while !isStopped {
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
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: inotify_event.self) }
                    let nameLength = Int(event.len)
                    if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                       let parent = watched[event.wd] {
                        let nameBytes = buffer[(offset + MemoryLayout<inotify_event>.size)..<(offset + MemoryLayout<inotify_event>.size + nameLength)]
                        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                        add(parent + "/" + name)
                    }
                    if event.mask & UInt32(IN_MOVE_SELF) != 0, let path = watched[event.wd], roots.contains(path) {
                        // Moved away: what is watched is no longer at the path (IN_IGNORED follows).
                        inotify_rm_watch(descriptor, event.wd)
                    }
                    if event.mask & UInt32(IN_IGNORED) != 0, let path = watched.removeValue(forKey: event.wd), roots.contains(path) {
                        missing.insert(path)
                    }
                    offset += MemoryLayout<inotify_event>.size + nameLength
                }
                pending = true
            } else if pending {
                pending = false
                onChange()
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    #endif

    #if canImport(CoreServices)
    // Compiled on macOS only; this repository's CI runs on Linux, where inotify is used.
    private var stream: FSEventStreamRef?
    private let eventQueue = DispatchQueue(label: "apiref.serve.fsevents")

    private func startFSEvents() -> Bool {
        var context = FSEventStreamContext(version: 0, info: Unmanaged.passUnretained(self).toOpaque(),
                                           retain: nil, release: nil, copyDescription: nil)
        let callback: FSEventStreamCallback = { _, info, _, _, _, _ in
            guard let info else { return }
            Unmanaged<FolderWatcher>.fromOpaque(info).takeUnretainedValue().onChange()
        }
        guard let created = FSEventStreamCreate(kCFAllocatorDefault, callback, &context, folders.map(\.path) as CFArray,
                                                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), settle,
                                                FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents)) else { return false }
        FSEventStreamSetDispatchQueue(created, eventQueue)
        guard FSEventStreamStart(created) else {
            FSEventStreamInvalidate(created)
            FSEventStreamRelease(created)
            return false
        }
        stream = created
        return true
    }

    private func stopFSEvents() {
        guard let stream else { return }
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        self.stream = nil
    }
    #endif

    /// Sizes and modification times of every file below the folders.
    private func snapshot() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { continue }
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                result[url.path] = [values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0)]
            }
        }
        return result
    }

    private func poll() {
        var last = snapshot()
        while !isStopped {
            Thread.sleep(forTimeInterval: 0.25)
            let now = snapshot()
            if now != last {
                last = now
                onChange()
            }
        }
    }
}
