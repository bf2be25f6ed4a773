import Foundation

/// Two views of an Objective-C declaration: the form pages show (`- (void)reloadData`,
/// `@property(nonatomic) BOOL editing`) and a canonical form for comparing two
/// declarations that differ only in spacing, attribute order, nullability or availability
/// macros, which the graphs drop and hand-written pages often keep.
public enum DeclarationStyle {
    /// clang's spelling (`- (void) setEditing:(BOOL) editing animated:(BOOL) animated;`)
    /// in the style of Apple's references and of the pages: no space after a cast-like
    /// parenthesis, the pointer star against the name, no `;`.
    public static func pageForm(_ text: String) -> String {
        var result = text.trimmingCharacters(in: CharacterSet(charactersIn: " \n\t;"))
        result = result.replacingOccurrences(of: "@property (", with: "@property(")
        if result.hasPrefix("-") || result.hasPrefix("+") {
            result = result.replacingOccurrences(of: ") ", with: ")")
            if result.hasPrefix("-(") || result.hasPrefix("+(") { result.insert(" ", at: result.index(after: result.startIndex)) }
        }
        return starsAgainstNames(result)
    }

    /// `UIView * view` → `UIView *view`; `NSArray<NSString *> * titles` keeps its inner star.
    private static func starsAgainstNames(_ text: String) -> String {
        var characters = Array(text)
        var index = 0
        while index + 2 < characters.count {
            if characters[index] == " ", characters[index + 1] == "*", characters[index + 2] == " ",
                index + 3 < characters.count, characters[index + 3].isLetter || characters[index + 3] == "_"
            {
                characters.remove(at: index + 2)
            }
            index += 1
        }
        return String(characters)
    }

    /// Words that say nothing a graph keeps: nullability, and macros for availability,
    /// appearance and initialisers.
    private static let ignoredWords: Set<String> = [
        "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull",
        "_Null_unspecified", "__nullable", "__nonnull", "__kindof", "NS_DESIGNATED_INITIALIZER",
        "UI_APPEARANCE_SELECTOR", "NS_REQUIRES_SUPER", "__TVOS_PROHIBITED", "__WATCHOS_PROHIBITED",
        "NS_SWIFT_NOTHROW", "NS_REFINED_FOR_SWIFT", "NS_RETURNS_INNER_POINTER"
    ]
    /// Macros whose parenthesised argument goes with them.
    private static let ignoredMacroPrefixes = [
        "NS_AVAILABLE", "NS_DEPRECATED", "NS_CLASS_AVAILABLE", "NS_ENUM_AVAILABLE",
        "NS_ENUM_DEPRECATED", "API_AVAILABLE", "API_DEPRECATED", "API_UNAVAILABLE",
        "__IOS_AVAILABLE", "__IOS_DEPRECATED", "__OSX_AVAILABLE", "NS_SWIFT_NAME",
        "UIKIT_AVAILABLE", "__API_AVAILABLE", "__API_DEPRECATED"
    ]

    /// The canonical form: tokens without spacing, `extern` for `UIKIT_EXTERN` and
    /// `FOUNDATION_EXPORT`, property attributes sorted, ignored words and macros removed,
    /// no trailing `;`.
    public static func canonical(_ text: String) -> String {
        var tokens = tokenize(text)
        // Macros and the argument list that follows them.
        var kept: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if ignoredMacroPrefixes.contains(where: token.hasPrefix) {
                index += 1
                if index < tokens.count, tokens[index] == "(" {
                    var depth = 0
                    repeat {
                        if tokens[index] == "(" { depth += 1 } else if tokens[index] == ")" { depth -= 1 }
                        index += 1
                    } while index < tokens.count && depth > 0
                }
                continue
            }
            if !ignoredWords.contains(token) && token != ";" {
                kept.append(token == "UIKIT_EXTERN" || token == "FOUNDATION_EXPORT" || token == "FOUNDATION_EXTERN" ? "extern" : token)
            }
            index += 1
        }
        tokens = kept
        // Property attributes in a fixed order, without the nullability ones.
        if tokens.first == "@property", tokens.count > 1, tokens[1] == "(", let close = tokens.firstIndex(of: ")") {
            let attributes = tokens[2..<close].split(separator: ",").map { $0.joined() }.filter { !ignoredWords.contains($0) }.sorted()
            var rebuilt = ["@property", "("]
            for (position, attribute) in attributes.enumerated() {
                if position > 0 { rebuilt.append(",") }
                rebuilt.append(attribute)
            }
            tokens = rebuilt + [")"] + tokens[(close + 1)...]
        }
        // Join with a space only where two words would otherwise run together.
        var result = ""
        for token in tokens {
            if let last = result.last, isWordCharacter(last), let first = token.first, isWordCharacter(first) { result += " " }
            result += token
        }
        return result
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "@"
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            if isWordCharacter(character) || character == ":" && !word.isEmpty {
                word.append(character)
                if character == ":" {
                    tokens.append(word)
                    word = ""
                }
            } else {
                if !word.isEmpty {
                    tokens.append(word)
                    word = ""
                }
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
