import APIRefBase
import APIRefCommands
import ArgumentParser

/// The `apiref` command: reference documentation in the terminal and as a site.
struct APIRef: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apiref",
        abstract: "Read, check and publish API references written in Markdown.",
        discussion: """
            With no command, apiref looks a name up: apiref UITableViewCell accessoryType. \
            Options may stand before or after the command.

            The content folder is, in this order: --content DIR; $APIREF_CONTENT; the nearest \
            folder upward from the working directory that holds a library.yml; the library \
            installed with apiref (PREFIX/share/apiref/Content) or, for a binary built in a \
            checkout, that checkout's Content/.

            Templates for build are, in this order: --templates DIR; Templates/ inside the \
            content folder; Templates/ beside it; the installed default templates \
            (PREFIX/share/apiref/Templates).

            Pages show names, declarations and code examples in Swift, or in Objective-C with \
            --syntax objc: --syntax, else $APIREF_SYNTAX, else the library's syntax: in \
            library.yml, else swift. A name with only the other spelling is shown with it, \
            marked (Swift only) or (Objective-C only).

            Results go to standard output; diagnostics, errors and progress to standard error.

            Exit status: 0 success, the symbol was found; 1 not found, nothing matches, or the \
            content has errors (check, build); 2 usage error: an unknown command, option or \
            option value, or an ambiguous name; 3 I/O failure: no content folder or templates, \
            a file that cannot be read, an index or output that cannot be written.
            """,
        version: "apiref \(APIRefVersion.current)",
        subcommands: [
            LookupCommand.self, Check.self, List.self, DeprecatedCommand.self, IntroducedCommand.self, SearchCommand.self,
            BuildCommand.self, ServeCommand.self, ManCommand.self, DocsetCommand.self, ExportCommand.self, L10nCommand.self,
            ImportCommand.self, DriftCommand.self, CoverageCommand.self, SDKDiffCommand.self, HistoryCommand.self, ChangesCommand.self,
            MCPCommand.self, AuditCommand.self, CacheCommand.self
        ],
        defaultSubcommand: LookupCommand.self
    )
}
