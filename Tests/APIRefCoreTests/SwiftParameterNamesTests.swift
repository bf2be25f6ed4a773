import Foundation
import Testing

@testable import APIRefCore

/// A Swift declaration's parameter names, which a Swift-only member's Parameters list and
/// the `undeclared-parameter` check use: names, not argument labels.
struct SwiftParameterNamesTests {
    @Test(arguments: [
        (
            "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell",
            ["identifier", "indexPath"]
        ),
        ("static func helpMessage(for subcommand: ParsableCommand.Type, columns: Int? = nil) -> String", ["subcommand", "columns"]),
        ("mutating func push(_ element: Element)", ["element"]),
        ("init(startingAt value: Int, limit: Int)", ["value", "limit"]),
        ("subscript(position: Int) -> Element { get }", ["position"]),
        ("case failure(message: String, code: Int)", ["message", "code"]),
        ("case success(Value)", []),
        ("static func + (lhs: Stack<Element>, rhs: Stack<Element>) -> Stack<Element>", ["lhs", "rhs"]),
        ("func clamp<T>(_ value: T, to range: ClosedRange<T>) -> T where T : Comparable", ["value", "range"]),
        ("func f(_ handler: @escaping (Int, String) -> Void, _: Int)", ["handler"]),
        (
            "init(wrappedValue: Int, name: NameSpecification = .long)\n\ninit(name: NameSpecification = .long, help: ArgumentHelp? = nil)",
            ["wrappedValue", "name", "help"]
        )
    ])
    func namesAreTheParameterNames(_ declaration: String, _ names: [String]) {
        #expect(SwiftDeclarationName.parameterNames(of: declaration) == names)
    }

    @Test func aDeclarationWithoutParametersHasNone() {
        #expect(SwiftDeclarationName.parameterNames(of: "var count: Int { get }") == nil)
        #expect(SwiftDeclarationName.parameterNames(of: "case pending") == nil)
        #expect(SwiftDeclarationName.parameterNames(of: "func f(a: [Int) -> Int") == nil)
    }

    /// A Swift-only member's Parameters list is checked against its names: the label `for`
    /// is reported, the name `subcommand` is not.
    @Test func undeclaredParameterUsesSwiftNames() throws {
        let page = """
            ---
            kind: struct
            framework: Kit
            ---

            # Helper

            A helper.

            ```swift
            struct Helper
            ```

            ## Type Methods

            ### helpMessage(for:)

            Returns the help.

            ```swift
            static func helpMessage(for subcommand: String) -> String
            ```

            #### Parameters

            - `subcommand`: The command.
            - `for`: A label, not a name.

            """
        let parsed = FileParser.parse(Array(page.utf8), relativePath: "Kit/Helper.md", path: "Lib/Kit/Helper.md")
        let undeclared = parsed.diagnostics.filter { $0.id == "undeclared-parameter" }
        #expect(undeclared.count == 1)
        #expect(undeclared.first?.message.contains("no parameter 'for'") == true)
        // A Swift-only type and member without availability (a Swift package's) are not reported.
        #expect(!parsed.diagnostics.contains { $0.id == "missing-availability" }, "\(parsed.diagnostics)")
        #expect(parsed.symbols.first?.swiftDeclaration == "struct Helper")
    }
}
