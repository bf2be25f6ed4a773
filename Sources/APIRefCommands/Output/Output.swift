import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// How pages and query results are printed: the settings of `OutputOptions`, as a plain
/// value that the quick lookup path (`QuickLookup`) can make without the argument parser.
public struct Output {
    /// `--color`: on a terminal (and without `NO_COLOR`), always or never.
    public enum ColorMode: String, CaseIterable { case auto, always, never }

    /// `--format json`: records instead of pages.
    public var json = false
    /// `--color`.
    public var color: ColorMode = .auto
    /// `--width`; the terminal's when nil.
    public var width: Int?
    /// `--no-pager`.
    public var noPager = false
    /// `--lang`: the language asked for on the command line, if any (`LanguagePreference`).
    public var language: String?
    /// `--syntax`: the syntax asked for on the command line, as written (`SyntaxChoice`).
    public var syntax: String?

    /// The settings; the defaults are a plain lookup's.
    public init(
        json: Bool = false, color: ColorMode = .auto, width: Int? = nil, noPager: Bool = false, language: String? = nil,
        syntax: String? = nil
    ) {
        self.json = json
        self.color = color
        self.width = width
        self.noPager = noPager
        self.language = language
        self.syntax = syntax
    }

    /// Whether bold and underline escapes are written.
    public var usesEscapes: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return TerminalSettings.automaticEscapes
        }
    }

    /// The width pages are wrapped at, clamped to what a terminal can be.
    public var resolvedWidth: Int {
        if let width { return TerminalSettings.clamped(width) }
        return TerminalSettings.automaticWidth()
    }

    /// Prints `text`, through the pager when it is taller than the terminal.
    public func emit(_ text: String) {
        if !noPager, let rows = TerminalInfo.size?.rows, text.count(where: { $0 == "\n" }) > rows {
            _ = Pager.page(text.utf8)
            return
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The grouped listing of `deprecated` or `introduced` ("" for JSON), worked out before
    /// anything is printed: inside the index's `reading`, whose failed reads throw first.
    public func versionedListing(_ results: [VersionedSymbol], source: SymbolSource, empty: String, showReplacement: Bool) -> String {
        json
            ? ""
            : VersionedListing(source: source, width: resolvedWidth, usesEscapes: usesEscapes)
                .render(results, empty: empty, showReplacement: showReplacement)
    }

    /// The result of `deprecated` or `introduced`: records as JSON, or the grouped `listing`.
    /// Nothing found is status 1 with `empty` on standard error (JSON: an empty array too).
    public func emitVersioned(_ results: [VersionedSymbol], listing: String, empty: String) throws {
        if json { try emitJSON(results.map { SymbolRecord($0.symbol) }) }
        if results.isEmpty { throw ToolError.notFound(empty) }
        if json { return }
        emit(listing)
    }

    /// `value` as JSON on standard output.
    public func emitJSON<T: Encodable>(_ value: T) throws { try JSONOutput.write(value) }
}
