import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// The library's languages and its translations in one of them, against its index: what
/// every `apiref l10n` command starts from.
public struct TranslationContext {
    public var folder: ContentFolder
    public var index: SymbolIndex
    public var languages: [String]
    public var language: String
    public var translations: TranslationSet

    /// `lang` (default: the first translation language `library.yml` declares); an
    /// undeclared language is a usage error that lists the declared ones.
    public init(folder: ContentFolder, lang: String?) throws {
        (self.folder, index, languages) = try Self.open(folder)
        language = try Self.checked(lang, in: languages)
        translations = try index.reading { [folder, languages, language] in
            try TranslationSet.load(folder, index: $0, languages: languages, only: language)
        }
    }

    /// The content folder's index, and `library.yml`'s languages, the source first.
    static func open(_ folder: ContentFolder) throws -> (ContentFolder, SymbolIndex, [String]) {
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
            throw ToolError.usage(
                "unknown language '\(chosen)'; this library's translation languages: \(targets.isEmpty ? "none" : targets.joined(separator: ", "))"
            )
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
        guard
            let pageID = try index.ids(named: parts[0], ignoringCase: false).first(where: { try index.kind(of: $0)?.isPage == true })
                ?? (index.kind(of: article) == .article ? article : nil),
            let file = try index.sourceFiles(of: [pageID]).first
        else {
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
