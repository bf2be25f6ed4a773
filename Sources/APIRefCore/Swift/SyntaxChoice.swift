import APIRefBase

/// The syntax a page is shown in: `--syntax`, else `$APIREF_SYNTAX`
/// (`SyntaxPreference`), else the library's `syntax:` in `library.yml`, else Swift,
/// which is what most readers write.
public enum SyntaxChoice {
    public static let builtInDefault = Syntax.swift

    /// Throws a usage error (status 2) for a word that names no syntax.
    public static func resolve(asked: String?, libraryDefault: Syntax?) throws -> Syntax {
        guard let asked = SyntaxPreference.asked(explicit: asked) else { return libraryDefault ?? builtInDefault }
        guard let syntax = Syntax(argument: asked) else {
            throw ToolError.usage("'\(asked)' is not a syntax: --syntax and APIREF_SYNTAX take swift or objc")
        }
        return syntax
    }
}
