import Foundation
@_exported import TestSupport

/// Runs the built `apiref` binary the way a user does and captures what it prints.
struct BinaryRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `apiref` of the release build `scripts/test` makes (`APIREF_RELEASE_BUILD`), which
    /// runs the shipped reference's thousands of symbols ten times faster; else the one built
    /// beside the test bundle.
    static var binary: URL {
        if let release = ProcessInfo.processInfo.environment["APIREF_RELEASE_BUILD"] {
            let built = URL(fileURLWithPath: release, isDirectory: true).appendingPathComponent("apiref")
            if FileManager.default.isExecutableFile(atPath: built.path) { return built }
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("apiref")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repository.appendingPathComponent(".build/debug/apiref")
    }

    static func run(
        _ arguments: [String], environment extra: [String: String] = [:],
        in directory: URL = repository
    ) throws -> Output {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIREF_CONTENT")
        // Indexes and cached pages go to this run's own folder unless a test names one,
        // never to the user's cache.
        environment["APIREF_INDEX_DIR"] = sharedIndexFolder
        for (key, value) in extra { environment[key] = value }
        return try execute(binary, arguments, environment: environment, in: directory)
    }

    /// Runs any program and captures its output.
    static func execute(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        in directory: URL = repository
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once, before waiting: a child that fills one pipe while
        // the other is being read would otherwise block forever.
        let stderrReader = PipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.result()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The index folder of every run that does not name its own (inside the scratch folder,
    /// so it goes when the test process ends).
    static let sharedIndexFolder = Scratch.directory.appendingPathComponent("apiref-index-shared-\(UUID().uuidString)").path

    static func fixture(_ name: String) -> String {
        repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Malformed/\(name)/content").path
    }

    static func temporaryFolder(_ files: [String: String]) throws -> URL {
        let root = Scratch.directory.appendingPathComponent("apiref-e2e-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func result() -> Data {
        done.wait()
        return data
    }
}
