import APIRefCommandLine
import ArgumentParser

/// `apiref mcp`: declared here for the help, completions and man page; apiref-assist runs it.
struct MCPCommand: HandedOverCommand {
    static let configuration = MCPArguments.configuration
    static let executable = "apiref-assist"

    @OptionGroup var arguments: MCPArguments
}
