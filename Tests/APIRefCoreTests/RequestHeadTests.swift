import APIRefHTTP
import Foundation
import Testing

/// The preview server's request reading, in-process: heads read whole or refused at the
/// limit, in one pass whatever the pieces they arrive in.
@Suite struct RequestHeadTests {
    func read(_ text: String, limits: RequestLimits = .init()) -> RequestHeadReader.Outcome {
        var reader = RequestHeadReader(limits: limits)
        return reader.append(Array(text.utf8))
    }

    @Test func aHeadIsReadWithItsFields() throws {
        let outcome = read("GET /Kit/Gauge.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Thing:  a b \t\r\n\r\n")
        guard case .head(let head) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(head.method == "GET" && head.target == "/Kit/Gauge.html?x=1" && head.minorVersion == 1)
        #expect(head.value(of: "host") == "127.0.0.1:8080")
        #expect(head.value(of: "x-thing") == "a b")
        #expect(head.keepsAlive)
    }

    @Test func malformedHeadsAreRefused() {
        let cases: [(String, HTTPStatus)] = [
            ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .badRequest),  // which Host names the site?
            ("GET / HTTP/1.1\r\n\r\n", .badRequest),  // no Host
            ("GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n", .badRequest),  // a bare CR
            ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: a\u{1}\r\n\r\n", .badRequest),
            ("GET /  HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
            ("GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", .badRequest),
            ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", .versionNotSupported)
        ]
        for (text, status) in cases {
            #expect(read(text) == .refused(status), "\(text.debugDescription)")
        }
    }

    /// Refused as soon as the limit is passed, without waiting for the rest.
    @Test func longLinesAndHeadersAreRefusedAtTheLimit() {
        let limits = RequestLimits(requestLine: 100, headerSection: 200, fieldCount: 3)
        #expect(read("GET /" + String(repeating: "a", count: 200), limits: limits) == .refused(.uriTooLong))
        #expect(
            read("GET /" + String(repeating: "a", count: 200) + " HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) == .refused(.uriTooLong))
        #expect(read("GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "b", count: 300), limits: limits) == .refused(.headersTooLarge))
        #expect(read("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", limits: limits) == .refused(.headersTooLarge))
        #expect(read("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n", limits: limits) != .refused(.headersTooLarge))
    }

    @Test func piecesMakeTheSameHeadAsTheWhole() {
        let text = "\r\nGET /a HTTP/1.1\nHost: a\r\nAccept: */*\r\n\r\n"
        var reader = RequestHeadReader()
        var outcome = RequestHeadReader.Outcome.incomplete
        for byte in text.utf8 {
            #expect(outcome == .incomplete)
            outcome = reader.append([byte])
        }
        #expect(outcome == read(text))
        guard case .head(let head) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(head.target == "/a" && head.fields.count == 2)
    }

    @Test func pipelinedHeadsAreReadOneAfterAnother() {
        var reader = RequestHeadReader()
        let first = reader.append(Array("HEAD /a HTTP/1.1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\nGET /c".utf8))
        guard case .head(let head) = first, head.method == "HEAD" else {
            Issue.record("\(first)")
            return
        }
        guard case .head(let second) = reader.append(EmptyCollection()), second.target == "/b" else {
            Issue.record("no second head")
            return
        }
        #expect(reader.append(EmptyCollection()) == .incomplete)
        #expect(reader.hasPartialRequest)
        guard case .head(let third) = reader.append(Array(" HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) else {
            Issue.record("no third head")
            return
        }
        #expect(third.target == "/c")
    }

    /// Megabytes arriving in small reads cost time in proportion: before, each byte of a line
    /// made the server look at the whole line again.
    @Test func readingIsLinear() {
        var reader = RequestHeadReader(limits: RequestLimits(requestLine: 1 << 30, headerSection: 1 << 30, fieldCount: 1 << 20))
        let start = Date()
        _ = reader.append(Array("GET /".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1024)
        for _ in 0..<1024 { _ = reader.append(chunk) }
        #expect(reader.append(Array(" HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) != .incomplete)
        // Looking at the whole line again after each kilobyte would be half a million
        // kilobytes looked at: minutes, not seconds.
        #expect(Date().timeIntervalSince(start) < 10, "1 MB read in \(Date().timeIntervalSince(start)) s")
    }

    @Test func targetsAreDecoded() {
        #expect(RequestTarget.decodedPath("/Kit/%2e%2e/x?y=%zz") == "/Kit/../x")
        #expect(RequestTarget.decodedPath("/caf%C3%A9.html") == "/café.html")
        #expect(RequestTarget.decodedPath("/%zz") == nil)
        #expect(RequestTarget.decodedPath("/%FF") == nil)
        #expect(RequestTarget.decodedPath("/%4") == nil)
    }

    /// RFC 6455's own example.
    @Test func theWebSocketAcceptValueIsRFC6455s() {
        #expect(WebSocketHandshake.accept(key: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(WebSocketHandshake.textFrame("hi") == [0x81, 2, 0x68, 0x69])
        #expect(WebSocketHandshake.textFrame(String(repeating: "a", count: 300)).prefix(4) == [0x81, 126, 1, 44])
    }
}
