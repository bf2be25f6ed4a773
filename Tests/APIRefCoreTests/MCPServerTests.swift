import APIRefCore
import Foundation
import MCP
import Testing

@testable import APIRefMCP

/// The MCP server's tools, resources and message checks, in-process (`apiref mcp`); the
/// protocol over a real pipe, with the Python `mcp` client, is `MCPClientTests`.
@Suite final class MCPServerTests {
    let root = Scratch.directory.appendingPathComponent("apiref-mcp-\(UUID().uuidString)")
    let library: ServedLibrary

    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Content"), to: content)
        library = ServedLibrary(
            folder: ContentFolder(url: content, displayPath: "Content"), indexLocation: root.appendingPathComponent("index/index.sqlite"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private var tools: ReferenceTools { ReferenceTools(library: library) }

    private func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { return text } else { return nil } }.joined()
    }

    @Test func lookupAnswersAMemberInMarkdownAndAsARecord() throws {
        let result = try tools.call("lookup", arguments: ["name": "UITableViewCell", "member": "accessoryType"])
        #expect(result.isError == false)
        let markdown = text(result)
        #expect(markdown.hasPrefix("# `UITableViewCell.accessoryType`"))
        #expect(markdown.contains("```swift\nvar accessoryType: UITableViewCell.AccessoryType { get set }\n```"))
        #expect(markdown.contains("```objc\n@property(nonatomic) UITableViewCellAccessoryType accessoryType\n```"))
        #expect(markdown.contains("**Availability:** Introduced in iOS 2.0."))
        let structured = try #require(result.structuredContent?.objectValue)
        #expect(structured["status"] == "found")
        #expect(structured["symbol"]?.objectValue?["id"] == "UIKit/UITableViewCell/accessoryType")
        #expect(structured["uri"] == "apiref://UIKit/UITableViewCell")
        #expect(
            result.content.contains {
                if case .resourceLink(let uri, _, _, _, _, _) = $0 { return uri == "apiref://UIKit/UITableViewCell" } else { return false }
            })
    }

    @Test func lookupFollowsTheTerminalsRules() throws {
        // A Swift name, an inherited member, the Objective-C syntax, a translation.
        let swift = try tools.call(
            "lookup", arguments: ["name": "UITableView", "member": "dequeueReusableCell(withIdentifier:for:)", "syntax": "objc"])
        #expect(text(swift).hasPrefix("# `UITableView.dequeueReusableCellWithIdentifier:forIndexPath:`"))
        let spaced = try tools.call("lookup", arguments: ["name": "UITableViewCell accessoryType"])
        #expect(spaced.structuredContent?.objectValue?["symbol"]?.objectValue?["id"] == "UIKit/UITableViewCell/accessoryType")
        let bracketed = try tools.call("lookup", arguments: ["name": "-[UITableView reloadData]"])
        #expect(bracketed.structuredContent?.objectValue?["symbol"]?.objectValue?["id"] == "UIKit/UITableView/reloadData")
        let inherited = try tools.call("lookup", arguments: ["name": "UITableView", "member": "backgroundColor"])
        #expect(inherited.structuredContent?.objectValue?["inheritedBy"] == "UITableView")
        #expect(text(inherited).contains("UITableView inherits this property from UIView."))
        let japanese = try tools.call("lookup", arguments: ["name": "UITableViewCell", "language": "ja"])
        #expect(text(japanese).contains("## 概要"))
        #expect(text(japanese).contains("apiref://UIKit/UIView?lang=ja"), "links keep the language")
    }

    @Test func aSharedNameGivesTheCandidates() throws {
        let result = try tools.call("lookup", arguments: ["name": "UITableView", "member": "dequeueReusableCell"])
        #expect(result.isError == false)
        let structured = try #require(result.structuredContent?.objectValue)
        #expect(structured["status"] == "ambiguous")
        #expect(structured["candidates"]?.arrayValue?.count == 2)
        #expect(text(result).contains("`dequeueReusableCellWithIdentifier:forIndexPath:`"))
    }

    @Test func whatTheCommandLineRefusesIsAnErrorResult() throws {
        let cases: [(String, [String: Value], String)] = [
            ("lookup", ["name": "UITableViewCel"], "no symbol named 'UITableViewCel'; did you mean UITableViewCell"),
            ("lookup", ["name": 42], "'name' must be a string, not 42"),
            ("lookup", [:], "lookup needs 'name'"),
            ("lookup", ["name": "UITableViewCell", "colour": "red"], "lookup has no parameter 'colour'"),
            ("lookup", ["name": "UITableViewCell", "syntax": "pascal"], "'syntax' must be one of swift, objc"),
            ("lookup", ["name": "UITableViewCell", "language": "fr"], "unknown language 'fr'"),
            ("search", ["query": "reuse", "limit": "ten"], "'limit' must be an integer, not \"ten\""),
            ("search", ["query": "reuse", "limit": 0], "'limit' must be between 1 and 200"),
            ("deprecated", ["container": "UITableViewCel"], "unknown container 'UITableViewCel'"),
            ("introduced", ["version": "soon"], "'soon' is not a version"),
            ("introduced", ["version": "14.0", "since": "yes"], "'since' must be true or false"),
            ("changes", ["from": "16.5", "to": "12.4"], "--from 16.5 is not before --to 12.4"),
            ("changes", ["from": "12.4", "to": "16.5", "kind": ["added", "moved"]], "'kind' must be a list of"),
            ("list", ["kind": "widget"], "'kind' must be one of")
        ]
        for (tool, arguments, message) in cases {
            let result = try tools.call(tool, arguments: arguments)
            #expect(result.isError == true, "\(tool) \(arguments)")
            #expect(text(result).contains(message), "\(tool) \(arguments): \(text(result))")
            #expect(result.structuredContent == nil)
        }
    }

    @Test func anUnknownToolIsAProtocolError() throws {
        #expect(throws: MCPError.self) { try self.tools.call("lookdown", arguments: [:]) }
    }

    @Test func listingsAreLimitedAndSayHowManyMore() throws {
        let result = try tools.call("deprecated", arguments: ["container": "UITableViewCell", "limit": 2])
        let structured = try #require(result.structuredContent?.objectValue)
        #expect(structured["results"]?.arrayValue?.count == 2)
        let total = try #require(structured["total"]?.intValue)
        #expect(total > 2)
        #expect(text(result).contains("\(total - 2) more; raise limit"))
        #expect(text(result).contains("## iOS 3.0"))
        let search = try tools.call("search", arguments: ["query": "reuse", "limit": 3])
        #expect(search.structuredContent?.objectValue?["results"]?.arrayValue?.count == 3)
        let changes = try tools.call(
            "changes", arguments: ["from": "13.7", "to": "14.5", "container": "UITableViewCell", "kind": ["added"]])
        #expect(text(changes).contains("## iOS 14.0"))
        let list = try tools.call("list", arguments: ["container": "UITableViewCell", "kind": "property", "limit": 1000])
        #expect(list.structuredContent?.objectValue?["results"]?.arrayValue?.allSatisfy { $0.objectValue?["kind"] == "property" } == true)
        let introduced = try tools.call("introduced", arguments: ["version": "14.0", "container": "UITableViewCell"])
        #expect(introduced.isError == false && text(introduced).contains("defaultContentConfiguration"))
    }

    @Test func pagesAreResourcesInTheAskedLanguage() throws {
        let resources = PageResources(library: library)
        let listed = try resources.list()
        #expect(listed.count > 100)
        #expect(listed.contains { $0.uri == "apiref://UIKit/UITableViewCell" && $0.mimeType == "text/markdown" })
        let english = try resources.read("apiref://UIKit/UITableViewCell")
        let page = try #require(english.contents.first?.text)
        #expect(page.hasPrefix("# UITableViewCell\n"))
        #expect(page.contains("### `accessoryType`"), "a resource has every member's entry")
        let japanese = try #require(try resources.read("apiref://UIKit/UITableViewCell?lang=ja#accessoryType").contents.first?.text)
        #expect(japanese.contains("## 概要"))
        #expect(throws: MCPError.self) { try resources.read("apiref://UIKit/NoSuchPage") }
        #expect(throws: MCPError.self) { try resources.read("apiref://UIKit/UITableViewCell/accessoryType") }
        #expect(throws: MCPError.self) { try resources.read("https://example.com/") }
    }

    @Test func anEditedPageIsReindexedBeforeTheNextAnswer() throws {
        let before = text(try tools.call("lookup", arguments: ["name": "UITableViewCell", "member": "accessoryType"]))
        #expect(before.contains("The standard accessory the cell shows"))
        let file = library.folder.url.appendingPathComponent("UIKit/UITableViewCell.md")
        let page = try String(contentsOf: file, encoding: .utf8)
        try page.replacingOccurrences(of: "The standard accessory the cell shows", with: "The accessory a cell shows").write(
            to: file, atomically: false, encoding: .utf8)
        let after = text(try tools.call("lookup", arguments: ["name": "UITableViewCell", "member": "accessoryType"]))
        #expect(after.contains("The accessory a cell shows"))
        let resource = try #require(try PageResources(library: library).read("apiref://UIKit/UITableViewCell").contents.first?.text)
        #expect(resource.contains("The accessory a cell shows"))
    }

    @Test func everyToolDescribesItsArgumentsAndResults() throws {
        #expect(ToolCatalog.all.map(\.name) == ["lookup", "search", "deprecated", "introduced", "changes", "list"])
        for definition in ToolCatalog.all {
            let schema = try #require(definition.inputSchema.objectValue)
            #expect(schema["type"] == "object" && schema["additionalProperties"] == false)
            let properties = try #require(schema["properties"]?.objectValue)
            #expect(Set(properties.keys) == Set(definition.parameters.map(\.name)))
            for required in schema["required"]?.arrayValue ?? [] { #expect(properties[required.stringValue ?? ""] != nil) }
            #expect(definition.outputSchema.objectValue?["type"] == "object")
        }
    }

    @Test func linesThatAreNotMessagesAreAnsweredWithJSONRPCErrors() throws {
        func reply(_ line: String) throws -> [String: Value] {
            guard case .refused(let data) = MessageCheck.check(Data(line.utf8)) else {
                Issue.record("\(line) was accepted")
                return [:]
            }
            return try #require(try JSONDecoder().decode(Value.self, from: data).objectValue)
        }
        let notJSON = try reply("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
        #expect(notJSON["id"] == .null && notJSON["error"]?.objectValue?["code"] == -32700)
        #expect(try reply("\u{FF}\u{FE}")["error"]?.objectValue?["code"] == -32700)
        #expect(try reply("[]")["error"]?.objectValue?["code"] == -32600)
        #expect(try reply("42")["error"]?.objectValue?["code"] == -32600)
        let version = try reply(#"{"jsonrpc":"1.0","id":7,"method":"tools/list"}"#)
        #expect(version["id"] == 7 && version["error"]?.objectValue?["code"] == -32600)
        #expect(try reply(#"{"jsonrpc":"2.0","id":true,"method":"tools/list"}"#)["id"] == .null)
        #expect(try reply(#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":5}}"#)["error"]?.objectValue?["code"] == -32602)
        #expect(
            try reply(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"lookup","arguments":[1]}}"#)["error"]?.objectValue?[
                "code"] == -32602)
        #expect(try reply(#"{"jsonrpc":"2.0","id":10,"method":"resources/read","params":{}}"#)["error"]?.objectValue?["code"] == -32602)
        #expect(MessageCheck.check(Data(#"{"jsonrpc":"2.0","id":"a","method":"tools/list"}"#.utf8)) == .request(id: "a"))
        #expect(
            MessageCheck.check(Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#.utf8))
                == .notification(cancelling: 3))
        #expect(MessageCheck.check(Data(#"{"jsonrpc":"2.0","id":4,"result":{}}"#.utf8)) == .notification(cancelling: nil))
    }

    @Test func aClientTalksToTheServerInMemory() async throws {
        let server = await MCPServer.makeServer(library)
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverSide)
        let client = Client(name: "test", version: "1")
        _ = try await client.connect(transport: clientSide)
        let (listed, _) = try await client.listTools()
        #expect(listed.map(\.name) == ToolCatalog.all.map(\.name))
        let (content, isError) = try await client.callTool(name: "search", arguments: ["query": "reuse"])
        #expect(isError == false)
        #expect(content.contains { if case .text(let text, _, _) = $0 { return text.contains("reuseIdentifier") } else { return false } })
        let contents = try await client.readResource(uri: "apiref://UIKit/UITableViewDataSource")
        #expect(contents.first?.text?.hasPrefix("# UITableViewDataSource") == true)
        await client.disconnect()
        await server.stop()
    }
}
