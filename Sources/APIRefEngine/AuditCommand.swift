import APIRefAudit
import APIRefCommands
import APIRefCore
import ArgumentParser

/// `apiref audit PATH…`: a user's Swift and Objective-C sources checked for the library's
/// deprecated API.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find the library's deprecated API in Swift and Objective-C sources.",
        // Not "Exit status: …": scripts/install takes such a line for the tool's EXIT STATUS.
        discussion: """
            Reads .swift, .m, .mm and .h files (folders are searched; hidden folders, Pods, \
            Carthage, DerivedData and node_modules are not entered) and reports each use of a \
            deprecated class, method, property, constant or function, with the version that \
            deprecated it, its replacement and the lookup that shows its page. Swift is parsed \
            with swift-syntax; in Objective-C, message sends are matched by selector, property \
            accesses by name and @selector(...) by its selector. Comments and string literals \
            never match. A name that several classes declare is reported only when every one of \
            them deprecates it, and the finding names the others. Without --deployment-target, \
            API marked to be deprecated (API_TO_BE_DEPRECATED in an SDK's history) is reported too.

            It exits with 0 when nothing was found, 1 when something was, 2 on a usage error, \
            and 3 when a path does not exist or a file cannot be read. Binary files are skipped with \
            a note; invalid UTF-8 is read with replacement characters.
            """)

    @Argument(help: ArgumentHelp("Source files or folders.", valueName: "path"))
    var paths: [String]

    @Option(help: "gnu (file:line:column: warning: …, the default), json, or sarif (SARIF 2.1.0).")
    var format: AuditReport.Format = .gnu

    @Option(help: ArgumentHelp("Report only what is deprecated at or before this version, e.g. 15.0.", valueName: "version"))
    var deploymentTarget: String?

    @Option(help: ArgumentHelp("The platform whose deprecations count (default: iOS).", valueName: "name"))
    var platform: String?

    @OptionGroup var options: ContentOptions

    func run() throws {
        let target = try deploymentTarget.map(VersionArgument.parse)
        let folder = try options.folder()
        let index = try folder.openIndex()
        try AuditRun(format: format, deploymentTarget: target, platform: platform).run(paths: paths, index: index)
    }
}

extension AuditReport.Format: ExpressibleByArgument {}
