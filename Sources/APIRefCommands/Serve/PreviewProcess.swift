import APIRefBase
import APIRefCore
import APIRefProcess
import Foundation

/// `apiref-preview`, the preview's HTTP server, running beside the engine: it serves the
/// site folder and reloads the open pages each time `publish` hands it a build's errors.
/// It is a process of its own so that its networking libraries never load with the engine.
public final class PreviewProcess: @unchecked Sendable {
    /// The running `apiref-preview`.
    public let process: Process
    /// The port it listens on (the one it picked for 0).
    public let port: Int
    private let input: FileHandle
    /// Whole lines only: builds may end on two threads at once.
    private let writing = Locked(())

    private init(process: Process, port: Int, input: FileHandle) {
        self.process = process
        self.port = port
        self.input = input
    }

    /// Starts the server and waits until it listens. A port it cannot bind ends the run with
    /// status 2 (the server has said why on standard error).
    public static func start(site: URL, host: String, port: Int) throws -> PreviewProcess {
        guard let binary = SiblingExecutable.path("apiref-preview").map(URL.init(fileURLWithPath:)) else {
            throw ToolError.io("apiref-preview is missing beside apiref-engine; apiref serve needs it (scripts/install puts both in bin/)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--site", site.path, "--host", host, "--port", String(port)]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw ToolError.io("cannot start \(binary.path): \(error.localizedDescription)")
        }
        var line = ""
        while !line.hasSuffix("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        guard line.hasPrefix("listening "), let listening = Int(line.dropFirst("listening ".count).dropLast()) else {
            process.waitUntilExit()
            if process.terminationStatus == ExitStatus.usage.rawValue { throw ToolError.reported(.usage) }
            throw ToolError.io("the preview server did not start (status \(process.terminationStatus))")
        }
        return PreviewProcess(process: process, port: listening, input: input.fileHandleForWriting)
    }

    /// A build is done: the open pages reload and show `diagnostics` in their overlay.
    @Sendable public func publish(_ diagnostics: [OverlayDiagnostic]) {
        // Plain strings and numbers: encoding cannot fail, and JSON on one line has no newline.
        let line = ((try? JSONEncoder().encode(diagnostics)) ?? Data("[]".utf8)) + Data("\n".utf8)
        writing.withLock { _ in
            // A server that has stopped ends the preview through its termination handler.
            try? input.write(contentsOf: line)
        }
    }
}
