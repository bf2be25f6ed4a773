import APIRefCore
import APIRefImport
import APIRefProcess
import Foundation

/// `apiref import`'s work: pages from symbol graphs into `folder`, facts in and prose kept;
/// each page checked as `apiref check` would before it is written, all of them or none.
public struct GraphImportRun {
    public var graphs: GraphSet
    public var folder: ContentFolder
    /// Import only these pages (`--only`).
    public var only: [String]
    public var dryRun: Bool
    public var spellingsOnly: Bool
    public var json: Bool

    public init(graphs: GraphSet, folder: ContentFolder, only: [String], dryRun: Bool, spellingsOnly: Bool, json: Bool) {
        self.graphs = graphs
        self.folder = folder
        self.only = only
        self.dryRun = dryRun
        self.spellingsOnly = spellingsOnly
        self.json = json
    }

    public func run() throws {
        let (pages, constants, symbols) = try documented(in: folder)
        var facts = graphs.facts
        if spellingsOnly {
            // Pages the Objective-C graphs lack (another framework's categories) are spelled by the identifiers clang would give them.
            facts.containers.merge(LibraryContainers.missing(from: facts, in: symbols)) { graph, _ in graph }
        }
        if spellingsOnly, graphs.swiftGraphCount == 0 {
            throw ToolError.usage(
                "--spellings-only needs Swift graphs (swift-symbolgraph-extract's) beside the Objective-C ones; give the SDK's whole folder"
            )
        }
        let importer = Importer(
            facts: facts, folder: folder.url, existingPages: pages, documentedConstants: constants,
            spellings: graphs.swiftGraphCount > 0 ? SpellingJoin(graphs) : nil, spellingsOnly: spellingsOnly)
        var (plan, writes): (Importer.Plan, [Importer.Write])
        do {
            (plan, writes) = try importer.plan(only: only)
        } catch .unknownNames(let names, let suggestions) {
            throw ToolError.usage(Importer.Failure.unknownNames(names, suggestions: suggestions).description)
        } catch {
            throw ToolError.io(error.description)
        }
        // Only pages that pass `check` are written; the others are reported and refused.
        (plan, writes) = try ImportedPageCheck.vet(plan, writes, in: folder)
        if !dryRun, !writes.isEmpty {
            var batch = FileBatch(within: folder)
            for write in writes { batch.add(write.url, Data(write.text.utf8), expecting: write.original) }
            do {
                try batch.commit()
            } catch let refusal as FileBatch.Refusal {
                throw ToolError.io("cannot write the imported pages, so none was written: \(refusal)")
            } catch {
                throw ToolError.io("cannot write the imported pages, so none was written: \((error as NSError).localizedDescription)")
            }
        }
        try report(plan)
        let refused = plan.pages.filter { $0.action == .refused }
        if !refused.isEmpty {
            let errors = refused.flatMap(\.errors).joined(separator: "\n")
            FileHandle.standardError.write(Data(TerminalSafety.strip(errors + "\n", keepNewlines: true).utf8))
            let written = dryRun ? "would be written" : "were written"
            throw ToolError.notFound(
                "refused \(refused.count) page(s) that would not pass check: \(refused.map(\.path).joined(separator: ", ")); the others \(written)"
            )
        }
    }

    /// `--into DIR`: the folder to write into, created when missing (unless `dryRun`).
    public static func folder(creating into: String, dryRun: Bool) throws -> ContentFolder {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: into, isDirectory: &isDirectory) {
            if !dryRun {
                do {
                    try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
                } catch {
                    throw ToolError.io("cannot create \(into): \((error as NSError).localizedDescription)")
                }
            }
        } else if !isDirectory.boolValue {
            throw ToolError.io("\(into) is not a folder")
        }
        return ContentFolder(url: URL(fileURLWithPath: into), displayPath: into)
    }

    /// What the folder already documents, from its index: its pages by the name they
    /// document (with their files), and its constants and notifications by name (with their page).
    private func documented(in folder: ContentFolder) throws -> (pages: [String: String], constants: [String: String], symbols: [Symbol]) {
        guard FileManager.default.fileExists(atPath: folder.url.path), !(try folder.markdownFiles()).isEmpty else { return ([:], [:], []) }
        let index = try folder.openIndex(announcingErrors: false)
        var pages: [String: String] = [:]
        var constants: [String: String] = [:]
        let symbols = try index.allSymbols()
        for symbol in symbols {
            switch symbol.kind {
            case .class, .protocol, .category, .structure, .enumeration, .actor, .framework:
                let name = symbol.kind == .category ? (symbol.extendedClass.map { "\($0)(\(symbol.name))" } ?? symbol.name) : symbol.name
                if let file = try index.sourceFiles(of: [symbol.id]).first {
                    pages[name] = file
                    // A Swift extension's page is known to an import by its title (`String Extensions`).
                    if symbol.kind == .category { pages[symbol.name] = file }
                }
            case .constant, .constantGroup, .notification:
                if let container = symbol.container { constants[symbol.name] = container }
            default:
                continue
            }
        }
        return (pages, constants, symbols)
    }

    private func report(_ plan: Importer.Plan) throws {
        if json {
            struct Document: Encodable {
                var dryRun: Bool
                var spellingsOnly: Bool
                var pages: [Importer.PagePlan]
                var unplaced: [String]
            }
            try JSONOutput.write(Document(dryRun: dryRun, spellingsOnly: spellingsOnly, pages: plan.pages, unplaced: plan.unplaced))
            return
        }
        var lines: [String] = []
        for page in plan.pages where page.action != .unchanged || !page.report.notInGraph.isEmpty {
            var parts: [String] = []
            if !page.report.added.isEmpty { parts.append("\(page.report.added.count) added") }
            if !page.report.updated.isEmpty { parts.append("\(page.report.updated.count) updated") }
            var line = "\(page.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(page.path)"
            if !parts.isEmpty { line += " (\(parts.joined(separator: ", ")))" }
            lines.append(line)
            if !page.report.notInGraph.isEmpty {
                lines.append("          not in the graphs, kept: \(page.report.notInGraph.joined(separator: ", "))")
            }
        }
        let counts = Dictionary(grouping: plan.pages, by: \.action).mapValues(\.count)
        let verb = dryRun ? "would write" : "wrote"
        let refused = counts[.refused].map { ", \($0) refused" } ?? ""
        lines.append(
            "\(verb) \((counts[.create] ?? 0) + (counts[.update] ?? 0)) page(s): \(counts[.create] ?? 0) new, \(counts[.update] ?? 0) updated, \(counts[.unchanged] ?? 0) unchanged\(refused)"
        )
        if !plan.unplaced.isEmpty, !spellingsOnly {
            lines.append(
                "\(plan.unplaced.count) enumeration(s) and constant(s) declared in headers without an imported class were left out")
        }
        print(TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true))
    }
}
