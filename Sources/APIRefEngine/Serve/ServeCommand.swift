import APIRefCommandLine
import APIRefCommands
import APIRefCore
import ArgumentParser
import Foundation

/// `apiref serve`: the live preview. The site is built into a private folder and served on
/// this machine; a change to the content or the theme rebuilds what it affects (the
/// index's and the site's own incremental updates) and reloads the open pages.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it, serve it on this machine, and rebuild and reload the open pages as the content changes.")

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("The theme: Mustache templates and assets/ (default: the shipped Templates/).", valueName: "dir"))
    var templates: String?

    @Option(help: "The port to listen on; 0 picks a free one (the URL is printed).")
    var port: Int = 8080

    @Option(
        help: ArgumentHelp(
            "The IPv4 address to listen on. Anything but 127.0.0.1 lets other machines read the preview.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Open the preview in the default browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port)") }
    }

    func run() throws {
        let folder = try content.folder()
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        try PreviewRun(folder: folder, templateFolder: templateFolder, host: host, port: port, opensBrowser: open)
            .run(endingWith: { CommandRunner.end(with: $0, root: APIRef.self) })
    }
}
