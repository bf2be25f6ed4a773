import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefImport
import ArgumentParser
import Foundation

/// `apiref import GRAPH… [--into DIR] [--only NAME…] [--dry-run]`: pages from symbol graphs.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write or update pages from symbol graphs: facts in, prose kept.",
        discussion: """
            Each class, protocol and category becomes a page with its front matter and every \
            member's declaration, parameters, availability and deprecation; the enumerations, \
            constants and notifications of its header go on the page of the class declared \
            there. An existing page is merged: its facts are updated, members it lacks are \
            added without prose under the task group "New in this import", and its prose and \
            task groups are never touched; members the graph no longer declares are reported, \
            not deleted. Importing the same graphs again changes nothing. Each page is checked \
            as `apiref check` would check it, among the library's pages, before it is written: \
            a page with an error is refused and reported (exit 1), and the others are written, \
            all of them or none. A Swift module's graphs give a page to each struct, enum, \
            class, actor and protocol, to each other module's type it extends (kind: \
            extension) and to its globals, every member declared in Swift.

            Swift graphs given with the Objective-C ones (an SDK folder holds both) are joined \
            to them by precise identifier: each member Swift sees gets a ```swift block after \
            its ```objc one, a `Swift name` field where its declaration and page cannot say its \
            Swift path, the page a `swift-name` where its Swift name differs (NSIndexPath: \
            IndexPath), and a class its Swift-only members (overlay methods), headed by their \
            Swift name; Swift-only types get pages of their own. --spellings-only writes only \
            those spellings into the pages the library has, and changes no other fact: a \
            library kept at an older SDK's facts takes a newer SDK's Swift spellings.
            """)

    @Argument(
        help: ArgumentHelp(
            "Symbol graph files (*.symbols.json or *.symbols.json.gz), or folders of them (subfolders too), Objective-C and Swift. A Swift module's graphs (swift package dump-symbol-graph) are imported whole; from a module with Objective-C graphs, Swift adds its spellings and its Swift-only types.",
            valueName: "graph"))
    var graphs: [String]

    @Option(help: ArgumentHelp("The library folder to write into (default: the content folder).", valueName: "dir"))
    var into: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Import only these classes, protocols and categories (or Swift types, extensions such as 'String Extensions', a module's globals by its name).",
            valueName: "name"))
    var only: [String] = []

    @Flag(help: "Print the plan; write nothing.")
    var dryRun = false

    @Flag(
        help:
            "Write only the Swift graphs' spellings (```swift blocks, Swift name fields, swift-name) into existing pages; change no other fact."
    )
    var spellingsOnly = false

    @OptionGroup var options: ContentOptions
    @OptionGroup var format: FormatOptions

    func run() throws {
        let graphs = try GraphSet.loadForCommand(self.graphs, quiet: options.quiet)
        let folder = try into.map { try GraphImportRun.folder(creating: $0, dryRun: dryRun) } ?? options.folder()
        try GraphImportRun(graphs: graphs, folder: folder, only: only, dryRun: dryRun, spellingsOnly: spellingsOnly, json: format.isJSON)
            .run()
    }
}
