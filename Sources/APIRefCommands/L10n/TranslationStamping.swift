import APIRefCore
import APIRefProcess
import Foundation

/// `apiref l10n stamp`: marks translations current with the original as it is now, or,
/// with `englishOnly`, re-stamps the stale translations of an English edit that needs no
/// new translation (`EnglishOnlyStamp`).
public enum TranslationStamping {
    /// The translator's stamp: every translated member of `name` in the context's language.
    public static func run(_ context: TranslationContext, name: [String], json: Bool) throws {
        let (translation, symbols) = try context.translated(name)
        let stamped = symbols.filter { TranslationStatus.hasProse($0) && translation.prose[OriginalSymbols.key(of: $0)] != nil }
        if stamped.isEmpty {
            throw ToolError.notFound("\(translation.path.relativePath) has no translation of \(name.joined(separator: " ")) yet")
        }
        try ToolError.whileWriting(translation.displayPath) {
            try TranslationStamper.stamp(
                stamped, in: context.folder.url.appendingPathComponent(translation.path.relativePath), of: context.folder)
        }
        if json {
            struct Report: Encodable {
                var file: String
                var stamped: [String]
            }
            try JSONOutput.write(Report(file: translation.displayPath, stamped: stamped.map(\.id)))
        } else {
            FileHandle.standardError.write(Data("stamped \(stamped.count) in \(translation.displayPath)\n".utf8))
        }
    }

    /// `--english-only`: every translation language, or `lang`'s alone.
    public static func runEnglishOnly(_ folder: ContentFolder, lang: String?, name: [String], json: Bool) throws {
        let (folder, index, languages) = try TranslationContext.open(folder)
        // A library with no translation language, or a --lang it lacks, is a usage error.
        let checked = try TranslationContext.checked(lang, in: languages)
        let targets = lang == nil ? Array(languages.dropFirst()) : [checked]
        let (_, file, symbols) = try TranslationContext.original(name, in: index)
        let outcomes = try ToolError.whileWriting("the translations of \(file)") {
            do {
                return try EnglishOnlyStamp.run(symbols, file: file, languages: targets, folder: folder)
            } catch let failure as EnglishOnlyStamp.Unreadable {
                throw ToolError.io(failure.description)
            }
        }
        if json {
            struct Report: Encodable {
                var englishOnly = true
                var translations: [EnglishOnlyStamp.Outcome]
            }
            try JSONOutput.write(Report(translations: outcomes))
        } else {
            FileHandle.standardError.write(Data(EnglishOnlyStamp.text(outcomes, named: name.joined(separator: " ")).utf8))
        }
        if !EnglishOnlyStamp.leavesAnyCurrent(outcomes) { throw ToolError.reported(.notFound) }
    }
}
