/// What a cached page answers: the words of a plain lookup in one content folder, laid out
/// for one width, with or without escapes, in one language and syntax. Its text is stored in the entry and compared on
/// reading, so two keys whose hashes collide never share a page.
public struct PageCacheKey: Sendable, Equatable {
    public let text: String

    /// - Parameters:
    ///   - folderPath: the content folder's standardized absolute path.
    ///   - language: the language asked for (`LanguagePreference`), "" for none.
    ///   - syntax: the syntax asked for (`SyntaxPreference`), "" for none: the library's
    ///     default then, which is in `library.yml`, a file every cached page depends on.
    public init(words: [String], folderPath: String, width: Int, usesEscapes: Bool, language: String, syntax: String) {
        // Each part is preceded by its length, so no word or path, whatever it holds, can make
        // one lookup's key equal another's (`UIView frame` and one word with a separator in it).
        // Appended in a loop, not mapped and joined: the generic join is slow to set up, and
        // the front makes a key on every lookup.
        var text = ""
        for part in [folderPath, String(width), usesEscapes ? "escapes" : "plain", language, syntax] + words {
            text += String(part.utf8.count)
            text += ":"
            text += part
        }
        self.text = text
    }

    /// The entry's file name: a hash, so that no word of the query reaches a path.
    public var fileName: String {
        var hasher = FNV1a()
        hasher.add(text)
        return hasher.hex + ".page"
    }
}
