import APIRefAudit
import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref audit PATH…`: a user's Swift and Objective-C sources checked for the library's
/// deprecated API.
struct AuditCommand: ParsableCommand {
    static let configuration = AuditArguments.configuration

    @OptionGroup var arguments: AuditArguments

    func run() throws {
        let target = try arguments.deploymentTarget.map(VersionArgument.parse)
        let folder = try arguments.options.folder()
        let index = try folder.openIndex()
        try AuditRun(format: arguments.format, deploymentTarget: target, platform: arguments.platform)
            .run(paths: arguments.paths, index: index)
    }
}
