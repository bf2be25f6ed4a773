import APIRefBase
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's one owner of Ctrl-C and TERM. During a run that writes, the temporary
/// files and staging folders it has under way are removed before the process ends with
/// status 130 (143 for TERM), so an interrupted run leaves its outputs as they were and
/// nothing beside them. A swap of a finished output into place is waited for, never cut in
/// half. While a child has the terminal (the pager, `ChildInterrupts`), Ctrl-C is the
/// child's. A run that stops on Ctrl-C by design (`apiref serve`) gives its own ending
/// instead of the status. Off until the engine turns it on (`handleSignals`); why one owner,
/// and why cleanup is immediate: docs/design.md, "Signals".
public enum Interruption {
    /// Paths to remove on an interrupt, with how many runs under way use each. The lock is
    /// also held across an uninterruptible step, so the handler waits for it.
    private static let temporaries = Locked<[String: Int]>([:])

    private struct Setup {
        var wanted = false
        var sources: [DispatchSourceSignal] = []
        /// What ends the process after the cleanup, instead of exiting with the signal's status.
        var finish: (@Sendable (_ status: Int32) -> Never)?
    }

    private static let setup = Locked(Setup())

    /// Turns the handling on for this run. The handlers themselves are set up only when the
    /// run first starts writing something (`removing`, `uninterrupted`): setting them up
    /// costs about a millisecond, a tenth of a lookup that writes nothing.
    public static func handleSignals() {
        setup.withLock { $0.wanted = true }
    }

    /// Turns the handling on now, for a run that lasts until it is stopped: on an interrupt,
    /// `folder` is removed with the other temporaries, and `finish` ends the process instead
    /// of the signal's status.
    public static func handleSignals(removing folder: URL, then finish: @escaping @Sendable (_ status: Int32) -> Never) {
        temporaries.withLock { $0[folder.path, default: 0] += 1 }
        setup.withLock {
            $0.wanted = true
            $0.finish = finish
        }
        installIfWanted()
    }

    private static func installIfWanted() {
        setup.withLock { setup in
            guard setup.wanted, setup.sources.isEmpty else { return }
            // A queue of its own: the global queues may all be busy with the work being interrupted.
            let queue = DispatchQueue(label: "apiref.interruption")
            for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
                // A signal ignored from the start stays ignored, as the shell meant: `apiref build &`
                // in a script is not stopped by a Ctrl-C meant for the foreground.
                guard !SignalDisposition.isIgnore(signal(signalNumber, SIG_IGN)) else { continue }
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler {
                    // The pager's Ctrl-C, even when the kernel kept it for this source.
                    if signalNumber == SIGINT, ChildInterrupts.areHeld { return }
                    let finish = Interruption.setup.withLock { $0.finish }
                    temporaries.withLock { paths in
                        for path in paths.keys { remove(path) }
                        ProgressLine.end()
                        if let finish { finish(status) }
                        exit(status)
                    }
                }
                source.resume()
                setup.sources.append(source)
            }
        }
    }

    /// Removes what an interrupted run was writing while its other threads may still be
    /// writing into it: renamed away first, so that they find nothing at `path` (and cannot
    /// make it again: `uninterrupted`), then removed, again if a file landed in it meanwhile.
    private static func remove(_ path: String) {
        let manager = FileManager.default
        let doomed = path + ".interrupted"
        let target = rename(path, doomed) == 0 ? doomed : path
        for _ in 0..<5 where manager.fileExists(atPath: target) {
            try? manager.removeItem(atPath: target)  // cleanup of an interrupted run's files
        }
    }

    /// Runs `body`, removing `temporaries` (files or folders) if the run is interrupted meanwhile.
    public static func removing<T>(_ temporaries: URL..., during body: () throws -> T) rethrows -> T {
        installIfWanted()
        let paths = temporaries.map(\.path)
        Self.temporaries.withLock { registered in
            for path in paths { registered[path, default: 0] += 1 }
        }
        defer {
            Self.temporaries.withLock { registered in
                for path in paths {
                    if let count = registered[path], count > 1 { registered[path] = count - 1 } else { registered[path] = nil }
                }
            }
        }
        return try body()
    }

    /// Runs `body` (renaming finished outputs into place, or making a folder inside one being
    /// staged) to its end: an interrupt meanwhile waits for it, and once the handler has
    /// begun removing, `body` never starts. `body` must not call `removing`.
    public static func uninterrupted<T>(_ body: () throws -> T) rethrows -> T {
        installIfWanted()
        return try temporaries.withLock { _ in try body() }
    }
}
