/// Collects a connection's bytes until a request head is complete, refusing it as soon as
/// it is too long: a request line over the limit is 414 and header fields over it are 431
/// however many bytes are still to come. Each byte is looked at once when it arrives, and
/// the head is parsed once when its empty line has come, so reading a request is linear in
/// its size, and a head never takes more memory than the limits and one read.
public struct RequestHeadReader: Sendable {
    /// What the bytes so far make.
    public enum Outcome: Sendable, Equatable {
        /// Not a whole head yet.
        case incomplete
        /// A head; the bytes after it stay, for the next request on the connection.
        case head(RequestHead)
        /// Refused: answer with the status and close the connection.
        case refused(HTTPStatus)
    }

    public let limits: RequestLimits
    private var buffer: [UInt8] = []
    /// Where the current request starts in `buffer` (the earlier bytes were a head read before).
    private var start = 0
    /// The first byte not looked at yet.
    private var scanned = 0
    /// Where the header fields start, once the request line has ended.
    private var fieldsStart: Int?
    /// Where the line being read starts.
    private var lineStart = 0

    public init(limits: RequestLimits = .init()) {
        self.limits = limits
    }

    /// Whether a byte of the next request has come.
    public var hasPartialRequest: Bool { buffer.count > start }

    /// Adds bytes read from the connection and says what they make. After `.head`, call
    /// again with no bytes: the next request may already be here.
    public mutating func append(_ bytes: some Collection<UInt8>) -> Outcome {
        if !bytes.isEmpty {
            if start > 0 {
                // Only the start of one request is kept: a read comes only once the heads
                // before it were answered.
                buffer.removeFirst(start)
                scanned -= start
                lineStart -= start
                fieldsStart = fieldsStart.map { $0 - start }
                start = 0
            }
            buffer.append(contentsOf: bytes)
        }
        while let end = buffer[scanned...].firstIndex(of: ASCII.lineFeed) {
            scanned = end + 1
            let line = lineStart..<end
            lineStart = scanned
            guard let fields = fieldsStart else {
                guard scanned - start <= limits.requestLine + 2 else { return .refused(.uriTooLong) }
                if !isEmptyLine(line) { fieldsStart = scanned }
                continue
            }
            guard scanned - fields <= limits.headerSection + 2 else { return .refused(.headersTooLarge) }
            if isEmptyLine(line) { return finishHead() }
        }
        scanned = buffer.count
        if let fields = fieldsStart {
            if buffer.count - fields > limits.headerSection + 2 { return .refused(.headersTooLarge) }
        } else if buffer.count - start > limits.requestLine + 2 {
            return .refused(.uriTooLong)
        }
        return .incomplete
    }

    private func isEmptyLine(_ line: Range<Int>) -> Bool {
        line.isEmpty || (line.count == 1 && buffer[line.lowerBound] == ASCII.carriageReturn)
    }

    private mutating func finishHead() -> Outcome {
        let head = RequestHead.parse(buffer[start..<scanned], limits: limits)
        start = scanned
        fieldsStart = nil
        switch head {
        case .success(let head): return .head(head)
        case .failure(let status): return .refused(status)
        }
    }
}
