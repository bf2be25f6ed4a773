import APIRefCore

/// Inline content as one line of plain text, with each symbol link shown as its name.
/// Control characters from content are removed.
public enum InlineText {
    public static func plain(_ nodes: [MarkdownNode]) -> String {
        TerminalSafety.strip(nodes.map(\.plainText).joined())
    }
}
