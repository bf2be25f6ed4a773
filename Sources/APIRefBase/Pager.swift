#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Shows text through `$PAGER` (default `less -R`, which keeps the bold and underline;
/// `LESS` defaults to `FRX`: quit when the page fits, keep escapes, leave the screen as
/// it was). Started with posix_spawn(3), so that the front can page without Foundation.
public enum Pager {
    /// The pager's command: `$PAGER`, else `less -R`.
    public static var command: String { Environment.value("PAGER").flatMap { $0.isEmpty ? nil : $0 } ?? "less -R" }

    /// Shows `bytes` through the pager, or prints them on standard output when the pager
    /// cannot be started or fails (exits non-zero or is killed: `PAGER=nonexistent` exits
    /// 127 having read nothing), saying why on standard error. A page is never lost; one the
    /// pager showed before failing may be printed twice. Returns false only when standard
    /// output cannot be written.
    public static func page(_ bytes: some Collection<UInt8>, command: String = Pager.command) -> Bool {
        if let failure = show(bytes, command: command) {
            _ = Descriptor.writeAll("apiref: the pager '\(command)' \(failure); printing the page instead\n".utf8, to: STDERR_FILENO)
            return Descriptor.writeAll(bytes, to: STDOUT_FILENO)
        }
        return true
    }

    /// Runs the pager on `bytes`; returns nil when it ran and exited with status 0, else why not.
    /// Ctrl-C meanwhile is the pager's (`ChildInterrupts`).
    public static func show(_ bytes: some Collection<UInt8>, command: String) -> String? {
        ChildInterrupts.held { run(bytes, command: command) }
    }

    private static func run(_ bytes: some Collection<UInt8>, command: String) -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return "could not be given the page (pipe: \(String(cString: strerror(errno))))" }
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
        // While the pager runs, Ctrl-C and Ctrl-\ are the pager's (less stops a search with
        // them), as git does: ending apiref under it would leave the pager and the shell
        // fighting over the terminal. The pager gets their default actions back, unless
        // apiref was started with them ignored.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        if !SignalDisposition.isIgnore(previousInterrupt) { sigaddset(&defaults, SIGINT) }
        if !SignalDisposition.isIgnore(previousQuit) { sigaddset(&defaults, SIGQUIT) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child = pid_t()
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments + [nil], environ)
        close(reading)
        guard started == 0 else {
            close(writing)
            return "could not be started (\(String(cString: strerror(started))))"
        }
        // A pager quit before the end closes the pipe: the rest is dropped, not a crash.
        signal(SIGPIPE, SIG_IGN)
        _ = Descriptor.writeAll(bytes, to: writing)
        close(writing)
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        if signal != 0 { return "was ended by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : (code == 127 ? "was not found (exit status 127)" : "failed (exit status \(code))")
    }
}
