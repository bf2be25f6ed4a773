import APIRefCore
import APIRefImport
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref drift`'s work: the library's facts compared with the graphs' (`DriftCheck`),
/// the findings as a diagnostic report on standard output, status 1 on drift or when no
/// page of the library is in the graphs.
public struct DriftRun {
    public var graphs: GraphSet
    public var folder: ContentFolder
    /// `--since`: only changes newer than this release.
    public var since: Version?
    public var json: Bool

    public init(graphs: GraphSet, folder: ContentFolder, since: Version?, json: Bool) {
        self.graphs = graphs
        self.folder = folder
        self.since = since
        self.json = json
    }

    /// `--since`'s value as a version; a usage error when it cannot be one.
    public static func since(_ text: String?) throws -> Version? {
        guard let text else { return nil }
        guard let version = Version(text) else { throw ToolError.usage("'\(text)' is not a version; write it like 9.0 or 13.1") }
        return version
    }

    public func run() throws {
        let index = try folder.openIndex()
        let symbols = try index.allSymbols()
        var check = DriftCheck(facts: graphs.facts, since: since)
        if graphs.swiftGraphCount > 0 { check.spellings = SpellingJoin(graphs) }
        let result = check.run(on: symbols)
        // Graphs of another module, or none of the library's pages: a clean result would be a lie.
        if result.comparedPages == 0 {
            throw ToolError.notFound(NothingCompared.drift(pages: symbols, facts: graphs.facts, graphCount: graphs.graphCount))
        }
        var report = try DiagnosticReport(diagnostics: result.findings, fileCount: index.fileCount, symbolCount: index.symbolCount)
        report.notes.append("\(result.comparedPages) page(s) compared with \(graphs.graphCount) graph(s)")
        if !result.pagesNotInGraphs.isEmpty {
            report.notes.append("not in the graphs, so not compared: \(result.pagesNotInGraphs.joined(separator: ", "))")
        }
        if json {
            FileHandle.standardOutput.write(Data(try report.json().utf8))
        } else {
            FileHandle.standardOutput.write(Data(report.text(summary: "\(result.findings.count) finding(s)").utf8))
        }
        if !result.findings.isEmpty { throw ToolError.reported(.notFound) }
    }
}
