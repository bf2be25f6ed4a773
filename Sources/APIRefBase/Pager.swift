#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Shows text through `$PAGER` (default `less -R`, which keeps the bold and underline;
/// `LESS` defaults to `FRX`: quit when the page fits, keep escapes, leave the screen as
/// it was). Started with posix_spawn(3), so that the front can page without Foundation.
public enum Pager {
    /// Returns false when no pager could be started, so the caller prints the text itself.
    public static func show(_ bytes: some Collection<UInt8>,
                            command: String = Environment.value("PAGER").flatMap { $0.isEmpty ? nil : $0 } ?? "less -R") -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        let (reading, writing) = (ends[0], ends[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, reading, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, reading)
        posix_spawn_file_actions_addclose(&actions, writing)
        if getenv("LESS") == nil { setenv("LESS", "FRX", 0) }
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        var child = pid_t()
        let started = posix_spawn(&child, "/bin/sh", &actions, nil, arguments + [nil], environ)
        close(reading)
        guard started == 0 else {
            close(writing)
            return false
        }
        // A pager quit before the end closes the pipe: the rest is dropped, not a crash.
        signal(SIGPIPE, SIG_IGN)
        _ = Descriptor.writeAll(bytes, to: writing)
        close(writing)
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        return true
    }
}
