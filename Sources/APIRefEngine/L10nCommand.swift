import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref l10n`: the state of a library's translations, and marking them current.
struct L10nCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Translation status and stamps (translations are Name.<lang>.md beside their originals).",
        subcommands: [L10nStatus.self, L10nDiff.self, L10nStamp.self, L10nExport.self, L10nImport.self])
}

/// `--content DIR`, `--quiet` and `--lang TAG`, shared by every `l10n` command.
struct L10nOptions: ParsableArguments {
    @OptionGroup var content: ContentOptions

    @Option(
        help: ArgumentHelp(
            "The language (default: the first translation language in library.yml; for import, the catalog's).", valueName: "tag"))
    var lang: String?

    func context(defaultLanguage: String? = nil) throws -> TranslationContext {
        try TranslationContext(folder: content.folder(), lang: lang ?? defaultLanguage)
    }
}

/// `apiref l10n status`: per page and member, translated, stale or missing.
struct L10nStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show, per page and member, what is translated, stale or missing; exit 1 unless all is current.")

    @OptionGroup var options: L10nOptions

    @Flag(help: "List every member, not only the stale and missing ones.")
    var all = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        try TranslationStatusReport.run(options.context(), all: all, json: format.isJSON)
    }
}

/// `apiref l10n stamp`: marks translations current with the original as it is now.
struct L10nStamp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stamp",
        abstract: "Mark the translation of a page or member as made from today's original; the prose is not changed.",
        discussion: """
            NAME is a page (UITableViewCell: every member translated there) or a member (UITableViewCell/accessoryType or UITableViewCell accessoryType).

            A translator stamps after translating: the stamp records today's English as what the translation was made from. \
            With --english-only, the author of an English edit that needs no new translation (a typo, a link) stamps instead: \
            in every translation language (or --lang), each translation that went stale since it was stamped is current again, \
            with its prose and its record of the English it was made from unchanged. A member with no translation, or one \
            never stamped, is left alone and named; exit 1 when no translation of NAME is current afterwards.
            """)

    @OptionGroup var options: L10nOptions

    @Flag(
        name: .customLong("english-only"),
        help: "The English changed in a way that needs no new translation: stamp its stale translations in every language current.")
    var englishOnly = false

    @Argument(help: "The page, or the page and member, whose translation to stamp.")
    var name: [String]

    @OptionGroup var format: FormatOptions

    func run() throws {
        if englishOnly {
            try TranslationStamping.runEnglishOnly(options.content.folder(), lang: options.lang, name: name, json: format.isJSON)
        } else {
            try TranslationStamping.run(options.context(), name: name, json: format.isJSON)
        }
    }
}

/// `apiref l10n diff`: what changed in the English since a translation was made from it.
struct L10nDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show, word by word, how a member's English changed since its translation was stamped.",
        discussion:
            "NAME is a page (every stale member of it) or a member (UITableViewCell/accessoryType or UITableViewCell accessoryType).")

    @OptionGroup var options: L10nOptions

    @Argument(help: "The page, or the page and member.")
    var name: [String]

    @OptionGroup var format: FormatOptions

    func run() throws {
        try TranslationDiff.run(options.context(), name: name, json: format.isJSON)
    }
}

/// `apiref l10n export --format po`: the language's catalog for a translation tool.
struct L10nExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a gettext PO catalog of every prose unit: the English, its translation, fuzzy when stale.")

    @OptionGroup var options: L10nOptions

    @Option(help: "The catalog format: po.")
    var format = "po"

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the catalog to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try TranslationCatalogs.export(format: format, output: output) { try options.context() }
    }
}

/// `apiref l10n import FILE.po`: translations from a catalog into the translation files.
struct L10nImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a PO catalog's translations into the Name.<lang>.md files and stamp what matches today's English.")

    @OptionGroup var options: L10nOptions

    @Argument(help: "The PO file.")
    var file: String

    @OptionGroup var format: FormatOptions

    func run() throws {
        try TranslationCatalogs.importCatalog(file, json: format.isJSON) { try options.context(defaultLanguage: $0) }
    }
}
