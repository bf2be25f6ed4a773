import APIRefBase
import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefProcess
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
if let lookup = PlainLookup(arguments) {
    QuickLookup.run(lookup)
}
if let shell = CompletionScripts.requestedShell(arguments), let script = CompletionScripts.script(for: shell) {
    print(script)
    exit(0)
}
// The shell's completion requests (`---completion lookup -- …`) go to the parser as they are.
if arguments.first?.hasPrefix("-") == true, arguments.first != "---completion" {
    arguments = ArgumentOrder.commandFirst(arguments, commands: CommandNames.all, optionsTakingValues: CommandNames.optionsTakingValues())
}
// `-[Class selector]` looks like an option to the argument parser: move it after a `--`,
// which marks what follows as positional, keeping the real options in front.
if !arguments.contains("--") {
    let methods = arguments.filter { $0.hasPrefix("-[") }
    if !methods.isEmpty {
        arguments = arguments.filter { !$0.hasPrefix("-[") } + ["--"] + methods
    }
}
CommandRunner.run(APIRef.self, arguments)
