import Foundation

// `apiref-preview --site DIR --host ADDRESS --port N`: the server of `apiref serve`, which
// starts it. It prints `listening PORT` once it listens, then reads one line per build on
// its standard input (the build's errors as a JSON array) and reloads the open pages; it
// ends when its standard input does (the engine stopped). A port it cannot bind is
// `apiref: …` on standard error and status 2. APIREF_SERVE_HEADER_TIMEOUT (seconds)
// changes how long a request head may take (for tests).

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("apiref: \(message)\n".utf8))
    exit(status)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        fail("usage: apiref-preview --site DIR --host ADDRESS --port N", status: 2)
    }
    options[String(name.dropFirst(2))] = value
}
guard let site = options["site"], let host = options["host"], let port = options["port"].flatMap(UInt16.init) else {
    fail("usage: apiref-preview --site DIR --host ADDRESS --port N", status: 2)
}
let headerTimeout =
    ProcessInfo.processInfo.environment["APIREF_SERVE_HEADER_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 10

// A client that leaves while its answer is written must not end the server.
signal(SIGPIPE, SIG_IGN)
let server: PreviewServer
do {
    server = try PreviewServer(
        site: URL(fileURLWithPath: site), host: host, port: port, limits: ConnectionLimits(headerTimeout: headerTimeout))
} catch let error as PreviewServer.BindError {
    fail(error.description, status: 2)
}
FileHandle.standardOutput.write(Data("listening \(server.port)\n".utf8))
server.run()
