import APIRefCore
import Foundation

/// What the tool says on standard error.
public enum ToolMessage {
    /// `apiref: message` on standard error, with anything that could drive the terminal escaped.
    public static func say(_ message: String) {
        let text = message.hasSuffix("\n") ? message : message + "\n"
        FileHandle.standardError.write(Data(("apiref: " + TerminalSafety.strip(text, keepNewlines: true)).utf8))
    }
}
