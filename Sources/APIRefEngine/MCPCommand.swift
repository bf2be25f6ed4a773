import APIRefCommands
import APIRefMCP
import ArgumentParser

/// `apiref mcp`: the library as a Model Context Protocol server over stdio.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the library to AI assistants: a Model Context Protocol server over standard input and output.",
        discussion: """
            An MCP client (an editor's or a desktop assistant) starts `apiref mcp` and talks to it \
            in JSON-RPC, one message per line, until it closes standard input. Tools: lookup (name, \
            member, syntax, language), search (query, limit), deprecated and introduced (version, \
            container, platform), changes (from, to, container, kind) and list (container, kind), \
            each answering in Markdown and with structured content. Resources: one per page, \
            apiref://UIKit/UITableViewCell, as Markdown; ?lang=ja for a translation. It reads the \
            same index as the other commands and reindexes edited pages before it answers. Standard \
            output carries protocol messages only; diagnostics go to standard error.
            """)

    @OptionGroup var content: ContentOptions

    func run() throws {
        try MCPServer.run(folder: try content.folder())
    }
}
