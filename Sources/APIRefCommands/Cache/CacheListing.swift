import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref cache info` and `apiref cache clean`: the folder of indexes (`IndexCache`)
/// listed, and its stale (or all) indexes removed, each as a report and its lines.
public struct CacheListing {
    public var cache: IndexCache
    /// The time ages are counted to.
    public var now: Date

    public init(cache: IndexCache = IndexCache(), now: Date = Date()) {
        self.cache = cache
        self.now = now
    }

    /// `cache info`'s JSON.
    struct InfoReport: Encodable {
        var folder: String
        var totalBytes: Int64
        var indexes: [IndexCache.Entry]
    }

    /// `cache clean`'s JSON.
    struct CleanReport: Encodable {
        var folder: String
        var dryRun: Bool
        var removed: [IndexCache.Entry]
        var bytesFreed: Int64
    }

    /// `cache info`: every index, its content folder, size and last use, on standard output.
    public func info(json: Bool) throws {
        let (report, text) = try info()
        try CommandSummary.write(report, text: text, json: json)
    }

    func info() throws -> (InfoReport, String) {
        let entries = try cache.entries()
        let total = cache.totalBytes()
        let lines =
            ["\(cache.directory.path): \(Self.readable(total)), \(entries.count) index(es)"]
            + entries.map { "  " + describe($0) + ($0.isStale(now: now) ? "  [clean removes it]" : "") }
        return (InfoReport(folder: cache.directory.path, totalBytes: total, indexes: entries), lines.joined(separator: "\n"))
    }

    /// `cache clean`: removes the stale indexes (every one with `all`; none with `dryRun`)
    /// and says which, on standard output.
    public func clean(all: Bool, dryRun: Bool, json: Bool) throws {
        let (report, text) = try clean(all: all, dryRun: dryRun)
        try CommandSummary.write(report, text: text, json: json)
    }

    func clean(all: Bool, dryRun: Bool) throws -> (CleanReport, String) {
        let now = self.now
        let chosen: (IndexCache.Entry) -> Bool = { all || $0.isStale(now: now) }
        let removed: [IndexCache.Entry]
        do {
            removed = dryRun ? try cache.entries().filter(chosen) : try cache.remove(where: chosen)
        } catch {
            throw ToolError.io("cannot clean \(cache.directory.path): \(error.localizedDescription)")
        }
        let freed = removed.reduce(Int64(0)) { $0 + $1.bytes }
        let verb = dryRun ? "would remove" : "removed"
        let lines =
            removed.map { "  " + describe($0) } + [
                "\(verb) \(removed.count) index(es), \(Self.readable(freed)), from \(cache.directory.path)"
            ]
        return (
            CleanReport(folder: cache.directory.path, dryRun: dryRun, removed: removed, bytesFreed: freed),
            lines.joined(separator: "\n")
        )
    }

    /// A size as people read it: 1.2 MB, 340 KB.
    static func readable(_ bytes: Int64) -> String {
        let value = Double(bytes)
        if value >= 1e9 { return String(format: "%.1f GB", value / 1e9) }
        if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
        if value >= 1e3 { return String(format: "%.0f KB", value / 1e3) }
        return "\(bytes) B"
    }

    /// One index's line: its size, its content folder and when it was last used.
    func describe(_ entry: IndexCache.Entry) -> String {
        let days = Int(now.timeIntervalSince(entry.lastUsed) / 86_400)
        let used = days == 0 ? "used today" : "last used \(days) day\(days == 1 ? "" : "s") ago"
        let folder =
            entry.contentFolder.map { $0 + (entry.contentFolderExists ? "" : " (gone)") } ?? "(a folder this index does not name)"
        return TerminalSafety.strip("\(Self.readable(entry.bytes).padding(toLength: 9, withPad: " ", startingAt: 0)) \(folder), \(used)")
    }
}
