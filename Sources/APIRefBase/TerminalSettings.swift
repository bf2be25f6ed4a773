/// How a page is laid out for the standard output when no option says otherwise: the
/// width and escapes the terminal pages are rendered with, and the rows that decide
/// whether the pager is used. The front and the engine both read them here, so that a page
/// cached by one is found by the other.
public struct TerminalSettings: Sendable, Equatable {
    public var width: Int
    public var usesEscapes: Bool
    /// The terminal's height, when the standard output is a terminal.
    public var rows: Int?

    /// The settings of this process's standard output and environment: the terminal's
    /// width, else `COLUMNS`, else 80; escapes on a terminal unless `NO_COLOR` is set.
    public static func current() -> TerminalSettings {
        let size = TerminalInfo.size
        return TerminalSettings(width: clamped(size?.columns ?? defaultWidth()), usesEscapes: automaticEscapes, rows: size?.rows)
    }

    public init(width: Int, usesEscapes: Bool, rows: Int? = nil) {
        self.width = width
        self.usesEscapes = usesEscapes
        self.rows = rows
    }

    /// Whether bold and underline are used when colour is left on `auto`.
    public static var automaticEscapes: Bool {
        TerminalInfo.isTerminal && colourAllowed
    }

    /// Whether diagnostics on the standard error are coloured: on a terminal, unless
    /// `NO_COLOR` is set.
    public static var diagnosticColour: Bool {
        TerminalInfo.isErrorTerminal && colourAllowed
    }

    /// No `NO_COLOR` with a value (https://no-color.org).
    private static var colourAllowed: Bool { Environment.value("NO_COLOR").map(\.isEmpty) ?? true }

    /// The width when no `--width` is given.
    public static func automaticWidth() -> Int {
        clamped(TerminalInfo.size?.columns ?? defaultWidth())
    }

    /// Widths apiref lays pages out at: narrower is unreadable, and a wider one (say
    /// `COLUMNS=99999999999`) would only allocate lines of spaces without bound.
    public static let widths = 20...1000

    /// `width` brought into `widths`.
    public static func clamped(_ width: Int) -> Int {
        min(max(width, widths.lowerBound), widths.upperBound)
    }

    private static func defaultWidth() -> Int {
        if let columns = Environment.value("COLUMNS").flatMap(Int.init), columns > 0 { return columns }
        return 80
    }
}
