import APIRefCommands
import APIRefCore
import APIRefIndex
import ArgumentParser
import Foundation

/// `apiref cache`: the folder of compiled indexes (`IndexCache`), seen and emptied.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clean the folder of compiled indexes ($APIREF_INDEX_DIR, else $XDG_CACHE_HOME/apiref, else ~/.cache/apiref).",
        discussion: """
            Every content folder apiref reads gets an index there, with its search file and \
            cached pages; it is rebuilt from the Markdown whenever it is missing. Indexes of \
            content folders that no longer exist, or unused for 30 days, are removed when any \
            index is rebuilt, and by `apiref cache clean`.
            """,
        subcommands: [CacheInfo.self, CacheClean.self])
}

/// A size as people read it: 1.2 MB, 340 KB.
private func readable(_ bytes: Int64) -> String {
    let value = Double(bytes)
    if value >= 1e9 { return String(format: "%.1f GB", value / 1e9) }
    if value >= 1e6 { return String(format: "%.1f MB", value / 1e6) }
    if value >= 1e3 { return String(format: "%.0f KB", value / 1e3) }
    return "\(bytes) B"
}

private func describe(_ entry: IndexCache.Entry, now: Date) -> String {
    let days = Int(now.timeIntervalSince(entry.lastUsed) / 86_400)
    let used = days == 0 ? "used today" : "last used \(days) day\(days == 1 ? "" : "s") ago"
    let folder = entry.contentFolder.map { $0 + (entry.contentFolderExists ? "" : " (gone)") } ?? "(a folder this index does not name)"
    return TerminalSafety.strip("\(readable(entry.bytes).padding(toLength: 9, withPad: " ", startingAt: 0)) \(folder), \(used)")
}

struct CacheInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "List the indexes in the cache: their content folders, sizes and last use.")

    @OptionGroup var format: FormatOptions

    struct Report: Encodable {
        var folder: String
        var totalBytes: Int64
        var indexes: [IndexCache.Entry]
    }

    func run() throws {
        let cache = IndexCache()
        let entries = try cache.entries()
        let now = Date()
        let total = cache.totalBytes()
        let lines =
            ["\(cache.directory.path): \(readable(total)), \(entries.count) index(es)"]
            + entries.map { "  " + describe($0, now: now) + ($0.isStale(now: now) ? "  [clean removes it]" : "") }
        try format.report(
            Report(folder: cache.directory.path, totalBytes: total, indexes: entries),
            text: lines.joined(separator: "\n"))
    }
}

struct CacheClean: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove the indexes of content folders that are gone or unused for 30 days (all of them with --all).")

    @Flag(help: "Remove every index; each is rebuilt when its folder is next read.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "Say what would be removed; remove nothing.")
    var dryRun = false

    @OptionGroup var format: FormatOptions

    struct Report: Encodable {
        var folder: String
        var dryRun: Bool
        var removed: [IndexCache.Entry]
        var bytesFreed: Int64
    }

    func run() throws {
        let cache = IndexCache()
        let now = Date()
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
            removed.map { "  " + describe($0, now: now) } + [
                "\(verb) \(removed.count) index(es), \(readable(freed)), from \(cache.directory.path)"
            ]
        try format.report(
            Report(folder: cache.directory.path, dryRun: dryRun, removed: removed, bytesFreed: freed),
            text: lines.joined(separator: "\n"))
    }
}
