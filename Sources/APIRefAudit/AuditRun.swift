import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref audit PATH…`: the source files below the paths scanned on all cores, each use
/// matched against the library (`AuditCatalog`), the findings printed in the order of the
/// files as they are ready (GNU lines stream; JSON and SARIF are written at the end), and
/// the exit status: 1 when anything was found, 3 when a file could not be read.
public struct AuditRun: Sendable {
    public var format: AuditReport.Format
    /// Report only what is deprecated at or before this version.
    public var deploymentTarget: Version?
    /// The platform whose deprecations count; nil for iOS when the library has it, else its first.
    public var platform: String?

    public init(format: AuditReport.Format = .gnu, deploymentTarget: Version? = nil, platform: String? = nil) {
        self.format = format
        self.deploymentTarget = deploymentTarget
        self.platform = platform
    }

    /// Runs the command: prints the findings on standard output, notes on standard error,
    /// and throws the exit status (`ToolError.reported(.notFound)` when something was found).
    public func run(paths: [String], index: SymbolIndex) throws {
        let output = FileHandle.standardOutput
        let report = try audit(paths: paths, index: index, note: ToolMessage.say) { finding in
            if format == .gnu { output.write(Data((AuditRenderer.gnu(finding) + "\n").utf8)) }
        }
        switch format {
        case .gnu: break
        case .json: output.write(try AuditRenderer.json(report))
        case .sarif: output.write(try AuditRenderer.sarif(report))
        }
        let found = report.findings.count
        let files = Set(report.findings.map(\.file)).count
        ToolMessage.say(
            found == 0
                ? "no deprecated API used in \(report.files) file(s)"
                : "\(found) use(s) of deprecated API in \(files) of \(report.files) file(s)")
        if found > 0 { throw ToolError.reported(.notFound) }
    }

    /// The audit of the source files below `paths`: `each` is handed every finding in order
    /// as its file is done; `note` what was skipped. Throws `ToolError` for a path that does
    /// not exist (before anything is read) or a file that cannot be read (after the rest).
    public func audit(
        paths: [String], index: SymbolIndex, note: @escaping (String) -> Void,
        each: (AuditFinding) -> Void = { _ in }
    ) throws -> AuditReport {
        let files = try SourceWalker.files(paths, note: note)
        let catalog = try AuditCatalog(index: index, platform: try resolvedPlatform(index), deploymentTarget: deploymentTarget)
        return try Self.audit(files: files, catalog: catalog, note: note, each: each)
    }

    /// `--platform` as the library spells it, or the default.
    func resolvedPlatform(_ index: SymbolIndex) throws -> String {
        let known = try index.platforms()
        guard let platform else { return known.first { $0 == "iOS" } ?? known.first ?? "iOS" }
        guard let match = known.first(where: { $0.lowercased() == platform.lowercased() }) else {
            let list = known.isEmpty ? "none" : known.joined(separator: ", ")
            throw ToolError.usage("no symbol has availability on '\(platform)' (the library's platforms: \(list))")
        }
        return match
    }

    /// The files scanned on all cores, a window of them at a time, so that memory stays
    /// bounded whatever their number; findings handed to `each` in the order of `files`.
    static func audit(
        files: [String], catalog: AuditCatalog, note: @escaping (String) -> Void,
        each: (AuditFinding) -> Void
    ) throws -> AuditReport {
        var report = AuditReport()
        var unreadable: [String] = []
        ProgressLine.begin("auditing", total: files.count)
        defer { ProgressLine.end() }
        try OrderedPipeline.run(
            count: files.count, window: 64,
            produce: { position in
                Result { try scan(files[position], catalog: catalog) }
            },
            consume: { result in
                ProgressLine.advance()
                switch result {
                case .failure(let error):
                    unreadable.append("\(error)")
                    report.skipped += 1
                case .success(let scanned):
                    if let skipped = scanned.note { note(skipped) }
                    guard let findings = scanned.findings else {
                        report.skipped += 1
                        return
                    }
                    report.files += 1
                    for finding in findings { each(finding) }
                    report.findings += findings
                }
            })
        if !unreadable.isEmpty {
            for message in unreadable { note(message) }
            throw ToolError.io(unreadable.count == 1 ? "a file could not be read" : "\(unreadable.count) files could not be read")
        }
        return report
    }

    /// One file's findings (nil when it was skipped) and what to say about it.
    struct Scanned: Sendable {
        var findings: [AuditFinding]?
        var note: String?
    }

    static func scan(_ path: String, catalog: AuditCatalog) throws -> Scanned {
        guard let language = SourceWalker.language(of: path) else { return Scanned(findings: []) }
        guard let text = try SourceText(contentsOf: path) else {
            return Scanned(findings: nil, note: "\(path): skipped: a binary file (it holds NUL bytes)")
        }
        let uses = text.bytes.withUnsafeBufferPointer { bytes in
            language == .swift ? SwiftScanner.uses(in: bytes) : ObjectiveCScanner.uses(in: bytes)
        }
        let findings = uses.compactMap { use -> AuditFinding? in
            guard let match = catalog.match(use) else { return nil }
            return AuditFinding(
                file: path, use: use, scalarColumn: text.scalarColumn(atOffset: use.offset), symbol: match.symbol,
                alsoDeclaredBy: match.others)
        }
        let lossy = text.lossy ? "\(path): not valid UTF-8; read with replacement characters, so columns may be off" : nil
        return Scanned(findings: findings, note: lossy)
    }
}
