import APIRefBase
import APIRefCore
import APIRefProcess
import Foundation
internal import Logging
internal import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `apiref mcp`: the library as a Model Context Protocol server over standard input and
/// output, until the client closes standard input. Tools (`ToolCatalog`) answer the CLI's
/// questions; resources (`PageResources`) are the pages. Standard output carries protocol
/// messages and nothing else: the descriptor is handed to the transport, and standard
/// output is pointed at standard error, so that whatever else the process prints (a
/// progress line, a library's message) goes there.
public enum MCPServer {
    /// Serves `folder` on standard input and output; returns when the input ends.
    public static func run(folder: ContentFolder) throws {
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw ToolError.io("cannot set standard output aside for the protocol: \(String(cString: strerror(errno)))")
        }
        let logger = Logger(
            label: "apiref-mcp",
            factory: { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = .warning
                return handler
            })
        let transport = LineTransport(input: STDIN_FILENO, output: protocolOutput, logger: logger)
        let library = ServedLibrary(folder: folder)
        let failure = Locked<Error?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let server = await makeServer(library)
                try await server.start(transport: transport)
                await server.waitUntilCompleted()
                await server.stop()
            } catch {
                failure.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }) { throw ToolError.io("the MCP server stopped: \(error)") }
    }

    /// The server, its handlers registered: what the stdio command runs, and what tests
    /// connect to in memory.
    static func makeServer(_ library: ServedLibrary) async -> Server {
        let server = Server(
            name: "apiref", version: APIRefVersion.current, title: "apiref",
            instructions: """
                An API reference (classes, protocols, members, articles) with checked facts: declarations in \
                Swift and Objective-C, availability, deprecations with their replacements, the SDK history. \
                Use lookup for a name, search for words, deprecated, introduced and changes for what releases \
                changed; read apiref://FRAMEWORK/PAGE resources for whole pages.
                """,
            capabilities: Server.Capabilities(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = ReferenceTools(library: library)
        let resources = PageResources(library: library)
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: ToolCatalog.all.map(\.tool)) }
        await server.withMethodHandler(CallTool.self) { params in try tools.call(params.name, arguments: params.arguments) }
        await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: try resources.list()) }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in ListResourceTemplates.Result(templates: [PageResources.template])
        }
        await server.withMethodHandler(ReadResource.self) { params in try resources.read(params.uri) }
        return server
    }
}
