import APIRefBase
import APIRefCore
import Foundation

/// `apiref l10n diff`: what changed in the English since a translation was made from it.
public enum TranslationDiff {
    /// A stale member as `--format json` gives it: the English its translation was made
    /// from (nil when no record was kept), today's, and the word diff between them.
    struct StaleMember: Encodable {
        struct Piece: Encodable {
            var change: String
            var text: String
        }
        var id: String
        var recorded: String?
        var today: String
        var pieces: [Piece]
    }

    public static func run(_ context: TranslationContext, name: [String], json: Bool) throws {
        let (translation, symbols) = try context.translated(name)
        let escapes = TerminalSettings.automaticEscapes
        var out = ""
        var records: [StaleMember] = []
        for symbol in symbols {
            let key = OriginalSymbols.key(of: symbol)
            guard translation.prose[key] != nil, translation.stamps[key] != ProseFingerprint.of(symbol) else { continue }
            if json {
                let today = TranslationFrontMatter.english(of: symbol)
                let pieces = translation.sources[key].map { WordDiff.pieces(from: $0, to: today) } ?? []
                records.append(
                    StaleMember(
                        id: symbol.id, recorded: translation.sources[key], today: today,
                        pieces: pieces.map { piece in
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
            let pieces = WordDiff.pieces(
                from: TerminalSafety.strip(recorded, keepNewlines: true), to: TerminalSafety.strip(today, keepNewlines: true))
            out += "\(escapes ? "\u{1B}[1m" : "")\(heading)\(escapes ? "\u{1B}[0m" : "")\n"
            out += WordDiff.render(pieces, escapes: escapes) + "\n\n"
        }
        if json { return try JSONOutput.write(records) }
        if out.isEmpty {
            FileHandle.standardError.write(Data("apiref: nothing there is stale\n".utf8))
            return
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }
}
