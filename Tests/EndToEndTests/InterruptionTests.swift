import Foundation
import Testing

/// Ctrl-C (or TERM) during a build: the output is as it was (here: not there) or complete,
/// and nothing is left beside it or beside the index: no staging folder, no temporary index.
@Suite struct InterruptionTests {
    /// Runs apiref as a shell in a terminal would: SIGINT's default action, and neither signal
    /// blocked. A test run started in the background has SIGINT ignored (and apiref leaves a
    /// signal ignored from the start ignored), and the test's threads block both, which a
    /// child inherits.
    static let withDefaultInterrupt = [
        "python3", "-c",
        """
        import os, signal, sys
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
        os.execv(sys.argv[1], sys.argv[1:])
        """
    ]

    @Test(arguments: [(SIGINT, 0.3), (SIGINT, 1.5), (SIGTERM, 0.8), (SIGTERM, 3.0)])
    func anInterruptedBuildLeavesNothingHalfWritten(signalNumber: Int32, after seconds: Double) throws {
        let root = Scratch.directory.appendingPathComponent("apiref-interrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let indexes = root.appendingPathComponent("indexes")
        let outputs = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        let site = outputs.appendingPathComponent("site")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The larger shipped library, from nothing: an index build and a site build to cut into.
        process.arguments =
            Self.withDefaultInterrupt + [BinaryRunner.binary.path, "build", "--library", "ios", "--output", site.path, "--quiet"]
        process.currentDirectoryURL = BinaryRunner.repository
        var environment = ProcessInfo.processInfo.environment
        environment["APIREF_INDEX_DIR"] = indexes.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Not before the run has begun writing (its temporary index is there): until then
        // apiref has set up no handler, a signal ends it as it would any program, and there
        // is nothing to leave behind. On a loaded machine 0.3 s was not always that far.
        let start = Date()
        Thread.sleep(forTimeInterval: seconds)
        while !Self.hasBegunWriting(indexes: indexes), process.isRunning, Date().timeIntervalSince(start) < seconds + 30 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        let status = process.terminationStatus
        #expect(process.terminationReason == .exit && (status == 128 + signalNumber || status == 0), "status \(status)")
        let besideSite = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
        if status == 0 {
            #expect(besideSite == ["site"])
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".apiref-site").path))
        } else {
            #expect(besideSite.isEmpty, "left beside the output: \(besideSite)")
        }
        let indexFiles = (try? FileManager.default.contentsOfDirectory(atPath: indexes.path)) ?? []
        #expect(!indexFiles.contains { $0.hasSuffix(".tmp") }, "left beside the index: \(indexFiles)")
        // And the next run works from what is there.
        let rerun = try BinaryRunner.run(
            ["build", "--library", "ios", "--output", site.path, "--quiet"],
            environment: ["APIREF_INDEX_DIR": indexes.path])
        #expect(rerun.status == 0, "\(rerun.stderr)")
    }

    private static func hasBegunWriting(indexes: URL) -> Bool {
        !((try? FileManager.default.contentsOfDirectory(atPath: indexes.path)) ?? []).isEmpty
    }
}
