import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefIndex
import ArgumentParser
import Foundation

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

    @Option(help: ArgumentHelp("The language (default: the first translation language in library.yml; for import, the catalog's).", valueName: "tag"))
    var lang: String?

    func context(defaultLanguage: String? = nil) throws -> TranslationContext {
        try TranslationContext(options: content, lang: lang ?? defaultLanguage)
    }
}

/// The library's languages and its translations in one of them, against its index.
struct TranslationContext {
    var folder: ContentFolder
    var index: SymbolIndex
    var languages: [String]
    var language: String
    var translations: TranslationSet

    /// `--lang` (default: the first translation language `library.yml` declares); an
    /// undeclared language is a usage error that lists the declared ones.
    init(options: ContentOptions, lang: String?) throws {
        (folder, index, languages) = try Self.open(options)
        language = try Self.checked(lang, in: languages)
        translations = try index.reading { [folder, languages, language] in
            try TranslationSet.load(folder, index: $0, languages: languages, only: language)
        }
    }

    /// The content folder, its index, and `library.yml`'s languages, the source first.
    static func open(_ options: ContentOptions) throws -> (ContentFolder, SymbolIndex, [String]) {
        let folder = try options.folder()
        let index = try folder.openIndex(announcingErrors: false)
        var discarded = DiagnosticBag()
        return (folder, index, LibraryConfiguration.load(from: folder, diagnostics: &discarded).languages)
    }

    /// `lang`, or the first translation language, when `languages` translates into it.
    static func checked(_ lang: String?, in languages: [String]) throws -> String {
        let targets = Array(languages.dropFirst())
        guard let chosen = lang ?? targets.first else {
            throw ToolError.usage("library.yml declares no translation language; add one: languages: [\(languages.first ?? "en"), ja]")
        }
        guard targets.contains(chosen) else {
            throw ToolError.usage("unknown language '\(chosen)'; this library's translation languages: \(targets.isEmpty ? "none" : targets.joined(separator: ", "))")
        }
        return chosen
    }

    /// The translation of the page `words` name (`Page`, `Page/member`, `Page member`), and
    /// the page's symbols, or only the member.
    func translated(_ words: [String]) throws -> (TranslatedPage, [Symbol]) {
        let (page, file, symbols) = try Self.original(words, in: index)
        guard let translation = translations.pages.first(where: { $0.path.originalRelativePath == file }) else {
            throw ToolError.notFound("\(TranslationPath.of(file, in: language)) does not exist; translate \(page) first")
        }
        return (translation, symbols)
    }

    /// The page `words` name (`Page`, `Page/member`, `Page member`): its name, its original
    /// file, and its symbols, or only the member.
    static func original(_ words: [String], in index: SymbolIndex) throws -> (page: String, file: String, symbols: [Symbol]) {
        let parts = words.count == 1 ? words[0].split(separator: "/", maxSplits: 1).map(String.init) : words
        guard (1...2).contains(parts.count) else { throw ToolError.usage("give a page, or a page and one member") }
        let article = "Articles/\(parts[0])"
        guard let pageID = try index.ids(named: parts[0], ignoringCase: false).first(where: { try index.kind(of: $0)?.isPage == true })
                ?? (index.kind(of: article) == .article ? article : nil),
              let file = try index.sourceFiles(of: [pageID]).first else {
            throw ToolError.notFound("no page named '\(parts[0])'")
        }
        let symbols = try index.reading { OriginalSymbols(file: file, index: $0).symbols }
            .filter { parts.count == 1 || OriginalSymbols.key(of: $0) == parts[1] }
        guard !symbols.isEmpty else { throw ToolError.notFound("\(parts[0]) has no member '\(parts[1])'") }
        return (parts[0], file, symbols)
    }

    /// Every original content file, in path order.
    func originalFiles() throws -> [String] {
        try folder.markdownFiles().filter { TranslationPath($0) == nil }.sorted()
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
        let context = try options.context()
        let originals = try context.originalFiles()
        let status = try context.index.reading {
            TranslationStatus.of(language: context.language, originals: originals, translations: context.translations.pages, index: $0)
        }
        if format.isJSON {
            struct Report: Encodable { var language: String; var translated: Int; var total: Int; var percent: Int; var pages: [TranslationStatus.Page] }
            try JSONOutput.write(Report(language: context.language, translated: status.translated, total: status.total,
                                        percent: status.percent, pages: status.pages))
        } else {
            FileHandle.standardOutput.write(Data(text(status, language: context.language).utf8))
        }
        if !status.isComplete { throw ToolError.reported(.notFound) }
    }

    private func text(_ status: TranslationStatus, language: String) -> String {
        var lines: [String] = []
        for page in status.pages {
            lines.append("\(page.percent.formatted3)%  \(page.translated)/\(page.entries.count)  \(page.translation)\(page.exists ? "" : " (no file yet)")")
            // A page with no translation yet is one line; --all lists its members too.
            guard page.exists || all else { continue }
            for entry in page.entries where all || entry.state != .translated {
                lines.append("      \(entry.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(TerminalSafety.strip(entry.id))")
            }
        }
        lines.append("\(language): \(status.translated) of \(status.total) translated and current (\(status.percent)%)")
        return lines.joined(separator: "\n") + "\n"
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

    @Flag(name: .customLong("english-only"), help: "The English changed in a way that needs no new translation: stamp its stale translations in every language current.")
    var englishOnly = false

    @Argument(help: "The page, or the page and member, whose translation to stamp.")
    var name: [String]

    @OptionGroup var format: FormatOptions

    func run() throws {
        if englishOnly { return try runEnglishOnly() }
        let context = try options.context()
        let (translation, symbols) = try context.translated(name)
        let stamped = symbols.filter { TranslationStatus.hasProse($0) && translation.prose[OriginalSymbols.key(of: $0)] != nil }
        if stamped.isEmpty {
            throw ToolError.notFound("\(translation.path.relativePath) has no translation of \(name.joined(separator: " ")) yet")
        }
        try ToolError.whileWriting(translation.displayPath) {
            try TranslationStamper.stamp(stamped, in: context.folder.url.appendingPathComponent(translation.path.relativePath), of: context.folder)
        }
        if format.isJSON {
            struct Report: Encodable { var file: String; var stamped: [String] }
            try JSONOutput.write(Report(file: translation.displayPath, stamped: stamped.map(\.id)))
        } else {
            FileHandle.standardError.write(Data("stamped \(stamped.count) in \(translation.displayPath)\n".utf8))
        }
    }

    /// `--english-only`: every translation language, or `--lang`'s alone (`EnglishOnlyStamp`).
    private func runEnglishOnly() throws {
        let (folder, index, languages) = try TranslationContext.open(options.content)
        // A library with no translation language, or a --lang it lacks, is a usage error.
        let checked = try TranslationContext.checked(options.lang, in: languages)
        let targets = options.lang == nil ? Array(languages.dropFirst()) : [checked]
        let (_, file, symbols) = try TranslationContext.original(name, in: index)
        let outcomes = try ToolError.whileWriting("the translations of \(file)") {
            try EnglishOnlyStamp.run(symbols, file: file, languages: targets, folder: folder)
        }
        if format.isJSON {
            struct Report: Encodable { var englishOnly = true; var translations: [EnglishOnlyStamp.Outcome] }
            try JSONOutput.write(Report(translations: outcomes))
        } else {
            FileHandle.standardError.write(Data(EnglishOnlyStamp.text(outcomes, named: name.joined(separator: " ")).utf8))
        }
        if !EnglishOnlyStamp.leavesAnyCurrent(outcomes) { throw ToolError.reported(.notFound) }
    }
}

/// `apiref l10n diff`: what changed in the English since a translation was made from it.
struct L10nDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show, word by word, how a member's English changed since its translation was stamped.",
        discussion: "NAME is a page (every stale member of it) or a member (UITableViewCell/accessoryType or UITableViewCell accessoryType).")

    @OptionGroup var options: L10nOptions

    @Argument(help: "The page, or the page and member.")
    var name: [String]

    @OptionGroup var format: FormatOptions

    /// A stale member as `--format json` gives it: the English its translation was made
    /// from (nil when no record was kept), today's, and the word diff between them.
    struct StaleMember: Encodable {
        struct Piece: Encodable { var change: String; var text: String }
        var id: String
        var recorded: String?
        var today: String
        var pieces: [Piece]
    }

    func run() throws {
        let context = try options.context()
        let (translation, symbols) = try context.translated(name)
        let escapes = TerminalSettings.automaticEscapes
        var out = ""
        var records: [StaleMember] = []
        for symbol in symbols {
            let key = OriginalSymbols.key(of: symbol)
            guard translation.prose[key] != nil, translation.stamps[key] != ProseFingerprint.of(symbol) else { continue }
            if format.isJSON {
                let today = TranslationFrontMatter.english(of: symbol)
                let pieces = translation.sources[key].map { WordDiff.pieces(from: $0, to: today) } ?? []
                records.append(StaleMember(id: symbol.id, recorded: translation.sources[key], today: today, pieces: pieces.map { piece in
                    switch piece {
                    case .same(let text): StaleMember.Piece(change: "same", text: text)
                    case .removed(let text): StaleMember.Piece(change: "removed", text: text)
                    case .added(let text): StaleMember.Piece(change: "added", text: text)
                    }
                }))
                continue
            }
            let heading = TerminalSafety.strip(symbol.id)
            guard let recorded = translation.sources[key] else {
                out += "\(heading): stale, and no record of the English it was translated from (stamp it once updated)\n\n"
                continue
            }
            let today = TranslationFrontMatter.english(of: symbol)
            let pieces = WordDiff.pieces(from: TerminalSafety.strip(recorded, keepNewlines: true), to: TerminalSafety.strip(today, keepNewlines: true))
            out += "\(escapes ? "\u{1B}[1m" : "")\(heading)\(escapes ? "\u{1B}[0m" : "")\n"
            out += WordDiff.render(pieces, escapes: escapes) + "\n\n"
        }
        if format.isJSON { return try JSONOutput.write(records) }
        if out.isEmpty {
            FileHandle.standardError.write(Data("apiref: nothing there is stale\n".utf8))
            return
        }
        FileHandle.standardOutput.write(Data(out.utf8))
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

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the catalog to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        guard format == "po" else { throw ToolError.usage("unknown catalog format '\(format)'; use po") }
        let context = try options.context()
        let files = try context.originalFiles()
        let catalog = try context.index.reading {
            TranslationCatalog.export(language: context.language, files: files, translations: context.translations.pages, index: $0)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm'+0000'"
        let text = try catalog.text(project: context.index.title, revisionDate: formatter.string(from: Date()))
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try ToolError.whileWriting(output) { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) }
        FileHandle.standardError.write(Data("wrote \(catalog.entries.count) entries to \(output)\n".utf8))
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
        guard let data = FileManager.default.contents(atPath: file) else { throw ToolError.io("cannot read \(file)") }
        let catalog: POCatalog
        do {
            catalog = try POCatalog.parse([UInt8](data))
        } catch let error as POCatalog.ParseError {
            // Reported as a refused entry is, so that --format json says it too.
            let refused = TranslationImport.Result(refused: [Diagnostic(.error, .poSyntax, "not a PO catalog apiref can import: \(error.message); nothing was written",
                                          at: SourceLocation(path: file, line: error.line, column: error.column))])
            try report(refused, entries: 0)
            throw ToolError.reported(.notFound)
        }
        let context = try options.context(defaultLanguage: catalog.language.isEmpty ? nil : catalog.language)
        let result: TranslationImport.Result
        do {
            // The reads end (a failed one thrown) before anything is written.
            let plan = try context.index.reading {
                TranslationImport.plan(catalog, catalogPath: file, language: context.language, folder: context.folder,
                                       index: $0, existing: context.translations.pages)
            }
            result = try plan.commit()
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError.io("cannot write the translations (none was written): \(error.localizedDescription)")
        }
        try report(result, entries: catalog.entries.count)
        if !result.refused.isEmpty { throw ToolError.reported(.notFound) }
    }

    private func report(_ result: TranslationImport.Result, entries: Int) throws {
        if format.isJSON {
            struct Report: Encodable { var written: [String]; var stale: [String]; var skipped: [String]; var refused: [String] }
            try JSONOutput.write(Report(written: result.written, stale: result.stale, skipped: result.unknown, refused: result.refused.map(\.description)))
        } else {
            var lines = result.refused.map(\.description)
            lines += result.written.map { "wrote \($0)" }
            if result.written.isEmpty, result.refused.isEmpty {
                // An import that leaves every file as it was says so, rather than nothing.
                lines.append("no translation changed: the catalog's \(entries) entries leave every file as it is")
            }
            lines += result.stale.map { "stale (the English changed since the catalog was made): \($0)" }
            lines += result.unknown.map { "skipped (no such symbol or unit): \(TerminalSafety.strip($0))" }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8))
        }
    }
}

private extension Int {
    /// Right-aligned in three columns: `  7`, ` 42`, `100`.
    var formatted3: String { String(repeating: " ", count: Swift.max(0, 3 - String(self).count)) + String(self) }
}
