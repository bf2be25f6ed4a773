import Foundation

/// `l10n stamp --english-only`: the author's word that an edit of the English (a typo, a
/// link) needs no new translation. In every translation language asked for, each symbol
/// whose translation went stale since it was stamped is stamped current with today's
/// English; its prose, and the record of the English the translator worked from
/// (`sources`), stay as they are (`TranslationStamper.stamped`).
///
/// A translator's `l10n stamp` says "I translated this from today's English" and stamps
/// whatever it is given. This one only moves stamps that were current before the English
/// changed: a symbol with no translation, or translated but never stamped, is left alone
/// and reported, since only a translator can say it is current.
public enum EnglishOnlyStamp {
    /// What was done in one translation language.
    public struct Outcome: Sendable, Encodable, Equatable {
        public var language: String
        /// The translation file, as diagnostics name it.
        public var file: String
        /// Whether the file exists.
        public var exists: Bool
        /// Stamped current by this run.
        public var stamped: [String] = []
        /// Current already; left as they were.
        public var current: [String] = []
        /// No translation in this language: nothing to stamp.
        public var untranslated: [String] = []
        /// Translated, but never stamped by a translator: stale for another reason than the edit.
        public var unstamped: [String] = []
    }

    /// A translation file that may not or cannot be read: nothing was stamped (an I/O
    /// failure for the command).
    public struct Unreadable: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Stamps, in each of `languages`, the translations of `symbols` (of the original file
    /// `file`) that are stale only because the English changed. Every file is written in
    /// one `FileBatch`: all or none, each only if it still holds the bytes its stamps were
    /// judged from. Symbols without prose to translate are not counted.
    public static func run(_ symbols: [Symbol], file: String, languages: [String], folder: ContentFolder) throws -> [Outcome] {
        var outcomes: [Outcome] = []
        var batch = FileBatch(within: folder)
        for language in languages {
            let relative = TranslationPath.of(file, in: language)
            let display = folder.displayPath.isEmpty ? relative : "\(folder.displayPath)/\(relative)"
            let url = folder.url.appendingPathComponent(relative)
            var outcome = Outcome(language: language, file: display, exists: FileManager.default.fileExists(atPath: url.path))
            let translatable = symbols.filter(TranslationStatus.hasProse)
            guard outcome.exists, let path = TranslationPath(relative) else {
                outcome.untranslated = translatable.map(\.id)
                outcomes.append(outcome)
                continue
            }
            let data: Data
            switch folder.read(relative) {
            case .bytes(let bytes): data = bytes
            case .refused(let diagnostic): throw Unreadable(description: "\(display): \(diagnostic.message); nothing was stamped")
            case .unreadable: throw Unreadable(description: "\(display) cannot be read; nothing was stamped")
            }
            let page = TranslationParser.parse(Array(data), path: path, displayPath: display).0
            var stale: [Symbol] = []
            for symbol in translatable {
                let key = OriginalSymbols.key(of: symbol)
                if page.prose[key] == nil {
                    outcome.untranslated.append(symbol.id)
                } else if page.stamps[key] == nil {
                    outcome.unstamped.append(symbol.id)
                } else if page.stamps[key] == ProseFingerprint.of(symbol) {
                    outcome.current.append(symbol.id)
                } else {
                    stale.append(symbol)
                }
            }
            outcome.stamped = stale.map(\.id)
            if !stale.isEmpty {
                batch.add(url, TranslationStamper.stamped(stale, in: data, englishOnly: true), expecting: data)
            }
            outcomes.append(outcome)
        }
        if !batch.isEmpty { try batch.commit() }
        return outcomes
    }

    /// What a run did, for standard error: per language, what was stamped, and what was
    /// left and why. `named` is the page or member as the command named it.
    public static func text(_ outcomes: [Outcome], named: String) -> String {
        var lines: [String] = []
        func listed(_ ids: [String]) -> String {
            let shown = ids.prefix(5).map { TerminalSafety.strip($0) }.joined(separator: ", ")
            return ids.count > 5 ? "\(shown) and \(ids.count - 5) more (l10n status --all lists them)" : shown
        }
        for outcome in outcomes {
            let file = TerminalSafety.strip(outcome.file)
            if !outcome.stamped.isEmpty {
                lines.append("stamped \(outcome.stamped.count) in \(file) (English-only: its prose and recorded English unchanged)")
            }
            if !outcome.exists {
                lines.append("\(file) does not exist: no translation to stamp in \(outcome.language)")
                continue
            }
            if !outcome.untranslated.isEmpty {
                lines.append("\(file) has no translation of \(listed(outcome.untranslated)); nothing was changed for it")
            }
            if !outcome.unstamped.isEmpty {
                lines.append(
                    "\(file): \(listed(outcome.unstamped)) translated but never stamped; a translator checks it and runs l10n stamp")
            }
        }
        let stamped = outcomes.reduce(0) { $0 + $1.stamped.count }
        let current = outcomes.reduce(0) { $0 + $1.current.count }
        let asked = outcomes.reduce(0) { $0 + $1.stamped.count + $1.current.count + $1.untranslated.count + $1.unstamped.count }
        if asked == 0 {
            lines.append("nothing to stamp: \(TerminalSafety.strip(named)) has no prose to translate")
        } else if stamped == 0 && current > 0 {
            lines.append("nothing stale to stamp: \(current) current translation(s) of \(TerminalSafety.strip(named)) left as they are")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Whether the run leaves a translation of what was named current: something stamped,
    /// or current already. Otherwise nothing could be stamped (no translation, never
    /// stamped, no prose), and the command exits 1.
    public static func leavesAnyCurrent(_ outcomes: [Outcome]) -> Bool {
        outcomes.contains { !$0.stamped.isEmpty || !$0.current.isEmpty }
    }
}
