import APIRefCore
import Foundation
import Testing

/// The catalog behind `check --explain` and `docs/diagnostics.md`: every id the sources
/// report has an entry, no entry is for an id nothing reports, and the document is the
/// catalog's (`APIREF_RECORD=1` rewrites it).
@Suite struct DiagnosticCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The sources outside the id list and the catalog, as one text.
    static func sources() throws -> String {
        let sources = repository.appendingPathComponent("Sources")
        var text = ""
        for case let file as String in FileManager.default.enumerator(atPath: sources.path) ?? NSEnumerator() where file.hasSuffix(".swift")
        {
            guard !file.hasSuffix("DiagnosticCatalog.swift"), !file.hasSuffix("DiagnosticID.swift") else { continue }
            text += try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        }
        return text
    }

    /// A diagnostic can only be made with a `DiagnosticID`, so every id reported is a case;
    /// each case has one catalog entry, and something reports it.
    @Test func everyIDHasOneEntryAndIsReported() throws {
        let catalogued = DiagnosticCatalog.all.map(\.id)
        #expect(
            catalogued.sorted() == DiagnosticID.allCases.map(\.rawValue).sorted(),
            "the catalog and DiagnosticID list the same ids, each once")
        let text = try Self.sources()
        let unused = DiagnosticID.allCases.filter { id in
            let name = String(describing: id)
            return !text.contains(".\(name),") && !text.contains(".\(name) :") && !text.contains(".\(name))") && !text.contains(".\(name) ")
        }
        #expect(unused.isEmpty, "nothing reports: \(unused)")
    }

    @Test func docsDiagnosticsIsTheCatalog() throws {
        let url = Self.repository.appendingPathComponent("docs/diagnostics.md")
        if Golden.isRecording {
            try Golden.record(DiagnosticCatalog.markdown, to: url)
        }
        let document = try String(contentsOf: url, encoding: .utf8)
        #expect(document == DiagnosticCatalog.markdown, "docs/diagnostics.md differs from the catalog; APIREF_RECORD=1 rewrites it")
        for entry in DiagnosticCatalog.all {
            #expect(document.contains("### `\(entry.id)` (\(entry.severity.rawValue))"))
        }
    }
}
