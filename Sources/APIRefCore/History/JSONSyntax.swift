/// Finds where a JSON text first goes wrong, so that a broken symbol graph or history file is reported at
/// `path:line:column` rather than as "not valid JSON": Foundation's decoder says that a
/// document is bad but not where. Asked only after decoding has failed.
public enum JSONSyntax {
    public struct Problem: Equatable, Sendable {
        public var offset: Int
        public var message: String
    }

    /// The first syntax error in `bytes`, or `nil` when the text is well-formed JSON.
    /// Iterative, so that a graph nested a million levels deep cannot exhaust the stack.
    public static func firstProblem(in bytes: [UInt8]) -> Problem? {
        enum Frame { case array, object }
        var stack: [Frame] = []
        var index = 0
        var expectingValue = true

        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func problem(_ message: String) -> Problem {
            Problem(
                offset: min(index, bytes.count),
                message: index >= bytes.count ? "the file ends in the middle of the JSON (truncated?)" : message)
        }
        /// Reads one scalar value at `index`, or returns a problem.
        func scalar() -> Problem? {
            guard index < bytes.count else { return problem("") }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                return nil
            default:
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return nil
                }
                return problem("unexpected character '\(printable(bytes[index]))'")
            }
        }
        func string() -> Problem? {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"): index += 2
                case 0..<0x20: return problem("a control character inside a string")
                default: index += 1
                }
            }
            return problem("")
        }

        /// Reads `"key" :` inside an object.
        func key() -> Problem? {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                return problem("expected a quoted key, found '\(index < bytes.count ? printable(bytes[index]) : "")'")
            }
            if let failure = string() { return failure }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                return problem("expected ':' after a key")
            }
            index += 1
            expectingValue = true
            return nil
        }

        // A small push-down automaton: expecting a value, or what may follow one.
        skipSpace()
        while true {
            if expectingValue {
                skipSpace()
                guard index < bytes.count else { return problem("") }
                switch bytes[index] {
                case UInt8(ascii: "["):
                    index += 1
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        expectingValue = false
                    } else {
                        stack.append(.array)
                    }
                    continue
                case UInt8(ascii: "{"):
                    index += 1
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        expectingValue = false
                        continue
                    }
                    stack.append(.object)
                    if let failure = key() { return failure }
                    continue
                default:
                    if let failure = scalar() { return failure }
                    expectingValue = false
                }
            }
            skipSpace()
            guard let frame = stack.last else {
                return index < bytes.count ? problem("text after the end of the JSON document") : nil
            }
            guard index < bytes.count else { return problem("") }
            let next = bytes[index]
            index += 1
            switch (frame, next) {
            case (_, UInt8(ascii: ",")):
                expectingValue = true
                if frame == .object, let failure = key() { return failure }
            case (.array, UInt8(ascii: "]")), (.object, UInt8(ascii: "}")):
                stack.removeLast()
            default:
                index -= 1
                return problem("expected ',' or '\(frame == .array ? "]" : "}")', found '\(printable(next))'")
            }
        }

    }

    private static func printable(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    /// The 1-based line and column (in bytes) of `offset`.
    public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }
}
