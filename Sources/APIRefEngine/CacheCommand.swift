import APIRefCommands
import ArgumentParser

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

/// `apiref cache info`: every index in the cache (`CacheListing`).
struct CacheInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "List the indexes in the cache: their content folders, sizes and last use.")

    @OptionGroup var format: FormatOptions

    func run() throws {
        try CacheListing().info(json: format.isJSON)
    }
}

/// `apiref cache clean`: the stale indexes removed (`CacheListing`).
struct CacheClean: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove the indexes of content folders that are gone or unused for 30 days (all of them with --all).")

    @Flag(help: "Remove every index; each is rebuilt when its folder is next read.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "Say what would be removed; remove nothing.")
    var dryRun = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        try CacheListing().clean(all: all, dryRun: dryRun, json: format.isJSON)
    }
}
