import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// Which language a command shows its prose in: `--lang`, else `$APIREF_LANG`, else the
/// locale (`LanguagePreference`), when the library has a translation language of that
/// name. The source language, or a locale's language the library lacks, is no translation;
/// a `--lang` or `$APIREF_LANG` the library lacks is a usage error that lists what it has.
public enum TranslationChoice {
    static func language(asked explicit: String?, index: SymbolIndex) throws -> String? {
        guard let asked = LanguagePreference.resolve(explicit: explicit) else { return nil }
        let languages = try index.languages
        if asked == languages.first { return nil }
        if languages.dropFirst().contains(asked) { return asked }
        let named = explicit != nil || Environment.value("APIREF_LANG").map { !$0.isEmpty } == true
        guard named else { return nil }
        throw ToolError.usage("unknown language '\(asked)'; this library has \(languages.joined(separator: ", "))")
    }

    /// The index as a reader of the chosen language sees it, or nil for the source language.
    public static func source(for library: IndexLibrary, folder: ContentFolder, asked: String?) throws -> LocalizedSymbolSource? {
        guard let language = try language(asked: asked, index: library.index) else { return nil }
        return LocalizedSymbolSource(base: library, folder: folder, strings: try strings(language, folder: folder))
    }

    /// The labels of `language` from the templates the content folder would build with;
    /// none (English labels) when there are no templates or no strings file.
    static func strings(_ language: String, folder: ContentFolder) throws -> LanguageStrings {
        // `locate` throws only when no theme folder is there: a lookup needs none.
        guard let templates = try? TemplateLocator.locate(explicit: nil, content: folder) else {
            return LanguageStrings(language: language)
        }
        do {
            return try LanguageStrings.load(language: language, templates: templates)
        } catch let error as LanguageStringsError {
            throw ToolError.io(error.description)
        }
    }
}

extension LocalizedSymbolSource {
    /// A listing's entry with its symbol in the reader's language.
    public func localized(_ entry: VersionedSymbol) -> VersionedSymbol {
        var shown = entry
        shown.symbol = localized(entry.symbol)
        return shown
    }
}
