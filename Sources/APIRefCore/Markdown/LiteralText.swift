/// Literal text found and replaced byte for byte in UTF-8, as a Markdown reader sees it.
/// Foundation's `contains(_:)` and `replacingOccurrences(of:with:)` go through NSString and
/// compare by Unicode rules: several times slower, and blind to a backtick or a newline
/// that a combining mark follows, which CommonMark still reads as one. The Markdown copies
/// of the site call these for every entry of every page; inlinable, so that those calls,
/// from another module, get a copy made for `String` rather than the generic one.
extension StringProtocol {
    /// Whether `literal` occurs in the text.
    @inlinable
    public func containsLiteral(_ literal: String) -> Bool {
        var literal = literal
        return literal.withUTF8 { needle in
            guard let first = needle.first else { return true }
            let bytes = utf8
            var start = bytes.startIndex
            while let found = bytes[start...].firstIndex(of: first) {
                if bytes[found...].starts(with: needle) { return true }
                start = bytes.index(after: found)
            }
            return false
        }
    }

    /// The text with every occurrence of `literal`, from the start, replaced by
    /// `replacement`; the text as it is when there is none.
    @inlinable
    public func replacingLiteral(_ literal: String, with replacement: String) -> String {
        guard !literal.isEmpty, containsLiteral(literal) else { return String(self) }
        let needle = Array(literal.utf8)
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacement.utf8.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], bytes[index...].starts(with: needle) {
                result += replacement.utf8
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
