/// The text that stands for a value's text while a shape is rendered, and how to read it
/// back out of the markup.
///
/// `U+E000`, the text's number, `&`, `U+202E`, `U+E001`: the two private-use characters
/// mark it, and the theme's escaping tells whether the template escaped it, since `&`
/// becomes `&amp;` and the bidirectional override is dropped (`HTMLEscape`) in an escaped
/// `{{value}}` and both are left alone in a raw `{{{value}}}`. A text that ends a line is
/// followed by a line break, as the real one ends with one.
enum FragmentPlaceholder {
    static func text(_ number: Int, endsLine: Bool) -> String {
        "\u{E000}\(number)&\u{202E}\u{E001}" + (endsLine ? "\n" : "")
    }

    /// UTF-8 of U+E000 and U+E001.
    static let start: [UInt8] = [0xEE, 0x80, 0x80]
    static let end: [UInt8] = [0xEE, 0x80, 0x81]
    /// What follows the number: escaped (`&amp;` and no override) or raw (both kept).
    static let escapedTail: [UInt8] = Array("&amp;".utf8) + end
    static let rawTail: [UInt8] = Array("&".utf8) + [0xE2, 0x80, 0xAE] + end
}
