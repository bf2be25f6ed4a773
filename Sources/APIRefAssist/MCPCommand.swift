import APIRefCommandLine
import APIRefMCP
import ArgumentParser

/// `apiref mcp`: the library as a Model Context Protocol server over stdio.
struct MCPCommand: ParsableCommand {
    static let configuration = MCPArguments.configuration

    @OptionGroup var arguments: MCPArguments

    func run() throws {
        try MCPServer.run(folder: try arguments.content.folder())
    }
}
