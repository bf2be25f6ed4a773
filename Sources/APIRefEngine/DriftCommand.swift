import APIRefCommands
import APIRefCore
import APIRefImport
import ArgumentParser
import Foundation

/// `apiref drift GRAPH…`: how the library differs from an SDK's symbol graphs.
struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare the library's facts with an SDK's symbol graphs; exit 1 on drift.",
        discussion: """
            Reports members the SDK declares and the library does not document, members the \
            SDK does not declare, declarations that differ (ignoring spacing, attribute order, \
            nullability and availability macros), introduced, deprecated and obsoleted versions \
            that differ, and deprecations the library does not mention; with Swift graphs, Swift \
            names and Swift declarations that differ, and members the SDK spells in Swift that \
            the page gives no Swift spelling. Nothing is changed; \
            `apiref import` brings the facts in. When no page of the library is in the graphs \
            (the graphs of another module), drift says what each side holds and exits 1.
            """)

    @Argument(
        help: ArgumentHelp(
            "Symbol graph files (*.symbols.json or *.symbols.json.gz), or folders of them (subfolders too), Objective-C and Swift.",
            valueName: "graph"))
    var graphs: [String]

    @Option(
        help: ArgumentHelp("Only changes newer than this release: members introduced and deprecations made after it.", valueName: "version")
    )
    var since: String?

    @OptionGroup var options: ContentOptions
    @OptionGroup var format: FormatOptions

    func validate() throws {
        if let since, Version(since) == nil { throw ValidationError("'\(since)' is not a version; write it like 9.0 or 13.1") }
    }

    func run() throws {
        let graphs = try GraphSet.loadForCommand(self.graphs, quiet: options.quiet)
        let index = try options.openIndex()
        let symbols = try index.allSymbols()
        var check = DriftCheck(facts: graphs.facts, since: since.flatMap { Version($0) })
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
        if format.isJSON {
            FileHandle.standardOutput.write(Data(try report.json().utf8))
        } else {
            FileHandle.standardOutput.write(Data(report.text(summary: "\(result.findings.count) finding(s)").utf8))
        }
        if !result.findings.isEmpty { throw ToolError.reported(.notFound) }
    }
}
