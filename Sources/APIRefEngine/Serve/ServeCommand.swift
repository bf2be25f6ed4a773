import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefIndex
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

    @Option(help: ArgumentHelp("The IPv4 address to listen on. Anything but 127.0.0.1 lets other machines read the preview.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Open the preview in the default browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port)") }
    }

    func run() throws {
        let folder = try content.folder()
        // A folder that is not there is an error now, not an overlay on an empty preview.
        _ = try folder.openIndex(announcingErrors: false)
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io("\(templateFolder.path): no such template folder; give a folder of Mustache templates with --templates")
        }
        let site = try privateFolder()
        // The server first: a busy port is said at once, not after the first build.
        let preview: PreviewProcess
        do {
            preview = try PreviewProcess.start(site: site, host: host, port: port)
        } catch {
            try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) // cleanup; the error is thrown
            throw error
        }
        // Stopping works from here on, during the first build too (its handler runs off the
        // main queue, which is busy with that build), and before the URL is printed, so a
        // script that stops the preview as soon as it has read the URL is heard.
        Self.stopCleanly(removing: site, preview: preview)
        if !host.hasPrefix("127.") {
            ToolMessage.say("warning: listening on \(host): other machines on the network can read the preview")
        }
        // Every rebuild reads the symbols' identities twice; an edit to prose keeps them.
        IdentityMemo.shared.isEnabled = true
        let builds = PreviewBuilds(folder: folder, templateFolder: templateFolder, site: site)
        // Watching first: a save during the first build makes one more build after it.
        let watcher = FolderWatcher(folders: [folder.url, templateFolder]) {
            builds.requestRebuild(then: preview.publish)
        }
        watcher.start()
        builds.buildNow(then: preview.publish)
        let url = "http://\(host):\(preview.port)/"
        FileHandle.standardOutput.write(Data("serving \(url) (watching \(folder.displayPath) and the theme with \(watcher.method); Ctrl-C stops)\n".utf8))
        if open { Self.openInBrowser(url) }
        dispatchMain()
    }

    /// A new folder of this run's own for the site, removed when it stops. The folders of
    /// previews that were killed (SIGKILL leaves no chance to clean up) are removed first.
    private func privateFolder() throws -> URL {
        let temporary = FileManager.default.temporaryDirectory
        LeftoverFiles.removeTagged(in: temporary, prefix: "apiref-serve-")
        let url = temporary.appendingPathComponent("apiref-serve-\(LeftoverFiles.ownTag)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ToolError.io("cannot make a folder for the preview in \(url.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
        return url.appendingPathComponent("site")
    }

    /// Ctrl-C (or a TERM) stops the server, removes the private folder and exits with 0; the
    /// server stopping on its own ends the preview with an error.
    private static func stopCleanly(removing site: URL, preview: PreviewProcess) {
        // Removing the private folder is cleanup; one left is swept by the next preview.
        preview.process.terminationHandler = { process in
            try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
            CommandRunner.end(with: ToolError.io("the preview server stopped (status \(process.terminationStatus))"))
        }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                preview.process.terminationHandler = nil
                preview.process.terminate()
                try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
                FileHandle.standardError.write(Data("stopped\n".utf8))
                Foundation.exit(ExitStatus.success.rawValue)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    private static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #endif
        process.arguments = (process.executableURL?.path == "/usr/bin/env" ? ["xdg-open"] : []) + [url]
        do {
            try process.run()
        } catch {
            ToolMessage.say("warning: cannot open a browser (\(error.localizedDescription)); open \(url) yourself")
        }
    }
}
