import Foundation
import Testing

/// `apiref serve` against what a web page the author visits (or a program on the machine)
/// could send it: requests too long or too slow, HEAD on a kept-alive connection, two Hosts,
/// the live socket from another origin, another site loading its scripts and data; and the
/// content folder deleted and put back. Raw sockets, so every byte goes as written.
@Suite(.serialized) struct ServeHostileRequestTests {
    /// Runs `body` with a preview of its own, whose head timeout is 1 s so that stalls are quick.
    func withServer(_ body: (ServeCommandTests.Server) throws -> Void) throws {
        let content = try ServeCommandTests.library()
        defer { try? FileManager.default.removeItem(at: content) }
        let server = try ServeCommandTests.start(
            ["serve", "--content", content.path, "--port", "0"],
            environment: ["APIREF_SERVE_HEADER_TIMEOUT": "1"])
        defer { server.stop() }
        try body(server)
    }

    /// A line or headers of 100 KB, 1 MB and 10 MB are refused (414, 431) as soon as the
    /// limit is passed; before, each took time in the square of its size (66 s of a core at
    /// 400 KB) and nothing was ever refused.
    @Test(arguments: [100 << 10, 1 << 20, 10 << 20])
    func oversizedLinesAndHeadersAreRefusedAtOnce(size: Int) throws {
        try withServer { server in
            let port = server.port
            for (prefix, status) in [("GET /", "414"), ("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Long: ", "431")] {
                let client = try RawClient(port: port)
                let start = Date()
                client.send(Array(prefix.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: size) + Array("\r\n\r\n".utf8))
                let answer = client.receiveAll()
                let seconds = Date().timeIntervalSince(start)
                #expect(answer.hasPrefix("HTTP/1.1 \(status)"), "\(size) bytes: \(answer.prefix(80))")
                #expect(seconds < 5, "\(size) bytes refused in \(seconds) s")
                print("refused \(size >> 10) KB (\(status)) in \(Int(seconds * 1000)) ms")
            }
        }
    }

    /// A client that stops halfway through its head gets 408 once the head timeout is over,
    /// and while it waits the server uses no CPU.
    @Test func aStalledHeadIsTimedOutWithoutBusyWaiting() throws {
        try withServer { server in
            let preview = try #require(Self.childProcess(of: server.process.processIdentifier), "apiref-preview is running")
            // A few stalled clients, one with nearly the most headers allowed.
            let clients = try (0..<4).map { _ in try RawClient(port: server.port) }
            let before = try Self.cpuSeconds(of: preview)
            for (number, client) in clients.enumerated() {
                let filler = number == 0 ? "X-Filler: " + String(repeating: "f", count: 30_000) + "\r\n" : ""
                client.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(filler)".utf8))
            }
            let start = Date()
            let answers = clients.map { $0.receiveAll() }
            let waited = Date().timeIntervalSince(start)
            let used = try Self.cpuSeconds(of: preview) - before
            for answer in answers { #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer.prefix(80))") }
            #expect(waited > 0.5 && waited < 5, "408 after \(waited) s")
            #expect(used < 0.2, "the server used \(used) s of CPU while the clients stalled")
            print("stalled clients: 408 after \(Int(waited * 1000)) ms; server CPU meanwhile \(Int(used * 1000)) ms")
        }
    }

    /// HEAD answers with headers only, so the next answer on a kept-alive connection is read
    /// where it starts; before, the body followed and was read as the next response.
    @Test func headHasNoBodyAndTheNextAnswerIsReadRight() throws {
        try withServer { server in
            let port = server.port
            let host = "Host: 127.0.0.1:\(port)\r\n"
            let client = try RawClient(port: port)
            client.send(
                Array("HEAD /Kit/Gauge.html HTTP/1.1\r\n\(host)\r\nGET /__apiref/status HTTP/1.1\r\n\(host)Connection: close\r\n\r\n".utf8))
            let answer = client.receiveAll()
            let parts = answer.components(separatedBy: "\r\n\r\n")
            #expect(parts.count == 3, "\(answer.prefix(600))")
            #expect(parts[0].hasPrefix("HTTP/1.1 200") && parts[0].contains("Content-Length: "), "\(parts[0])")
            #expect(
                parts.count > 1 && parts[1].hasPrefix("HTTP/1.1 200") && parts[1].contains("Content-Type: application/json"),
                "the GET's answer follows the HEAD's headers at once")
            #expect(parts.count > 2 && parts[2].hasPrefix("{\"type\":\"status\""))
        }
    }

    /// Two Host fields: which one names the site would depend on who reads the request.
    @Test func twoHostsAreABadRequest() throws {
        try withServer { server in
            let port = server.port
            let answer = try ServeCommandTests.request("GET / HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1:\(port)\r\n", port: port)
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
        }
    }

    /// The live socket carries absolute paths of the content: only the preview's own pages get it.
    @Test func theLiveSocketChecksOrigin() throws {
        try withServer { server in
            let port = server.port
            let handshake =
                "GET /__apiref/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            for origin in ["Origin: http://evil.example\r\n", "Origin: http://127.0.0.1:\(port + 1)\r\n", "Origin: null\r\n", ""] {
                let answer = try ServeCommandTests.request(handshake + origin, port: port)
                #expect(answer.hasPrefix("HTTP/1.1 403"), "\(origin.debugDescription): \(answer.prefix(80))")
                #expect(!answer.contains("diagnostics"))
            }
            for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
                let client = try RawClient(port: port)
                client.send(Array((handshake + "Origin: \(origin)\r\n\r\n").utf8))
                let answer = client.receive { $0.contains("\"hello\"") }
                #expect(answer.hasPrefix("HTTP/1.1 101"), "\(origin): \(answer.prefix(80))")
                #expect(answer.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="))
                #expect(answer.contains("{\"type\":\"hello\""), "the page hears hello")
            }
        }
    }

    /// Scripts and data cannot be loaded into another site's page (`<script src>` would
    /// expose the unpublished index); pages can still be opened from a link.
    @Test func anotherSiteGetsNoScriptsOrData() throws {
        try withServer { server in
            let port = server.port
            let host = "Host: 127.0.0.1:\(port)\r\n"
            for path in [
                "/nav-index.js", "/search/index.js", "/assets/page.js", "/__apiref/live.js", "/__apiref/status", "/assets/style.css",
                "/Kit/Gauge.html"
            ] {
                for site in ["cross-site", "same-site"] {
                    let answer = try ServeCommandTests.request(
                        "GET \(path) HTTP/1.1\r\n\(host)Sec-Fetch-Site: \(site)\r\nSec-Fetch-Mode: no-cors\r\nSec-Fetch-Dest: script\r\n",
                        port: port)
                    #expect(answer.hasPrefix("HTTP/1.1 403"), "\(path) from \(site): \(answer.prefix(80))")
                }
                for site in ["same-origin", "none"] {
                    let answer = try ServeCommandTests.request("GET \(path) HTTP/1.1\r\n\(host)Sec-Fetch-Site: \(site)\r\n", port: port)
                    #expect(answer.hasPrefix("HTTP/1.1 200"), "\(path) from \(site): \(answer.prefix(80))")
                    #expect(answer.contains("Cross-Origin-Resource-Policy: same-origin"))
                }
            }
            let navigation = try ServeCommandTests.request(
                "GET /Kit/Gauge.html HTTP/1.1\r\n\(host)Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: navigate\r\n", port: port)
            #expect(navigation.hasPrefix("HTTP/1.1 200"), "a link from another site opens the page")
            let script = try ServeCommandTests.request(
                "GET /nav-index.js HTTP/1.1\r\n\(host)Sec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: navigate\r\n", port: port)
            #expect(script.hasPrefix("HTTP/1.1 403"), "only pages are opened from another site")
        }
    }

    /// The content folder deleted and put back (a checkout, a restore): the preview rebuilds
    /// and goes on rebuilding; before, the watcher lost the folder for good.
    @Test func theContentFolderDeletedAndRestoredIsWatchedAgain() throws {
        let content = try ServeCommandTests.library()
        let copy = content.appendingPathExtension("copy")
        try FileManager.default.copyItem(at: content, to: copy)
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: copy)
        }
        let server = try ServeCommandTests.start(["serve", "--content", content.path, "--port", "0"])
        defer { server.stop() }
        let port = server.port
        try FileManager.default.removeItem(at: content)
        #expect(
            try ServeCommandTests.waitUntil { try ServeCommandTests.status(port: port).contains("build-failed") },
            "the deletion is reported")
        let before = try ServeCommandTests.generation(port: port)
        try FileManager.default.copyItem(at: copy, to: content)
        #expect(
            try ServeCommandTests.waitUntil {
                try ServeCommandTests.generation(port: port) > before && !ServeCommandTests.status(port: port).contains("build-failed")
            }, "the restored folder is built")
        let file = content.appendingPathComponent("Kit/Gauge.md")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "The value the gauge shows.", with: "The value the gauge shows again."
        )
        .write(to: file, atomically: true, encoding: .utf8)
        #expect(
            try ServeCommandTests.waitUntil {
                try ServeCommandTests.request("GET /Kit/Gauge.html HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n", port: port).contains(
                    "shows again.")
            }, "an edit in the restored folder is rebuilt")
    }

    /// A build with many errors makes a large `reload` message: the open pages still get
    /// it. (A page that reads nothing is what the server drops, not a large message.)
    @Test func aLargeReloadMessageReachesThePage() throws {
        let site = Scratch.directory.appendingPathComponent("apiref-preview-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        let preview = Process()
        preview.executableURL = BinaryRunner.binary.deletingLastPathComponent().appendingPathComponent("apiref-preview")
        preview.arguments = ["--site", site.path, "--host", "127.0.0.1", "--port", "0"]
        let input = Pipe()
        let output = Pipe()
        preview.standardInput = input
        preview.standardOutput = output
        try preview.run()
        defer {
            try? input.fileHandleForWriting.close()
            preview.waitUntilExit()
        }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(Int(line.dropFirst("listening ".count).prefix { $0.isNumber }), "\(line)")
        let client = try RawClient(port: port)
        client.send(
            Array(
                ("GET /__apiref/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
                    .utf8))
        #expect(client.receive { $0.contains("\"hello\"") }.hasPrefix("HTTP/1.1 101"))
        let message = "[{\"path\":\"a.md\",\"message\":\"" + String(repeating: "m", count: 3 << 20) + "\"}]"
        try input.fileHandleForWriting.write(contentsOf: Data((message + "\n").utf8))
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while received < 3 << 20 {
            let count = recv(client.descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += count
        }
        #expect(received >= 3 << 20, "the page got \(received) bytes of a 3 MB reload message")
    }

    // MARK: - Helpers

    /// The first child of a process (the engine's apiref-preview), from /proc.
    static func childProcess(of parent: Int32) -> Int32? {
        guard let text = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// User and system CPU time of a process so far, from /proc.
    static func cpuSeconds(of process: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        let ticks = Double(fields[11])! + Double(fields[12])!
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
