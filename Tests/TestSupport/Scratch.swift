import Foundation

/// The folder every test of this process makes its temporary files in, inside the system's
/// temporary folder: `apiref-tests-PID`. Shared by both test targets. It is removed when the test process exits, so a
/// test that forgets to clean up, or fails before it does, leaves nothing behind.
public enum Scratch {
    public static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.directory) }
        return url
    }()
}
