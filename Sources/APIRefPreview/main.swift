import Foundation

// `apiref-preview --site DIR --host ADDRESS --port N`: the server of `apiref serve`, which
// starts it. It prints `listening PORT` once it listens, then reads one line per build on
// its standard input (the build's errors as a JSON array) and reloads the open pages; it
// ends when its standard input does (the engine stopped). A port it cannot bind is
// `apiref: …` on standard error and status 2.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("apiref: \(message)\n".utf8))
    exit(status)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else { fail("usage: apiref-preview --site DIR --host ADDRESS --port N", status: 2) }
    options[String(name.dropFirst(2))] = value
}
guard let site = options["site"], let host = options["host"], let port = options["port"].flatMap(UInt16.init) else {
    fail("usage: apiref-preview --site DIR --host ADDRESS --port N", status: 2)
}

let channel = LiveChannel()
let server: PreviewServer
do {
    server = try PreviewServer(site: URL(fileURLWithPath: site), host: host, port: port, channel: channel)
    try server.checkAvailable()
} catch let error as PreviewServer.BindError {
    fail(error.description, status: 2)
}

Task {
    let serving = Task { try await server.run() }
    do {
        let listening = try await server.waitUntilListening()
        FileHandle.standardOutput.write(Data("listening \(listening)\n".utf8))
        try await serving.value
    } catch {
        fail((error as? PreviewServer.BindError)?.description ?? "cannot serve on \(host):\(port): \(error)", status: 2)
    }
}

// One line per build from the engine; the end of the input is the end of the preview.
Thread.detachNewThread {
    while let line = readLine() {
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            await channel.published(diagnostics: line)
            semaphore.signal()
        }
        semaphore.wait()
    }
    exit(0)
}
dispatchMain()
