import APIRefCore

/// Inline Markdown as styled runs: links show as the symbol's name, emphasised; every
/// piece of content text loses its control characters here, before it can reach a terminal.
enum InlineRuns {
    static func from(_ nodes: [MarkdownNode], style inherited: TextStyle = .plain) -> [StyledRun] {
        nodes.flatMap { runs(for: $0, style: inherited) }
    }

    static func plain(_ text: String, _ style: TextStyle = .plain) -> [StyledRun] {
        [StyledRun(text: TerminalSafety.strip(text), style: style)]
    }

    private static func runs(for node: MarkdownNode, style: TextStyle) -> [StyledRun] {
        switch node.kind {
        case .inlineHTML(let text):
            // The allowed tags are markup, not text: <kbd>K</kbd> reads as K, <br> breaks the line.
            switch AllowedInlineHTML.tag(text) {
            case .lineBreak?: return [StyledRun(text: "\n", style: style)]
            case .open?, .close?: return []
            case nil: return plain(text, style)
            }
        case .text(let text):
            return plain(text, style)
        case .code(let text, _):
            return plain(text, style == .plain ? .code : style)
        case .symbolLink(let link):
            return plain(link.text, .emphasis)
        case .emphasis:
            return from(node.children, style: style == .plain ? .emphasis : style)
        case .strong:
            return from(node.children, style: .bold)
        case .link(let destination, _):
            let text = from(node.children, style: style)
            let shown = node.plainText
            guard !destination.isEmpty, destination != shown, !destination.lowercased().hasPrefix("javascript:"),
                FileLinks.target(of: destination) == nil
            else { return text }
            return text + plain(" <\(destination)>", style)
        case .image(let source, _):
            return plain("[image: \(node.plainText.isEmpty ? source : node.plainText)]", style)
        case .softBreak:
            return [StyledRun(text: " ", style: style)]
        case .lineBreak:
            return [StyledRun(text: "\n", style: style)]
        default:
            return from(node.children, style: style)
        }
    }
}
