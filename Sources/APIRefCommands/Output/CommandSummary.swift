import Foundation

/// A command's summary on standard output, one way for every command: with `--format json`
/// the value as JSON (`JSONOutput`), else one line of text.
public enum CommandSummary {
    /// `value` as JSON when `json`, else `text` and a newline.
    public static func write<T: Encodable>(_ value: T, text: String, json: Bool) throws {
        if json {
            try JSONOutput.write(value)
        } else {
            print(text)
        }
    }
}
