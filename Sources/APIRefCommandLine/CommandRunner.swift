import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import ArgumentParser
import Foundation

/// A command that another of apiref's executables runs: the process that parsed its
/// arguments (and so checked them, and gave its help) is replaced by that executable, given
/// the same arguments (docs/design.md, "Commands in a process of their own").
public protocol HandedOverCommand: ParsableCommand {
    /// The executable's file name, beside the running one.
    static var executable: String { get }
}

/// Parses the arguments, runs the command, and turns every way it can end into output and
/// an exit status, in one place (the README's exit-status table): help, the version and
/// completion scripts on standard output with 0; usage errors on standard error with 2;
/// `ToolError`s with their own status; anything else is an I/O failure (3).
public enum CommandRunner {
    /// Runs `arguments` as a command of `root`. A `HandedOverCommand` is handed on with
    /// `arguments` as they are.
    public static func run(_ root: ParsableCommand.Type, _ arguments: [String]) -> Never {
        var command: ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            end(with: error, root: root)
        }
        do {
            if let handedOver = type(of: command) as? HandedOverCommand.Type {
                try SiblingExecutable.replaceProcess(
                    with: handedOver.executable, arguments: arguments, neededBy: "apiref \(handedOver._commandName)")
            }
            Interruption.handleSignals()
            try command.run()
            exit(ExitStatus.success.rawValue)
        } catch {
            end(with: error, root: root)
        }
    }

    /// Prints what `error` says, where it belongs, and exits with its status.
    public static func end(with error: Error, root: ParsableCommand.Type) -> Never {
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
        let code = root.exitCode(for: error)
        let message = root.fullMessage(for: error)
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
