import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// The languages a site is built in: the library's source language at the root and each
/// translation language in a folder of its own (`ja/`), with their labels from the
/// theme's `strings/<lang>.yml` and which pages each language really translates.
public struct SiteLanguages {
    /// The library's own language, whose copy is at the site's root.
    public let source: SiteLanguage.Variant
    let translations: [SiteLanguage.Variant]
    let strings: [String: LanguageStrings]
    let translatedPages: [String: Set<String>]
    /// The library's term list, whose entries each language's search index carries.
    let terms: TermList

    /// The languages `library.yml` declares, with the theme's strings for each, read
    /// through `confinement` (the content and theme folders; nil for the theme alone).
    public init(index: SymbolIndex, folder: ContentFolder, templates: URL, confinement: ConfinedFolders? = nil) throws {
        let codes = try index.languages
        var strings: [String: LanguageStrings] = [:]
        for code in codes {
            do {
                strings[code] = try LanguageStrings.load(language: code, templates: templates, confinement: confinement)
            } catch let error as LanguageStringsError {
                throw ToolError.io(error.description)
            }
        }
        func variant(_ code: String, folder: String) -> SiteLanguage.Variant {
            let named = strings[code]?.labels["language-name"]
            return SiteLanguage.Variant(code: code, folder: folder, name: named ?? (code == "en" ? "English" : code))
        }
        source = variant(codes.first ?? "en", folder: "")
        translations = codes.dropFirst().map { variant($0, folder: $0) }
        self.strings = strings
        let files = codes.count > 1 ? try folder.markdownFiles().compactMap(TranslationPath.init) : []
        var pages: [String: Set<String>] = [:]
        for variant in translations {
            let originals = Set(files.filter { $0.language == variant.code }.map(\.originalRelativePath))
            pages[variant.code] = try index.pageIDs(inFiles: originals)
        }
        translatedPages = pages
        // A term list with mistakes serves with the entries it has: `check` reports the rest.
        var ignored = DiagnosticBag()
        terms = TermList.load(from: folder, diagnostics: &ignored)
    }

    /// The source language first, then the translations.
    public var all: [SiteLanguage.Variant] { [source] + translations }

    func site(for variant: SiteLanguage.Variant) -> SiteLanguage {
        SiteLanguage(
            current: variant, strings: variant == source ? nil : strings[variant.code],
            variants: translations.isEmpty ? [] : all, translatedPages: translatedPages,
            searchVariants: SearchVariants(entries: terms.entries(for: variant.code)))
    }

    /// `variant` as the only language, at the root: a docset holds one language.
    public func alone(_ variant: SiteLanguage.Variant) -> SiteLanguage {
        SiteLanguage(
            current: SiteLanguage.Variant(code: variant.code, folder: "", name: variant.name),
            strings: variant == source ? nil : strings[variant.code], variants: [], translatedPages: translatedPages,
            searchVariants: SearchVariants(entries: terms.entries(for: variant.code)))
    }

    /// The index as a reader of `variant`'s language sees it, inside the build's `SymbolIndex.reading`.
    public func source(for variant: SiteLanguage.Variant, library: IndexLibrary, folder: ContentFolder, table: SymbolTable)
        -> LocalizedSymbolSource
    {
        LocalizedSymbolSource(
            base: library, folder: folder, strings: strings[variant.code] ?? LanguageStrings(language: variant.code),
            resolver: LinkResolver(table: table))
    }
}
