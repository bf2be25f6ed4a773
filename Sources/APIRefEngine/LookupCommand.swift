import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref UITableViewCell accessoryType`: the page of a class, member, constant,
/// notification or article. The default command.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Show the page of a class, member, constant, notification or article (the default command).",
        discussion: """
            Forms: UITableViewCell, UITableViewCell accessoryType, UITableViewCell.accessoryType,
            UITableViewCell/accessoryType, '-[UITableViewCell setEditing:animated:]', a member,
            constant or notification alone, UITableViewCell "Cell Styles", an article's name.
            """)

    @Argument(help: "What to look up.", completion: .custom(SymbolCompletion.inEngine))
    var words: [String] = []

    @Flag(help: "On a class page, append every member's full entry.")
    var all = false

    @Option(
        help: ArgumentHelp(
            "Show names, declarations and examples in swift or objc (default: $APIREF_SYNTAX, else library.yml's syntax, else swift).",
            valueName: "syntax"),
        completion: .list(["swift", "objc"]))
    var syntax: String?

    @Flag(name: .customLong("no-history"), help: "Leave out the HISTORY section (what each SDK release changed).")
    var noHistory = false

    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        guard !words.isEmpty else {
            throw CleanExit.helpRequest(APIRef.self)
        }
        var settings = output.settings
        settings.syntax = syntax
        var runner = LookupRunner(words: words, all: all, folder: try content.folder(), output: settings)
        runner.commandNames = CommandNames.all
        runner.showsHistory = !noHistory
        try runner.run()
    }
}
