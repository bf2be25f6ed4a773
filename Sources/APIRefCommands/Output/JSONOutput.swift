import Foundation

/// Every command's `--format json` on standard output, encoded one way (indented, keys
/// sorted, slashes as they are), so that the commands agree and a value that cannot be
/// encoded is an error, never an empty answer.
public enum JSONOutput {
    /// `value` as JSON on standard output, then a newline.
    public static func write<T: Encodable>(_ value: T) throws {
        FileHandle.standardOutput.write(try encoded(value))
    }

    /// `value` as `write` prints it, newline included.
    public static func encoded<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
