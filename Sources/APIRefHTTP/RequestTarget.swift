/// The path of a request target (`/a%20b/c.html?x=1`), percent-decoded.
public enum RequestTarget {
    /// The decoded path without the query, or nil when an escape is not two hex digits or
    /// the decoded bytes are not UTF-8.
    public static func decodedPath(_ target: String) -> String? {
        let path = target.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(path.count)
        var index = path.startIndex
        while index < path.endIndex {
            let byte = path[index]
            index = path.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                continue
            }
            guard index < path.endIndex, let high = hexValue(path[index]) else { return nil }
            index = path.index(after: index)
            guard index < path.endIndex, let low = hexValue(path[index]) else { return nil }
            index = path.index(after: index)
            decoded.append(high << 4 | low)
        }
        var text = String.UnicodeScalarView()
        var decoder = UTF8()
        var bytes = decoded.makeIterator()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): text.append(scalar)
            case .emptyInput: return String(text)
            case .error: return nil
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
