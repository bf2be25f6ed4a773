/// A name as a Markdown heading writes it. Swift names such as `+(_:_:)` or `clamp(_:_:)`
/// hold two underscores, which CommonMark reads as emphasis (the heading would say
/// `+(::)`): there they are written `\_`, and read back without the backslash.
enum HeadingText {
    /// `+(\_:\_:)` for `+(_:_:)`; a name with at most one `_` or `*` as it is.
    static func escaped(_ name: String) -> String {
        guard name.count(where: { $0 == "_" || $0 == "*" }) > 1 else { return name }
        return name.replacingOccurrences(of: "_", with: "\\_").replacingOccurrences(of: "*", with: "\\*")
    }

    /// A heading's text with backslash escapes of ASCII punctuation removed, as CommonMark reads it.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                if !(character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol) { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }
}
