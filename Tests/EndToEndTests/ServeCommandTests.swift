import Foundation
import Testing

/// `apiref serve` from outside, as a browser and an attacker would talk to it: port 0 and
/// the printed URL, a rebuild after an edit, the Host check, paths that try to leave the
/// folder, and a second server on a busy port. (The reload seen by a real browser, and
/// the error overlay, are in Tests/Browser/serve_browser_test.py.)
@Suite(.serialized) struct ServeCommandTests {
    @Test func servesRebuildsAndRefusesWhatItShould() throws {
        let content = try Self.library()
        defer { try? FileManager.default.removeItem(at: content) }
        let server = try Self.start(["serve", "--content", content.path, "--port", "0"])
        defer { server.stop() }
        let port = server.port
        let host = "127.0.0.1:\(port)"

        let page = try Self.request("GET /Kit/Gauge.html HTTP/1.1\r\nHost: \(host)\r\n", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"), "\(page.prefix(200))")
        #expect(page.contains("<script src=\"/__apiref/live.js\" defer></script></body>"), "the live-reload script is added before </body>")
        #expect(try Self.request("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n", port: port).hasPrefix("HTTP/1.1 200"))

        // DNS rebinding: a page of evil.example resolving to 127.0.0.1 sends its own Host.
        #expect(try Self.request("GET /index.html HTTP/1.1\r\nHost: evil.example\r\n", port: port).hasPrefix("HTTP/1.1 403"))
        #expect(try Self.request("GET /index.html HTTP/1.1\r\nHost: evil.example:\(port)\r\n", port: port).hasPrefix("HTTP/1.1 403"))
        for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/Kit/..%2f..%2f..%2fetc%2fpasswd", "/Kit/%2E%2E/%2E%2E/etc/passwd"]
        {
            let answer = try Self.request("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n", port: port)
            #expect(answer.hasPrefix("HTTP/1.1 400") || answer.hasPrefix("HTTP/1.1 404"), "\(path): \(answer.prefix(100))")
            #expect(!answer.contains("root:"), "\(path) must not reach /etc/passwd")
        }

        // An edit of a member's prose rebuilds the page, and the build count goes up.
        let before = try Self.generation(port: port)
        let file = content.appendingPathComponent("Kit/Gauge.md")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "The value the gauge shows.", with: "The value the gauge shows now."
        )
        .write(to: file, atomically: true, encoding: .utf8)
        let rebuilt = try Self.waitUntil { try Self.generation(port: port) > before }
        #expect(rebuilt, "no rebuild after the edit")
        #expect(
            try Self.request("GET /Kit/Gauge.html HTTP/1.1\r\nHost: \(host)\r\n", port: port).contains("The value the gauge shows now."))

        // Broken content: the status (and so the overlay) carries the error; the site still answers.
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "- Availability: iOS 3.0\n- Declared", with: "- Availability: iOS three\n- Declared"
        )
        .write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.waitUntil { try Self.status(port: port).contains("malformed-availability") })
        #expect(try Self.request("GET /Kit/Gauge.html HTTP/1.1\r\nHost: \(host)\r\n", port: port).hasPrefix("HTTP/1.1 200"))

        // A second server on the same port says so and exits 2.
        let second = try BinaryRunner.run(["serve", "--content", content.path, "--port", String(port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"), "\(second.stderr)")
    }

    /// A preview killed with SIGKILL cannot remove its private folder; the next one does.
    @Test func theFolderOfAKilledPreviewIsRemovedByTheNext() throws {
        let content = try Self.library()
        let temporary = Scratch.directory.appendingPathComponent("apiref-serve-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: temporary)
        }
        func folders() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("apiref-serve-") }
        }
        let killed = try Self.start(["serve", "--content", content.path, "--port", "0"], temporary: temporary)
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: killed.indexFolder) }
        let left = try folders()
        #expect(left.count == 1, "SIGKILL leaves the folder: \(left)")
        let next = try Self.start(["serve", "--content", content.path, "--port", "0"], temporary: temporary)
        defer { next.stop() }
        let now = try folders()
        #expect(now.count == 1 && now != left, "the killed preview's folder is gone and the new one is there: \(now)")
    }

    @Test func onEveryInterfaceItAnswersAddressesButNoOtherName() throws {
        let content = try Self.library()
        defer { try? FileManager.default.removeItem(at: content) }
        let server = try Self.start(["serve", "--content", content.path, "--port", "0", "--host", "0.0.0.0"])
        defer { server.stop() }
        let port = server.port
        // The addresses the machine is reached by, which a rebinding page cannot point elsewhere.
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "192.168.10.20:\(port)", "0.0.0.0:\(port)"] {
            #expect(try Self.request("GET / HTTP/1.1\r\nHost: \(host)\r\n", port: port).hasPrefix("HTTP/1.1 200"), "\(host)")
        }
        for host in ["attacker.example:\(port)", "192.168.10.20:\(port + 1)", "1.2.3.4.5:\(port)", "300.1.1.1:\(port)", "127.0.0.1"] {
            #expect(try Self.request("GET / HTTP/1.1\r\nHost: \(host)\r\n", port: port).hasPrefix("HTTP/1.1 403"), "\(host)")
        }
    }

    @Test func aMissingContentFolderIsAnIOError() throws {
        let output = try BinaryRunner.run(["serve", "--content", "/nonexistent/folder", "--port", "0"])
        #expect(output.status == 3)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("/nonexistent/folder: no such content folder"))
    }

    @Test func aPortOutOfRangeIsAUsageError() throws {
        let output = try BinaryRunner.run(["serve", "--port", "70000"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--port takes 0 to 65535"))
    }

    // MARK: - Helpers

    struct Server {
        var process: Process
        var port: Int
        var indexFolder: URL

        /// Stops the engine as Ctrl-C would and removes the index folder it was given.
        func stop() {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: indexFolder)
        }
    }

    /// Starts the engine and waits for its `serving http://ADDRESS:PORT/` line.
    static func start(_ arguments: [String], temporary: URL? = nil, environment extra: [String: String] = [:]) throws -> Server {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let temporary { environment["TMPDIR"] = temporary.path }
        let indexFolder = Scratch.directory.appendingPathComponent("apiref-serve-index-\(UUID().uuidString)")
        environment["APIREF_INDEX_DIR"] = indexFolder.path
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("\n"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://[0-9.]+:(\d+)/"#, options: .regularExpression),
            let port = Int(text[range].split(separator: ":").last?.dropLast() ?? "")
        else {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: indexFolder)
            throw ServeFailure(message: "no URL printed: \(text)")
        }
        return Server(process: process, port: port, indexFolder: indexFolder)
    }

    struct ServeFailure: Error { var message: String }

    /// Sends one raw request (so that Host and the path go exactly as written) and returns the answer.
    static func request(_ head: String, port: Int) throws -> String {
        let client = try RawClient(port: port)
        client.send(Array((head + "Connection: close\r\n\r\n").utf8))
        return client.receiveAll()
    }

    static func status(port: Int) throws -> String {
        try request("GET /__apiref/status HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n", port: port)
    }

    static func generation(port: Int) throws -> Int {
        let answer = try status(port: port)
        guard let range = answer.range(of: #""generation":(\d+)"#, options: .regularExpression) else { return -1 }
        return Int(answer[range].split(separator: ":").last ?? "") ?? -1
    }

    static func waitUntil(_ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// A small library of its own (the fix-its fixture, fixed).
    static func library() throws -> URL {
        let folder = Scratch.directory.appendingPathComponent("apiref-serve-\(UUID().uuidString)")
        let fixed = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Malformed/fix-its/fixed")
        try FileManager.default.copyItem(at: fixed, to: folder)
        try "title: Serve test\n".write(to: folder.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        return folder
    }
}
