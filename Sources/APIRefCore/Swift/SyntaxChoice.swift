import APIRefBase

/// The syntax a page is shown in: `--syntax`, else `$APIREF_SYNTAX`
/// (`SyntaxPreference`), else the library's `syntax:` in `library.yml`, else Swift,
/// which is what most readers write.
public enum SyntaxChoice {
    public static let builtInDefault = Syntax.swift

    /// A word asked for that names no syntax: a usage error (status 2) for the command,
    /// invalid parameters for an MCP tool.
    public struct Unknown: Error, CustomStringConvertible, Equatable, Sendable {
        /// The word, as `--syntax` or `APIREF_SYNTAX` gave it.
        public var asked: String
        public var description: String { "'\(asked)' is not a syntax: --syntax and APIREF_SYNTAX take swift or objc" }
    }

    /// Throws `Unknown` for a word that names no syntax.
    public static func resolve(asked: String?, libraryDefault: Syntax?) throws(Unknown) -> Syntax {
        guard let asked = SyntaxPreference.asked(explicit: asked) else { return libraryDefault ?? builtInDefault }
        guard let syntax = Syntax(argument: asked) else { throw Unknown(asked: asked) }
        return syntax
    }
}
