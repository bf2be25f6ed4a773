import APIRefCore
import Foundation
import Testing

/// The catalog behind `check --explain` and `docs/diagnostics.md`: every id the sources
/// report has an entry, no entry is for an id nothing reports, and the document is the
/// catalog's (`APIREF_RECORD=1` rewrites it).
@Suite struct DiagnosticCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Ids passed as literals to the functions that make diagnostics.
    static func reportedIDs() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"\b(Diagnostic|add|warn|invalid|error|warning)\(\.?[a-z]*,? ?"([a-z]+(?:-[a-z0-9]+)+)""#)
        var ids: Set<String> = [Diagnostic.undocumentedID]
        let sources = repository.appendingPathComponent("Sources")
        for case let file as String in FileManager.default.enumerator(atPath: sources.path) ?? NSEnumerator() where file.hasSuffix(".swift") {
            guard !file.hasSuffix("DiagnosticCatalog.swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                ids.insert((text as NSString).substring(with: match.range(at: 2)))
            }
        }
        return ids
    }

    @Test func everyReportedIDHasAnEntryAndEveryEntryIsReported() throws {
        let reported = try Self.reportedIDs()
        let catalogued = Set(DiagnosticCatalog.all.map(\.id))
        #expect(reported.count > 50, "the pattern still finds the ids: \(reported.count)")
        #expect(reported.subtracting(catalogued).isEmpty, "no entry: \(reported.subtracting(catalogued).sorted())")
        #expect(catalogued.subtracting(reported).isEmpty, "nothing reports: \(catalogued.subtracting(reported).sorted())")
        #expect(catalogued.count == DiagnosticCatalog.all.count, "each id once")
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
