import Foundation
import Testing

/// `apiref mcp` end to end, driven by the official Python MCP client
/// (`Tests/MCP/mcp_client_test.py`; `scripts/test` installs the `mcp` package): initialize,
/// the tools, lookup and search, a page resource in two languages, lines that are not
/// JSON-RPC messages (answered, and the server goes on), an edited page reindexed before
/// the next answer, nothing but messages on standard output, and status 0 when the client
/// closes standard input. The tools' and resources' answers in detail are `MCPServerTests`.
@Suite struct MCPClientTests {
    @Test func thePythonClientTalksToTheServer() throws {
        let root = Scratch.directory.appendingPathComponent("apiref-mcp-client-\(UUID().uuidString)")
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A copy: the test edits a page.
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent("Content"), to: content)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIREF_CONTENT")
        environment["APIREF_INDEX_DIR"] = root.appendingPathComponent("index").path
        let script = BinaryRunner.repository.appendingPathComponent("Tests/MCP/mcp_client_test.py").path
        let result = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, BinaryRunner.binary.path, content.path],
            environment: environment)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("checks failed: 0"), "\(result.stdout)\n\(result.stderr)")
    }
}
