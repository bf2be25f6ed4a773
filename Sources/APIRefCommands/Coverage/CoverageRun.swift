import APIRefCore
import APIRefImport
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref coverage`: what the engine's arguments ask, worked out into the text, JSON or
/// badge on standard output, the warnings for standard error and whether the headline
/// figure is below `--fail-under`.
public struct CoverageRun {
    public enum Format: String, CaseIterable, Sendable { case text, json, svg }

    public var format: Format
    /// `--container`: one class or protocol, as given (any case, or its Swift name).
    public var container: String?
    /// `--lang`: one translation language instead of all the library's.
    public var language: String?
    /// `--fail-under`: a percentage from 0 to 100.
    public var failUnder: Double?
    /// `--next N`: the members to write next instead of the table.
    public var next: Int?
    /// Bold headers on a terminal.
    public var usesEscapes: Bool

    public init(
        format: Format = .text, container: String? = nil, language: String? = nil, failUnder: Double? = nil,
        next: Int? = nil, usesEscapes: Bool = false
    ) {
        self.format = format
        self.container = container
        self.language = language
        self.failUnder = failUnder
        self.next = next
        self.usesEscapes = usesEscapes
    }

    /// What a run prints, and how it ends.
    public struct Result {
        public var report: CoverageReport
        /// Standard output.
        public var output: String
        /// Standard error, one message a line (`warning: …`, `note: …`).
        public var messages: [String]
        /// Set when the headline figure is below `--fail-under`: the message, exit status 1.
        public var failure: String?
    }

    /// `--fail-under`'s value: a number from 0 to 100, else a usage error that says so.
    public static func threshold(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, (0...100).contains(value) else {
            throw ToolError.usage("--fail-under takes a percentage from 0 to 100, such as 80 or 92.5; '\(text)' is not one")
        }
        return value
    }

    /// Checks the options against each other before anything is read.
    public func validate() throws {
        if let next, next < 1 { throw ToolError.usage("--next takes a number of members, 1 or more; '\(next)' is not one") }
        if next != nil, format == .svg { throw ToolError.usage("--next lists members: give --format text or json, not svg") }
    }

    /// The report of `folder`'s library from its `index`, against `graphs` when given.
    public func make(folder: ContentFolder, index: SymbolIndex, graphs: GraphSet?) throws -> Result {
        try validate()
        let container = try resolvedContainer(index)
        let translationLanguages = Array(try index.languages.dropFirst())
        if let language, !translationLanguages.contains(language) {
            throw ToolError.usage(
                "unknown language '\(language)'; this library's translation languages: \(translationLanguages.isEmpty ? "none" : translationLanguages.joined(separator: ", "))"
            )
        }
        let inputs = try CoverageInputs(folder: folder, index: index, languages: language.map { [$0] } ?? translationLanguages)
        let sdk = graphs.map(SDKDeclarations.init)
        let report = inputs.report(sdk: sdk, container: container)
        var messages = inputs.unreadableTranslations.map { "warning: \($0) cannot be read: its members count as not translated" }
        if report.total.members == 0 {
            messages.append("note: \(container.map { "\($0) documents" } ?? "the library documents") no members: every figure is n/a")
        }
        if let graphs, let sdk, let summary = report.sdk {
            if let container, report.rows.first?.sdk == nil {
                let declared = sdk.frameworks.sorted().joined(separator: ", ")
                messages.append(
                    "warning: the graphs do not declare \(container) (they declare types of \(declared.isEmpty ? "no framework" : declared)): its SDK figure is n/a"
                )
            } else if container == nil, summary.comparedContainers == 0, summary.missingContainers.isEmpty {
                messages.append(
                    "warning: "
                        + NothingCompared.drift(
                            pages: inputs.symbols.filter(\.kind.isPage), facts: graphs.facts, graphCount: graphs.graphCount)
                        + "; the SDK figures count nothing")
            }
        }
        let output: String
        switch format {
        case .text where next != nil:
            output = CoverageText(usesEscapes: usesEscapes).render(next: nextItems(report, inputs: inputs))
        case .text:
            output = CoverageText(usesEscapes: usesEscapes).render(report)
        case .json where next != nil:
            output = String(
                decoding: try JSONOutput.encoded(NextReport(rule: NextWork.rule, next: nextItems(report, inputs: inputs))), as: UTF8.self)
        case .json:
            output = String(decoding: try JSONOutput.encoded(report), as: UTF8.self)
        case .svg:
            output = CoverageBadge.svg(report.headline, label: container.map { "\($0) coverage" } ?? "coverage")
        }
        var failure: String?
        if let failUnder, report.headline.isBelow(failUnder) {
            let figure = report.headline.percent.map(CoverageText.percentText) ?? "n/a (nothing to measure)"
            failure = "documented is \(figure), below --fail-under \(CoverageText.percentText(failUnder))"
        }
        return Result(report: report, output: output, messages: messages, failure: failure)
    }

    /// Prints what `make` worked out; throws exit status 1 when below `--fail-under`.
    public func run(folder: ContentFolder, index: SymbolIndex, graphs: GraphSet?) throws {
        let result = try make(folder: folder, index: index, graphs: graphs)
        for message in result.messages { ToolMessage.say(message) }
        FileHandle.standardOutput.write(Data(result.output.utf8))
        if let failure = result.failure { throw ToolError.notFound(failure) }
    }

    /// `--next`'s JSON: the rule it ranks by, and the members.
    struct NextReport: Encodable {
        var rule: String
        var next: [NextWork.Item]
    }

    private func nextItems(_ report: CoverageReport, inputs: CoverageInputs) -> [NextWork.Item] {
        NextWork.items(report, links: NextWork.incomingLinks(inputs.symbols), limit: next ?? 0)
    }

    /// The container `--container` names, spelt as the library does; one it does not have
    /// is not found (exit 1), with the nearest names, as a lookup says.
    private func resolvedContainer(_ index: SymbolIndex) throws -> String? {
        guard let given = container else { return nil }
        if let name = try index.containerName(given) { return name }
        let nearest = EditDistance.nearest(to: given, in: try index.pageNames())
        let hint = nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", "))?"
        throw ToolError.notFound("no class or protocol named '\(given)'\(hint)")
    }
}
