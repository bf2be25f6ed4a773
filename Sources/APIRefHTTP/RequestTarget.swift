import APIRefBase

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
            guard index < path.endIndex, let high = path[index].hexDigitValue else { return nil }
            index = path.index(after: index)
            guard index < path.endIndex, let low = path[index].hexDigitValue else { return nil }
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

}
