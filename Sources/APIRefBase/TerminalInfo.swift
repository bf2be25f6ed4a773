#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What the standard output is connected to.
public enum TerminalInfo {
    public static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether the standard error is a terminal: diagnostics are coloured there.
    public static var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's size, when standard output is one.
    public static var size: (columns: Int, rows: Int)? {
        guard isTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
