import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import ArgumentParser
import Foundation

/// Parses the arguments, runs the command, and turns every way it can end into output and
/// an exit status, in one place (the README's exit-status table): help, the version and
/// completion scripts on standard output with 0; usage errors on standard error with 2;
/// `ToolError`s with their own status; anything else is an I/O failure (3).
enum CommandRunner {
    static func run(_ arguments: [String]) -> Never {
        var command: ParsableCommand
        do {
            command = try APIRef.parseAsRoot(arguments)
        } catch {
            end(with: error)
        }
        Interruption.handleSignals()
        do {
            try command.run()
            exit(ExitStatus.success.rawValue)
        } catch {
            end(with: error)
        }
    }

    /// Prints what `error` says, where it belongs, and exits with its status.
    static func end(with error: Error) -> Never {
        switch error {
        case let error as ToolError:
            if !error.message.isEmpty { ToolMessage.say(error.message) }
            exit(error.status.rawValue)
        case let error as LocationError:
            ToolMessage.say(error.description)
            // A library name that is not there is a usage error; a missing folder an I/O one.
            if case .unknownLibrary = error { exit(ExitStatus.usage.rawValue) }
            exit(ExitStatus.io.rawValue)
        case let error as IndexReadError:
            ToolMessage.say(error.description)
            exit(ExitStatus.io.rawValue)
        case let error as ExitCode:
            exit(error.rawValue)
        default:
            break
        }
        let code = APIRef.exitCode(for: error)
        let message = APIRef.fullMessage(for: error)
        if code == .success {
            // Help, the version, a completion script or completions: the result itself.
            if !message.isEmpty { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
            exit(ExitStatus.success.rawValue)
        }
        let isUsage = code == .validationFailure || error is ValidationError
        let text = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        ToolMessage.say(text)
        exit((isUsage ? ExitStatus.usage : ExitStatus.io).rawValue)
    }

}
