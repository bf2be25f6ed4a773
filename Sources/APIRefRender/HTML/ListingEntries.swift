import APIRefCore
import Mustache

/// The entries of a listing, written to the page's file a chunk at a time: each entry
/// rendered by its own template (`version-entry`, `home-entry`) by shape
/// (`FragmentTemplates`), its symbol's facts read 512 at a time and dropped once written.
/// The listing's template places them with `{{{items}}}`, which writes a marker
/// (`ListingStream`) that the page's job replaces with the entries as it writes the file.
/// The what's new and deprecated listings of a large library have tens of thousands of
/// entries: made whole, and then copied into the page and the layout around it, they were
/// the peak of a 10,000-class build; rendered tag by tag, its last job to finish.
struct ListingEntries: MustacheCustomRenderable {
    /// Positions in the symbol table, in listing order.
    let positions: [Int]
    let facts: ListingFacts
    let template: String
    let fragments: FragmentTemplates
    let stream: ListingStream
    /// What every entry sees besides its own values: the theme's words.
    let shared: TemplateFields
    let entry: (Symbol) -> TemplateFields

    /// Symbols read at a time.
    static let chunkSize = 512

    /// The entries' symbols in order; after a failed read, those before it
    /// (`ListingFacts.check` then fails the page).
    var symbols: some Sequence<Symbol> {
        stride(from: 0, to: positions.count, by: Self.chunkSize).lazy
            .map { [positions, facts] start in facts.read(Array(positions[start..<Swift.min(positions.count, start + Self.chunkSize)])) }
            .prefix { !$0.isEmpty }
            .joined()
    }

    /// Hands the entries' HTML to `emit`, a chunk of entries at a time.
    func write(escaped: Bool, to emit: (String) throws -> Void) throws {
        var html = ""
        for (index, symbol) in symbols.enumerated() {
            html += fragments.render(template, entry(symbol), sharing: shared)
            if index % Self.chunkSize == Self.chunkSize - 1 {
                try emit(escaped ? HTMLEscape.text(html) : html)
                html = ""
            }
        }
        if !html.isEmpty { try emit(escaped ? HTMLEscape.text(html) : html) }
    }

    var renderText: String { stream.marker(for: self) }

    var isNull: Bool { positions.isEmpty }
}

/// The lists of one listing page: the page is rendered with a marker where each list goes
/// (`U+E002`, a number no content can guess, the list's, `&`, `U+E003`; the `&` tells an
/// escaped `{{items}}` from a raw `{{{items}}}`), and written with each marker replaced by
/// its list's entries. Used by the one job that writes the page.
final class ListingStream: @unchecked Sendable {
    private var lists: [ListingEntries] = []
    private let prefix = "\u{E002}\(UInt64.random(in: .min ... .max))-"

    func marker(for entries: ListingEntries) -> String {
        lists.append(entries)
        return prefix + "\(lists.count - 1)&\u{E003}"
    }

    /// Hands `page` to `emit` in pieces, each marker replaced by its list's entries.
    func write(_ page: String, to emit: (String) throws -> Void) throws {
        var rest = Substring(page)
        while let start = rest.range(of: prefix) {
            var after = rest[start.upperBound...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            after = after.dropFirst(digits.count)
            let escaped: Bool
            if after.hasPrefix("&amp;\u{E003}") {
                escaped = true
                after = after.dropFirst(6)
            } else if after.hasPrefix("&\u{E003}") {
                escaped = false
                after = after.dropFirst(2)
            } else {
                // Not one of ours after all: written as it is.
                try emit(String(rest[..<start.upperBound]))
                rest = rest[start.upperBound...]
                continue
            }
            guard let number = Int(digits), lists.indices.contains(number) else {
                try emit(String(rest[..<after.startIndex]))
                rest = after
                continue
            }
            try emit(String(rest[..<start.lowerBound]))
            try lists[number].write(escaped: escaped, to: emit)
            rest = after
        }
        try emit(String(rest))
    }
}
