/// The words under an event, shared by `apiref changes` and the HISTORY section:
/// the old and new declaration or name, the message, the replacement.
public enum HistoryText {
    public static func details(of event: HistoryEvent) -> [String] {
        var lines: [String] = []
        if let old = event.old { lines.append("was: " + oneLine(old)) }
        if let new = event.new { lines.append("now: " + oneLine(new)) }
        if let message = event.message { lines.append(oneLine(message)) }
        if let replacement = event.replacement, !(event.message ?? "").contains(replacement) { lines.append("use " + oneLine(replacement)) }
        return lines
    }

    /// A declaration or message on one line: graphs break long declarations.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

/// One line of a page's HISTORY: an event, and on a class's page the member it happened to.
public struct HistoryLine: Sendable, Equatable {
    /// The member's name on its class's page; nil for the page's own symbol.
    public var member: String?
    public var event: HistoryEvent

    public init(member: String? = nil, event: HistoryEvent) {
        self.member = member
        self.event = event
    }

    /// `iOS 14.0`: the version the line is filed under.
    public var tag: String { "iOS \(event.shownVersion)" }

    /// `to be deprecated: Use UIListContentConfiguration instead…`, `added defaultContentConfiguration()`.
    public var text: String {
        let name = member.map { " " + $0 } ?? ""
        var text: String
        switch event.kind {
        case .introduced: text = member == nil ? "introduced" : "added\(name)"
        case .deprecated, .toBeDeprecated, .removed: text = "\(event.kind.words)\(name)"
        case .declaration:
            let language = event.language == .swift ? "Swift" : "Objective-C"
            text =
                "\(language) declaration of\(member == nil ? " it" : name) changed"
                + (event.new.map { " to " + HistoryText.oneLine($0) } ?? "")
        case .renamed:
            text = "renamed in Swift\(name)" + (event.old.map { " from " + $0 } ?? "") + (event.new.map { " to " + $0 } ?? "")
        }
        if let message = event.message { text += ": " + HistoryText.oneLine(message) }
        if let replacement = event.replacement, !(event.message ?? "").contains(replacement) {
            text += (event.message == nil ? ": " : " ") + "Use " + replacement + " instead."
        }
        return text
    }
}
