import APIRefBase
import ArgumentParser

/// `apiref-assist`: the commands of `apiref` that load the MCP SDK or swift-syntax, in a
/// process of their own so that no other run loads them (docs/design.md, "Commands in a
/// process of their own"). `apiref-engine` runs it; its arguments are the engine's.
struct APIRefAssist: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apiref-assist",
        abstract: "Run apiref's mcp and audit commands (apiref mcp, apiref audit).",
        version: "apiref \(APIRefVersion.current)",
        subcommands: [MCPCommand.self, AuditCommand.self]
    )
}
