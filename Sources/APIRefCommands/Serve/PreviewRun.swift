import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref serve`'s work: the site is built into a private folder and served on this
/// machine; a change to the content or the theme rebuilds what it affects (the index's and
/// the site's own incremental updates) and reloads the open pages. Runs until Ctrl-C or a
/// TERM (through `Interruption`, the process's one owner of signals) or until the server
/// stops on its own.
public struct PreviewRun {
    public var folder: ContentFolder
    /// The theme's folder, as `TemplateLocator` found it.
    public var templateFolder: URL
    public var host: String
    public var port: Int
    public var opensBrowser: Bool

    public init(folder: ContentFolder, templateFolder: URL, host: String, port: Int, opensBrowser: Bool) {
        self.folder = folder
        self.templateFolder = templateFolder
        self.host = host
        self.port = port
        self.opensBrowser = opensBrowser
    }

    /// Starts the preview and never returns: `end` is called with the error when the server
    /// stops on its own; an interrupt ends the process with status 0.
    public func run(endingWith end: @escaping @Sendable (Error) -> Never) throws -> Never {
        // A folder that is not there is an error now, not an overlay on an empty preview.
        _ = try folder.openIndex(announcingErrors: false)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io("\(templateFolder.path): no such template folder; give a folder of Mustache templates with --templates")
        }
        let site = try Self.privateFolder()
        // The server first: a busy port is said at once, not after the first build.
        let preview: PreviewProcess
        do {
            preview = try PreviewProcess.start(site: site, host: host, port: port)
        } catch {
            try? FileManager.default.removeItem(at: site.deletingLastPathComponent())  // our own empty folder
            throw error
        }
        // Stopping works from here on, during the first build too (the handler runs off the
        // main queue, which is busy with that build), and before the URL is printed, so a
        // script that stops the preview as soon as it has read the URL is heard.
        Self.stopCleanly(removing: site, preview: preview, end: end)
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
        FileHandle.standardOutput.write(
            Data("serving \(url) (watching \(folder.displayPath) and the theme with \(watcher.method); Ctrl-C stops)\n".utf8))
        if opensBrowser { Self.openInBrowser(url) }
        dispatchMain()
    }

    /// A new folder of this run's own for the site, removed when it stops. The folders of
    /// previews that were killed (SIGKILL leaves no chance to clean up) are removed first.
    private static func privateFolder() throws -> URL {
        let temporary = FileManager.default.temporaryDirectory
        LeftoverFiles.removeTagged(in: temporary, prefix: "apiref-serve-")
        let url = temporary.appendingPathComponent("apiref-serve-\(LeftoverFiles.ownTag)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ToolError.io(
                "cannot make a folder for the preview in \(url.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
        return url.appendingPathComponent("site")
    }

    /// Ctrl-C (or a TERM) stops the server, removes the private folder and exits with 0; the
    /// server stopping on its own ends the preview with an error.
    private static func stopCleanly(removing site: URL, preview: PreviewProcess, end: @escaping @Sendable (Error) -> Never) {
        let ownFolder = site.deletingLastPathComponent()
        preview.process.terminationHandler = { process in
            // The folder is ours and temporary; the error that matters is the server's.
            try? FileManager.default.removeItem(at: ownFolder)
            end(ToolError.io("the preview server stopped (status \(process.terminationStatus))"))
        }
        Interruption.handleSignals(removing: ownFolder) { _ in
            preview.process.terminationHandler = nil
            preview.process.terminate()
            FileHandle.standardError.write(Data("stopped\n".utf8))
            // A stop asked for is a success: status 0, nothing more to say (`CommandRunner`).
            end(ToolError(.success, ""))
        }
    }

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
