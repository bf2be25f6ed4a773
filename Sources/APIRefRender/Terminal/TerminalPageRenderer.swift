import APIRefCore

/// Renders a symbol as a man-style terminal page: header and footer lines as `man` draws
/// them, then NAME, DEPRECATED, DECLARATION, DESCRIPTION, … for members, or the header
/// facts, overview and task groups for a class. Reads other symbols only through `source`.
/// Names, declarations, listings and links are in one syntax, Swift or Objective-C.
public struct TerminalPageRenderer {
    let source: SymbolSource
    let syntax: Syntax
    let width: Int
    let style: TerminalStyle
    let libraryTitle: String
    /// Section titles in the reader's language (`strings/<lang>.yml`); English when nil.
    let strings: LanguageStrings?

    /// - Parameter syntax: the language names, declarations and examples are shown in; a
    ///   symbol with no spelling in it shows its other one, marked.
    public init(source: SymbolSource, syntax: Syntax, width: Int, usesEscapes: Bool, libraryTitle: String, strings: LanguageStrings? = nil)
    {
        self.source = SyntaxSymbolSource(base: source, syntax: syntax)
        self.syntax = syntax
        self.width = max(width, 20)
        self.style = TerminalStyle(usesEscapes: usesEscapes)
        self.libraryTitle = libraryTitle
        self.strings = strings
    }

    /// The whole page, ending in a newline.
    /// - Parameters:
    ///   - inheritedBy: the class the user asked about, when the member is inherited.
    ///   - includeAllMembers: on a class page, append every member's full entry (`--all`).
    ///   - history: the HISTORY section's lines (`HistorySection`); none, no section.
    public func page(
        for symbol: Symbol, inheritedBy: String? = nil, highlighting highlighted: String? = nil,
        includeAllMembers: Bool = false, history: [HistoryLine] = []
    ) -> String {
        let symbol = symbol.prose(in: syntax)
        var writer = PageWriter(width: width, style: style, strings: strings)
        let title = pageTitle(symbol)
        writer.append(lines: [headerLine(left: title, center: libraryTitle, right: title), ""])
        if let counts = translationCounts(shownWith: symbol), counts.total > 0 {
            // Wrapped by display width like any text; plain, so it needs no colour to read.
            writer.text(TerminalSafety.strip(counts.text { strings?[$0] ?? $0 }), indent: 0)
            writer.blank()
        }
        var sections = SymbolSections(source: source, syntax: syntax, writer: writer)
        switch symbol.kind {
        case .class, .protocol, .category, .framework, .structure, .enumeration, .actor:
            sections.containerPage(symbol)
            if includeAllMembers {
                for child in source.symbols(ids: symbol.childIDs) {
                    sections.writer.blank()
                    sections.writer.append(lines: [String(repeating: "─", count: width), ""])
                    sections.memberPage(child, inheritedBy: nil, highlighted: nil)
                }
            }
        case .article:
            sections.articlePage(symbol)
        default:
            sections.memberPage(symbol, inheritedBy: inheritedBy, highlighted: highlighted)
        }
        writer = sections.writer
        HistorySection.write(history, into: &writer)
        writer.blank()
        writer.append(lines: [headerLine(left: "apiref", center: symbol.framework ?? libraryTitle, right: title)])
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// How much of what the page shows is translated, in a translation language: a page's
    /// whole file (`Symbol.translationCounts`), or a member with the constants of its group.
    /// Nil in the source language, whose symbols carry no state.
    private func translationCounts(shownWith symbol: Symbol) -> TranslationCounts? {
        guard strings != nil else { return nil }
        if symbol.kind.isPage { return symbol.translationCounts }
        // A constant is shown on its group's page, as `SymbolSections.memberPage` shows it.
        let group =
            symbol.kind == .constant ? symbol.parentID.flatMap(source.symbol(id:)).flatMap { $0.kind == .constantGroup ? $0 : nil } : nil
        let shown = group ?? symbol
        let constants = shown.kind == .constantGroup ? source.symbols(ids: shown.childIDs) : []
        return TranslationCounts(states: ([shown] + constants).compactMap(\.translationState))
    }

    /// The candidates of an ambiguous lookup, one line each, and how to pick one.
    public func candidates(_ symbols: [Symbol], query: String) -> String {
        var writer = PageWriter(width: width, style: style)
        writer.text("'\(query)' names \(symbols.count) symbols:", indent: 0)
        for symbol in symbols {
            let owner = symbol.container ?? symbol.framework ?? ""
            // Both spellings, so that a reader of either language recognises the one meant.
            let names = symbol.swiftName.map { $0 == symbol.name ? symbol.name : "\(symbol.name) · \($0)" } ?? symbol.name
            writer.text(
                InlineRuns.plain(owner, .bold) + InlineRuns.plain(" \(names) — ") + InlineRuns.from(symbol.summary),
                indent: 2, hangingIndent: 6)
        }
        if let first = symbols.first, let owner = first.container {
            writer.text("Pick one with its container, e.g. apiref \(owner) \(first.name)", indent: 0)
        }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private func pageTitle(_ symbol: Symbol) -> String {
        let name: String
        if symbol.kind.isPage {
            name = symbol.kind == .article ? String(symbol.id.dropFirst("Articles/".count)) : symbol.qualifiedName(in: syntax)
        } else if syntax == .swift, let path = symbol.swiftPath {
            name = path
        } else {
            name = [symbol.container, symbol.name].compactMap { $0 }.joined(separator: ".")
        }
        return TerminalSafety.strip(name) + "(3)"
    }

    /// `left   center   right` spread over the width, as man's header and footer.
    private func headerLine(left: String, center: String, right: String) -> String {
        let center = TerminalSafety.strip(center)
        let used = DisplayWidth.of(left) + DisplayWidth.of(center) + DisplayWidth.of(right)
        guard used + 2 <= width else {
            let sides = DisplayWidth.of(left) + DisplayWidth.of(right)
            return sides + 1 <= width ? left + String(repeating: " ", count: width - sides) + right : DisplayWidth.clipped(left, to: width)
        }
        let gap = width - used
        let centerStart = (width - DisplayWidth.of(center)) / 2
        let firstGap = max(1, min(centerStart - DisplayWidth.of(left), gap - 1))
        return left + String(repeating: " ", count: firstGap) + center + String(repeating: " ", count: max(1, gap - firstGap)) + right
    }
}
