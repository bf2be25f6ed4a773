/// Turns a file's bytes into text, or explains why they are not a readable page.
enum SourceText {
    /// Larger files are refused: a reference page is a few hundred kilobytes at most.
    static let maximumBytes = 4 * 1024 * 1024

    static func decode(_ bytes: [UInt8], path: String, into diagnostics: inout DiagnosticBag) -> String? {
        let start = SourceLocation(path: path, line: 1, column: 1)
        if bytes.count > maximumBytes {
            diagnostics.error(
                .fileTooLarge, "file is \(bytes.count / 1024) KiB; pages may be at most \(maximumBytes / 1024 / 1024) MiB", at: start)
            return nil
        }
        if let offset = bytes.firstIndex(of: 0) {
            diagnostics.error(
                .binaryFile, "file contains a NUL byte; it is not Markdown text", at: location(ofByte: offset, in: bytes, path: path))
            return nil
        }
        if String(validating: bytes, as: UTF8.self) == nil, let offset = firstInvalidUTF8(bytes) {
            diagnostics.error(
                .invalidUtf8, "file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16)))",
                at: location(ofByte: offset, in: bytes, path: path))
            return nil
        }
        // Byte-level work: Character-level string searches cost more than the parse itself.
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.contains(UInt8(ascii: "\r")) { bytes = normalizedLineEndings(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        if bytes.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) {
            diagnostics.error(.emptyFile, "file is empty", at: start)
            return nil
        }
        return text
    }

    /// CRLF and lone CR become LF.
    private static func normalizedLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\n"))
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return result
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    private static func location(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(path: path, line: line, column: offset - lineStart + 1)
    }
}
