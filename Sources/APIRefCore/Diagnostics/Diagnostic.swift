/// One problem found in content, with a stable identifier such as `unresolved-link`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public var severity: Severity
    /// A stable, kebab-case identifier; explained in `DiagnosticCatalog` (`docs/diagnostics.md`).
    public var id: String
    public var message: String
    /// The problem's first character (columns count UTF-8 bytes from 1, as clang's do).
    public var location: SourceLocation
    /// How many bytes of `location`'s line the problem covers; 0 when it is a point.
    public var length: Int = 0
    /// What helps to fix it: a suggestion, or where the other half of a conflict is.
    public var notes: [DiagnosticNote] = []
    /// Edits that certainly fix it, which `apiref check --fix` applies.
    public var fixIts: [FixIt] = []
    /// The text the problem is about, as the author wrote it, until `DiagnosticPinpointer`
    /// has found it in the file and set `location`, `length` and `fixIts` from it.
    public var subject: DiagnosticSubject?

    /// The id of a symbol with facts and no prose yet: a warning that `check --strict` does
    /// not fail on, since an import adds many at once and authors work down the list.
    public static let undocumentedID = DiagnosticID.undocumented.rawValue

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String, at location: SourceLocation,
        subject: DiagnosticSubject? = nil, notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.id = id.rawValue
        self.message = message
        self.location = location
        self.subject = subject
        self.notes = notes
    }

    /// Where the problem ends on its line: the column after its last byte.
    public var endColumn: Int { location.column + length }

    /// `path:line:column: error|warning: message [id]`, with control characters removed
    /// so that content can never drive the terminal.
    public var description: String {
        "\(location): \(severity.rawValue): \(TerminalSafety.strip(message)) [\(id)]"
    }
}

/// A remark attached to a diagnostic (`note: did you mean 'UITableView'?`), at a place of
/// its own or at the diagnostic's.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `did you mean 'a'?` or `did you mean 'a', 'b'?`; nil for no suggestion.
    public static func didYouMean(_ suggestions: [String]) -> DiagnosticNote? {
        guard !suggestions.isEmpty else { return nil }
        return DiagnosticNote("did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?")
    }
}

/// Replace `original` at `location` with `replacement`: a fix that is certain.
public struct FixIt: Hashable, Sendable, Codable {
    public var location: SourceLocation
    /// The text the diagnostic saw there: `check --fix` applies the fix only where the file
    /// still holds it, not over whatever an editor saved in its place since.
    public var original: String
    public var replacement: String

    /// How many bytes the fix replaces.
    public var length: Int { original.utf8.count }

    public init(at location: SourceLocation, replacing original: String, with replacement: String) {
        self.location = location
        self.original = original
        self.replacement = replacement
    }
}

/// What a diagnostic is about, as written in the file: the emitter knows the text but not
/// always its column (a check that runs after parsing has no source text).
public struct DiagnosticSubject: Hashable, Sendable, Codable {
    /// The exact text to underline.
    public var text: String
    /// When set, the text is on this front-matter key's line (`inherits:`), not near the
    /// diagnostic's line.
    public var frontMatterKey: String?
    /// When set, replacing the text with this certainly fixes the problem.
    public var replacement: String?

    public init(_ text: String, frontMatterKey: String? = nil, replacement: String? = nil) {
        self.text = text
        self.frontMatterKey = frontMatterKey
        self.replacement = replacement
    }

    /// A name that matches nothing, with the fix when one of `suggestions` is certainly
    /// what was meant (`EditDistance.certainFix`).
    public static func misspelt(_ name: String, suggestions: [String], frontMatterKey: String? = nil) -> DiagnosticSubject {
        DiagnosticSubject(name, frontMatterKey: frontMatterKey, replacement: EditDistance.certainFix(for: name, suggestions: suggestions))
    }
}
