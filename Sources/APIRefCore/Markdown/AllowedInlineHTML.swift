/// The few inline HTML tags reference writers use — `<kbd>`, `<sub>`, `<sup>` and `<br>` —
/// which pages render as tags; any other HTML stays escaped text and `check` warns about it
/// (`inline-html`). Attributes are never allowed: `<kbd class="x">` is not on the list.
public enum AllowedInlineHTML {
    public enum Tag: Equatable, Sendable {
        case open(String)
        case close(String)
        case lineBreak
    }

    static let paired: Set<String> = ["kbd", "sub", "sup"]

    /// The allowed tag `html` is, or nil.
    public static func tag(_ html: String) -> Tag? {
        let lowered = html.lowercased()
        if ["<br>", "<br/>", "<br />"].contains(lowered) { return .lineBreak }
        guard lowered.hasPrefix("<"), lowered.hasSuffix(">") else { return nil }
        var name = lowered.dropFirst().dropLast()
        let closing = name.hasPrefix("/")
        if closing { name = name.dropFirst() }
        guard paired.contains(String(name)) else { return nil }
        return closing ? .close(String(name)) : .open(String(name))
    }
}
