/// The syntax a reader asked for: `--syntax`, else `$APIREF_SYNTAX`. Whether it is valid,
/// and what the library's `syntax:` and the built-in default (Swift) add, is the engine's
/// question (`Syntax`, `SyntaxChoice`); this only reads what was asked, in the words
/// `Syntax(argument:)` reads, so that the front can key cached pages by it without Foundation.
public enum SyntaxPreference {
    /// `swift` or `objc` for a word that names one, the word itself (lowercased) for any
    /// other, nil when nothing was asked.
    public static func asked(explicit: String? = nil, environment: (String) -> String? = Environment.value) -> String? {
        let word = explicit.flatMap { $0.isEmpty ? nil : $0 } ?? environment("APIREF_SYNTAX").flatMap { $0.isEmpty ? nil : $0 }
        guard let word else { return nil }
        return canonical(word) ?? word.lowercased()
    }

    /// `swift` for `swift`, `objc` for `objc`, `objective-c`, `objectivec` or `occ`, in any case.
    public static func canonical(_ word: String) -> String? {
        switch word.lowercased() {
        case "swift": return "swift"
        case "objc", "objective-c", "objectivec", "occ": return "objc"
        default: return nil
        }
    }
}
