import APIRefCommands
import APIRefCore
import Foundation

/// What an audit found, in the order of the files and, in each, of the uses.
public struct AuditReport: Sendable {
    public var findings: [AuditFinding] = []
    /// The source files read (binary ones skipped are not counted).
    public var files = 0
    /// Files left out: binary, or unreadable.
    public var skipped = 0

    public init() {}

    /// The output formats of `apiref audit --format`.
    public typealias Format = AuditFormat
}

/// The three forms of an audit's findings. Each is made from the findings alone.
public enum AuditRenderer {
    /// One finding as a compiler's warning line (without its newline):
    /// `App/Cell.m:12:9: warning: 'x' of UITableView is deprecated in iOS 6.0; use 'y'
    /// [apiref-deprecated] (see: apiref UITableView x)`. No control or bidi characters.
    public static func gnu(_ finding: AuditFinding) -> String {
        let line =
            "\(finding.file):\(finding.use.line):\(finding.use.column): warning: \(finding.message) "
            + "[\(finding.symbol.status.ruleID)] (see: \(finding.symbol.lookup))"
        return TerminalSafety.strip(line)
    }

    /// The report as `--format json` prints it (docs/commands.md).
    public static func json(_ report: AuditReport) throws -> Data {
        try JSONOutput.encoded(JSONReport(report))
    }

    /// The report as a SARIF 2.1.0 log with one run: the two rules, and a result per finding
    /// with its file (a relative URI reference, or a `file:` URI for an absolute path), line
    /// and column (counted in Unicode scalars, `columnKind`).
    public static func sarif(_ report: AuditReport) throws -> Data {
        try JSONOutput.encoded(SARIFLog(report))
    }
}

// MARK: JSON

private struct JSONReport: Encodable {
    struct Finding: Encodable {
        var file: String
        var line: Int
        var column: Int
        var language: String
        var name: String
        var rule: String
        var message: String
        var symbol: Symbol
        var deprecated: Deprecation?
        var toBeDeprecated: ToBeDeprecated?
        var replacement: String?
        var alsoDeclaredBy: [String]
        var lookup: String
        var page: String?

        enum CodingKeys: String, CodingKey {
            case file, line, column, language, name, rule, message, symbol, deprecated, toBeDeprecated, replacement
            case alsoDeclaredBy, lookup, page
        }

        // Every key, `null` where there is nothing, as the other commands' JSON has it.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(language, forKey: .language)
            try container.encode(name, forKey: .name)
            try container.encode(rule, forKey: .rule)
            try container.encode(message, forKey: .message)
            try container.encode(symbol, forKey: .symbol)
            try container.encode(deprecated, forKey: .deprecated)
            try container.encode(toBeDeprecated, forKey: .toBeDeprecated)
            try container.encode(replacement, forKey: .replacement)
            try container.encode(alsoDeclaredBy, forKey: .alsoDeclaredBy)
            try container.encode(lookup, forKey: .lookup)
            try container.encode(page, forKey: .page)
        }
    }

    struct Symbol: Encodable {
        var id: String
        var name: String
        var swiftName: String?
        var container: String?
        var kind: String

        enum CodingKeys: String, CodingKey { case id, name, swiftName, container, kind }

        func encode(to encoder: Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode(id, forKey: .id)
            try keyed.encode(name, forKey: .name)
            try keyed.encode(swiftName, forKey: .swiftName)
            try keyed.encode(container, forKey: .container)
            try keyed.encode(kind, forKey: .kind)
        }
    }

    struct Deprecation: Encodable {
        var platform: String
        var version: String
        var obsoleted: String?

        enum CodingKeys: String, CodingKey { case platform, version, obsoleted }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(platform, forKey: .platform)
            try container.encode(version, forKey: .version)
            try container.encode(obsoleted, forKey: .obsoleted)
        }
    }

    struct ToBeDeprecated: Encodable {
        var release: String
    }

    struct Summary: Encodable {
        var files: Int
        var skipped: Int
        var findings: Int
    }

    var findings: [Finding]
    var summary: Summary

    init(_ report: AuditReport) {
        findings = report.findings.map { finding in
            let symbol = finding.symbol
            var deprecated: Deprecation?
            var toBeDeprecated: ToBeDeprecated?
            switch symbol.status {
            case .deprecated(let platform, let version, let obsoleted):
                deprecated = Deprecation(platform: platform, version: version.description, obsoleted: obsoleted?.description)
            case .toBeDeprecated(let release):
                toBeDeprecated = ToBeDeprecated(release: release.description)
            }
            return Finding(
                file: finding.file, line: finding.use.line, column: finding.use.column, language: finding.use.language.rawValue,
                name: finding.use.name, rule: symbol.status.ruleID, message: finding.message,
                symbol: Symbol(
                    id: symbol.id, name: symbol.name, swiftName: symbol.swiftName, container: symbol.container,
                    kind: symbol.kind.rawValue),
                deprecated: deprecated, toBeDeprecated: toBeDeprecated, replacement: symbol.replacement(in: finding.use.language),
                alsoDeclaredBy: finding.alsoDeclaredBy, lookup: symbol.lookup, page: symbol.page)
        }
        summary = Summary(files: report.files, skipped: report.skipped, findings: report.findings.count)
    }
}

// MARK: SARIF

private struct SARIFLog: Encodable {
    struct Text: Encodable { var text: String }

    struct Rule: Encodable {
        struct Configuration: Encodable { var level: String }
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
        var help: Text
    }

    struct Driver: Encodable {
        var name = "apiref"
        var rules: [Rule]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct Properties: Encodable {
        var symbol: String
        var lookup: String
        var page: String?
        var alsoDeclaredBy: [String]?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var properties: Properties
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    static let rules = [
        Rule(
            id: "apiref-deprecated", name: "DeprecatedAPI",
            shortDescription: Text(text: "Use of deprecated API"),
            fullDescription: Text(
                text: "The code uses a class, method, property or constant that the platform deprecated at or before the deployment target."
            ),
            defaultConfiguration: Rule.Configuration(level: "warning"),
            help: Text(text: "Replace the use with what the finding names; `apiref NAME` shows the page, with the replacement and why.")),
        Rule(
            id: "apiref-to-be-deprecated", name: "ToBeDeprecatedAPI",
            shortDescription: Text(text: "Use of API to be deprecated"),
            fullDescription: Text(text: "The code uses API that an SDK marks API_TO_BE_DEPRECATED: deprecated in a future release."),
            defaultConfiguration: Rule.Configuration(level: "note"),
            help: Text(text: "Plan the replacement; `apiref NAME` shows the page."))
    ]

    init(_ report: AuditReport) {
        let results = report.findings.map { finding -> Result in
            let rule = finding.symbol.status.ruleID
            let index = Self.rules.firstIndex { $0.id == rule } ?? 0
            let location = PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.uri(finding.file)),
                region: Region(startLine: finding.use.line, startColumn: finding.scalarColumn))
            return Result(
                ruleId: rule, ruleIndex: index, level: Self.rules[index].defaultConfiguration.level,
                message: Text(text: finding.message), locations: [Location(physicalLocation: location)],
                properties: Properties(
                    symbol: finding.symbol.id, lookup: finding.symbol.lookup, page: finding.symbol.page,
                    alsoDeclaredBy: finding.alsoDeclaredBy.isEmpty ? nil : finding.alsoDeclaredBy))
        }
        runs = [Run(tool: Tool(driver: Driver(rules: Self.rules)), results: results)]
    }

    /// A path as a URI reference: percent-encoded, `file://` before an absolute path.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
