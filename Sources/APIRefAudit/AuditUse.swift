/// One use of a name in a user's source file, as a scanner finds it: a message send's
/// selector, a property, a Swift member with its argument labels, a type or constant.
public struct AuditUse: Hashable, Sendable {
    /// How the name is spelt, and so which of the library's spellings it is matched against.
    public enum Language: String, Sendable, Codable {
        case objectiveC = "objc"
        case swift
    }

    /// What the use is: it decides which kinds of the library's symbols may match.
    public enum Form: String, Sendable {
        /// A message send or a Swift call: `[x setEditing:YES animated:NO]`, `x.reloadData()`.
        case call
        /// A property read or written, `cell.accessoryType`, or a Swift member named
        /// without a call (which may also be an enumeration's case: `.checkmark`).
        case property
        /// `@selector(setEditing:animated:)`: a method or a property's accessor.
        case selector
        /// A bare name: a class, protocol, constant or function (`UIAlertView`,
        /// `UIGraphicsBeginImageContext`).
        case identifier
        /// A method the user's own code declares or overrides (`- (BOOL)shouldAutorotate`,
        /// `override func tableView(_:editActionsForRowAt:)`): it implements the library's.
        case implementation
    }

    /// `setEditing:animated:`, `accessoryType`, `dequeueReusableCell(withIdentifier:)`; a
    /// Swift call's trailing closure, whose label the call does not say, is `?:`.
    public var name: String
    public var language: Language
    public var form: Form
    /// 1-based; the column counts UTF-8 bytes, as compilers count it.
    public var line: Int
    public var column: Int
    /// The byte offset of the name in the file, for the column in other units (SARIF).
    public var offset: Int

    public init(name: String, language: Language, form: Form, line: Int, column: Int, offset: Int) {
        self.name = name
        self.language = language
        self.form = form
        self.line = line
        self.column = column
        self.offset = offset
    }
}
