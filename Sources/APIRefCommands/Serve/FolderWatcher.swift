import APIRefBase
import APIRefCore
import Foundation

#if canImport(CoreServices)
import CoreServices
#endif

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

    /// Starts watching on a thread of its own. What is watched is taken in before this
    /// returns, so a change made after it is reported, however soon.
    public func start() {
        #if canImport(CoreServices)
        if startFSEvents() {
            method = "fsevents"
            return
        }
        #endif
        #if os(Linux)
        if let watch = InotifyWatch(roots: folders.map(\.path)) {
            method = "inotify"
            Thread.detachNewThread { [self] in watch.run(settle: settle, isStopped: { self.isStopped }, onChange: onChange) }
            return
        }
        #endif
        method = "polling"
        let first = snapshot()
        Thread.detachNewThread { [self] in poll(from: first) }
    }

    /// Stops watching; `onChange` is not called again.
    public func stop() {
        stopped.withLock { $0 = true }
        #if canImport(CoreServices)
        stopFSEvents()
        #endif
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    #if canImport(CoreServices)
    // Compiled on macOS only; this repository's CI runs on Linux, where inotify is used.
    private var stream: FSEventStreamRef?
    private let eventQueue = DispatchQueue(label: "apiref.serve.fsevents")

    private func startFSEvents() -> Bool {
        var context = FSEventStreamContext(
            version: 0, info: Unmanaged.passUnretained(self).toOpaque(),
            retain: nil, release: nil, copyDescription: nil)
        let callback: FSEventStreamCallback = { _, info, _, _, _, _ in
            guard let info else { return }
            Unmanaged<FolderWatcher>.fromOpaque(info).takeUnretainedValue().onChange()
        }
        guard
            let created = FSEventStreamCreate(
                kCFAllocatorDefault, callback, &context, folders.map(\.path) as CFArray,
                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), settle,
                FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents))
        else { return false }
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
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
            else { continue }
            for case let url as URL in walker {
                // A file gone between the listing and this: a change all the same (0, 0).
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                result[url.path] = [values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0)]
            }
        }
        return result
    }

    private func poll(from first: [String: [Double]]) {
        var last = first
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
