import APIRefCore

/// One parsed content file once its symbols are parked in a `SpillFile`: all the index
/// build keeps of it in memory until link resolution.
struct SpilledFile: Sendable {
    let content: ContentFile
    /// The file's symbols without their bodies (`Symbol.identity`), in file order.
    var identities: [Symbol]
    /// Where each of those symbols lies in the spill file.
    let entries: [SpillFile.Entry]
    let diagnostics: [Diagnostic]

    init(_ parsed: ParsedFile, into spill: SpillFile) throws {
        content = ContentFile(relativePath: parsed.relativePath, path: parsed.path, signature: parsed.signature)
        identities = parsed.symbols.map(\.identity).sharingRepeatedValues()
        entries = try spill.append(parsed.symbols)
        diagnostics = parsed.diagnostics
    }
}
