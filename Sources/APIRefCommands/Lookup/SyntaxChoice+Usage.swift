import APIRefCore
import APIRefProcess

extension SyntaxChoice {
    /// `resolve`, with a word that names no syntax as a usage error (status 2): what the
    /// lookup and the MCP tools, which both answer a caller's `--syntax`, make of it.
    public static func asked(_ asked: String?, libraryDefault: Syntax?) throws -> Syntax {
        do {
            return try resolve(asked: asked, libraryDefault: libraryDefault)
        } catch {
            throw ToolError.usage(error.description)
        }
    }
}
