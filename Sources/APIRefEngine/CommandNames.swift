import APIRefCommands
import ArgumentParser
import Foundation

/// The names the argument order is worked out with (`ArgumentOrder`), read from the
/// command definitions themselves so that they cannot drift from them.
enum CommandNames {
    /// Every subcommand's name, and the parser's own `help`.
    static let all: Set<String> = Set(APIRef.configuration.subcommands.map { $0._commandName } + ["help"])

    /// Every option of every command that takes a value, as written on the command line.
    /// Read from the parser's description of the commands (`--experimental-dump-help`);
    /// asked only when an option stands before the command.
    static func optionsTakingValues() -> Set<String> {
        var names: Set<String> = ["--generate-completion-script"]
        // The parser's own output, which decodes; were it not to, options before the command
        // would be read as flags, and the parser then reports them.
        guard let tool = try? JSONDecoder().decode(DumpedTool.self, from: Data(APIRef._dumpHelp().utf8)) else { return names }
        var pending = [tool.command]
        while let command = pending.popLast() {
            pending += command.subcommands ?? []
            for argument in command.arguments ?? [] where argument.kind == "option" {
                for name in argument.names ?? [] {
                    names.insert((name.kind == "long" ? "--" : "-") + name.name)
                }
            }
        }
        return names
    }

    /// The part of the parser's JSON description that says which options take values.
    private struct DumpedTool: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        struct Argument: Decodable {
            var kind: String
            var names: [Name]?
        }
        struct Command: Decodable {
            var arguments: [Argument]?
            var subcommands: [Command]?
        }
        var command: Command
    }
}
