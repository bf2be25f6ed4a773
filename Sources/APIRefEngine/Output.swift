import APIRefBase
import APIRefCore
import APIRefRender
import Foundation

/// How pages and query results are printed: the settings of `OutputOptions`, as a plain
/// value that the quick lookup path (`QuickLookup`) can make without the argument parser.
struct Output {
    enum ColorMode: String, CaseIterable { case auto, always, never }

    var json = false
    var color: ColorMode = .auto
    var width: Int?
    var noPager = false
    /// `--lang`: the language asked for on the command line, if any (`LanguagePreference`).
    var language: String?

    var usesEscapes: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return TerminalSettings.automaticEscapes
        }
    }

    var resolvedWidth: Int {
        if let width { return TerminalSettings.clamped(width) }
        return TerminalSettings.automaticWidth()
    }

    /// Prints `text`, through the pager when it is taller than the terminal.
    func emit(_ text: String) {
        if !noPager, let rows = TerminalInfo.size?.rows, text.count(where: { $0 == "\n" }) > rows {
            _ = Pager.page(text.utf8)
            return
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The result of `deprecated` or `introduced`: records as JSON, or the grouped listing.
    /// Nothing found is status 1 with `empty` on standard error (JSON: an empty array too).
    func emitVersioned(_ results: [VersionedSymbol], source: SymbolSource, empty: String, showReplacement: Bool) throws {
        if json { try emitJSON(results.map { SymbolRecord($0.symbol) }) }
        if results.isEmpty { throw ToolError.notFound(empty) }
        if json { return }
        emit(VersionedListing(source: source, width: resolvedWidth, usesEscapes: usesEscapes)
            .render(results, empty: empty, showReplacement: showReplacement))
    }

    func emitJSON<T: Encodable>(_ value: T) throws { try JSONOutput.write(value) }
}
