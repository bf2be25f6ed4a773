/// The head of one HTTP/1 request, the request line and the header fields, read from
/// bytes that a client sent. Parsing is one pass over the bytes: a request costs the
/// same per byte whatever its size.
public struct RequestHead: Sendable, Equatable {
    /// One header field: its name in lower case, its value without surrounding blanks.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public var method: String
    /// The request target as sent (`/path?query`).
    public var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    public var minorVersion: Int
    public var fields: [Field]

    /// Every value of the fields named `name` (in lower case), in the order sent.
    public func values(of name: String) -> [String] {
        fields.lazy.filter { $0.name == name }.map(\.value)
    }

    /// The value of the first field named `name` (in lower case).
    public func value(of name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Whether a comma-separated field (`Connection`, `Upgrade`) lists `token`, in any case.
    public func lists(_ token: String, in name: String) -> Bool {
        values(of: name).contains { value in
            value.split(separator: ",").contains { $0.trimmingBlanks().lowercased() == token }
        }
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 without `Connection: close`.
    public var keepsAlive: Bool { minorVersion == 1 && !lists("close", in: "connection") }

    /// Whether a body follows the head (`Content-Length` above 0, or `Transfer-Encoding`).
    public var hasBody: Bool {
        value(of: "transfer-encoding") != nil || (value(of: "content-length").flatMap { Int($0) } ?? 0) > 0
    }

    /// Reads a complete head: the request line, the fields and the empty line that ends
    /// them (`bytes` ends with it). Line ends are CRLF or a bare LF; empty lines before the
    /// request line are skipped. Refused with 400 for anything malformed (a CR inside a
    /// line, a control character in a value, a folded line, blanks before a colon, a
    /// target that is not a path), for two `Host` fields or none in HTTP/1.1, and for a
    /// framing that could be read two ways (two different `Content-Length`s, or one with
    /// `Transfer-Encoding`); 505 for a version other than 1.0 and 1.1; 431 for more
    /// fields than `limits` allows.
    public static func parse(_ bytes: ArraySlice<UInt8>, limits: RequestLimits = .init()) -> Result<RequestHead, HTTPStatus> {
        var lines = HeadLines(bytes)
        var requestLine: ArraySlice<UInt8> = []
        while requestLine.isEmpty {
            guard let next = lines.next(), let line = next else { return .failure(.badRequest) }
            requestLine = line
        }
        var head: RequestHead
        switch parseRequestLine(requestLine) {
        case .success(let parsed): head = parsed
        case .failure(let status): return .failure(status)
        }
        while let line = lines.next() {
            guard let line else { return .failure(.badRequest) }
            if line.isEmpty { break }
            guard head.fields.count < limits.fieldCount else { return .failure(.headersTooLarge) }
            guard let field = parseField(line) else { return .failure(.badRequest) }
            head.fields.append(field)
        }
        if let refusal = head.checkFraming() { return .failure(refusal) }
        return .success(head)
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<RequestHead, HTTPStatus> {
        let parts = line.split(separator: ASCII.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(ASCII.isToken),
            parts[1].first == ASCII.slash, parts[1].allSatisfy(ASCII.isVisible)
        else { return .failure(.badRequest) }
        let version = parts[2]
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)),
            ASCII.isDigit(version[version.startIndex + 5]), version[version.startIndex + 6] == UInt8(ascii: "."),
            ASCII.isDigit(version[version.startIndex + 7])
        else { return .failure(.badRequest) }
        let major = version[version.startIndex + 5]
        let minor = version[version.startIndex + 7]
        guard major == UInt8(ascii: "1"), minor <= UInt8(ascii: "1") else { return .failure(.versionNotSupported) }
        return .success(
            RequestHead(
                method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                minorVersion: Int(minor - UInt8(ascii: "0")), fields: []))
    }

    /// `name: value`; nil for a folded line (it starts with a blank), blanks before the
    /// colon, a name that is not a token, or a control character in the value.
    private static func parseField(_ line: ArraySlice<UInt8>) -> Field? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
        let name = line[..<colon]
        guard name.allSatisfy(ASCII.isToken) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, ASCII.isBlank(first) { value.removeFirst() }
        while let last = value.last, ASCII.isBlank(last) { value.removeLast() }
        guard value.allSatisfy({ ASCII.isBlank($0) || ASCII.isVisible($0) || $0 >= 0x80 }) else { return nil }
        return Field(name: String(decoding: name.map(ASCII.lowercased), as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// A head whose host or body could be read two ways is refused: which of two `Host`s
    /// names the site, or where the body ends, would depend on who reads it.
    private func checkFraming() -> HTTPStatus? {
        let hosts = values(of: "host")
        guard hosts.count <= 1, minorVersion == 0 || hosts.count == 1 else { return .badRequest }
        let lengths = Set(values(of: "content-length"))
        guard lengths.count <= 1 else { return .badRequest }
        if let length = lengths.first {
            guard !length.isEmpty, length.utf8.count <= 18, length.utf8.allSatisfy(ASCII.isDigit) else { return .badRequest }
            guard value(of: "transfer-encoding") == nil else { return .badRequest }
        }
        return nil
    }
}

/// How much of a request head the server reads before refusing it.
public struct RequestLimits: Sendable {
    /// The longest request line (method, target and version), in bytes: longer is 414.
    public var requestLine: Int
    /// The most bytes of header fields, line ends included: more is 431.
    public var headerSection: Int
    /// The most header fields: more is 431.
    public var fieldCount: Int

    public init(requestLine: Int = 8 * 1024, headerSection: Int = 32 * 1024, fieldCount: Int = 100) {
        self.requestLine = requestLine
        self.headerSection = headerSection
        self.fieldCount = fieldCount
    }
}

/// The lines of a head without their line ends; a line with a CR that is not just before
/// its LF is nil (a bare CR is a line end to some readers and not to others).
struct HeadLines: IteratorProtocol {
    private var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

    mutating func next() -> ArraySlice<UInt8>?? {
        guard let end = rest.firstIndex(of: ASCII.lineFeed) else { return nil }
        var line = rest[..<end]
        rest = rest[(end + 1)...]
        if line.last == ASCII.carriageReturn { line.removeLast() }
        return line.contains(ASCII.carriageReturn) ? .some(nil) : .some(line)
    }
}

/// The byte classes of RFC 9110.
enum ASCII {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    /// A visible character: no space, no control, no byte above ASCII.
    static func isVisible(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// A `tchar` of a token (a method or a field name).
    static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: tokenSymbols.contains(byte)
        }
    }

    private static let tokenSymbols = Array("!#$%&'*+-.^_`|~".utf8)

    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingBlanks() -> Substring {
        let trimmed = self[...].drop { $0 == " " || $0 == "\t" }
        var end = trimmed.endIndex
        while end > trimmed.startIndex, [" ", "\t"].contains(trimmed[trimmed.index(before: end)]) { end = trimmed.index(before: end) }
        return Substring(trimmed[..<end])
    }
}
