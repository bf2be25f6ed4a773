import Foundation

/// Shows text through `$PAGER` (default `less -R`, which keeps the bold and underline).
enum Pager {
    /// Returns false when no pager could be started, so the caller prints the text itself.
    static func show(_ text: String) -> Bool {
        let command = ProcessInfo.processInfo.environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -R"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        signal(SIGPIPE, SIG_IGN)
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
