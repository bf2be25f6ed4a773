import APIRefCommands
import ArgumentParser

/// `apiref mcp`'s help and arguments. The engine declares the command with them (its help,
/// completions and man page) and hands the run to apiref-assist, which declares it with the
/// same and runs it.
public struct MCPArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
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

    @OptionGroup public var content: ContentOptions

    public init() {}
}

/// `apiref audit PATH…`'s help and arguments: a user's Swift and Objective-C sources
/// checked for the library's deprecated API. Declared as `MCPArguments` are, for the same
/// reason.
public struct AuditArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find the library's deprecated API in Swift and Objective-C sources.",
        // Not "Exit status: …": scripts/install takes such a line for the tool's EXIT STATUS.
        discussion: """
            Reads .swift, .m, .mm and .h files (folders are searched; hidden folders, Pods, \
            Carthage, DerivedData and node_modules are not entered) and reports each use of a \
            deprecated class, method, property, constant or function, with the version that \
            deprecated it, its replacement and the lookup that shows its page. Swift is parsed \
            with swift-syntax; in Objective-C, message sends are matched by selector, property \
            accesses by name and @selector(...) by its selector. Comments and string literals \
            never match. A name that several classes declare is reported only when every one of \
            them deprecates it, and the finding names the others. Without --deployment-target, \
            API marked to be deprecated (API_TO_BE_DEPRECATED in an SDK's history) is reported too.

            It exits with 0 when nothing was found, 1 when something was, 2 on a usage error, \
            and 3 when a path does not exist or a file cannot be read. Binary files are skipped with \
            a note; invalid UTF-8 is read with replacement characters.
            """)

    @Argument(help: ArgumentHelp("Source files or folders.", valueName: "path"))
    public var paths: [String]

    @Option(help: "gnu (file:line:column: warning: …, the default), json, or sarif (SARIF 2.1.0).")
    public var format: AuditFormat = .gnu

    @Option(help: ArgumentHelp("Report only what is deprecated at or before this version, e.g. 15.0.", valueName: "version"))
    public var deploymentTarget: String?

    @Option(help: ArgumentHelp("The platform whose deprecations count (default: iOS).", valueName: "name"))
    public var platform: String?

    @OptionGroup public var options: ContentOptions

    public init() {}
}

extension AuditFormat: ExpressibleByArgument {}
