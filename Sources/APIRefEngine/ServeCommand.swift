import APIRefBase
import APIRefCore
import APIRefServe
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
        let builds = PreviewBuilds(folder: folder, templateFolder: templateFolder, site: site)
        let channel = LiveChannel()
        let server: PreviewServer
        do {
            server = try PreviewServer(site: site, host: host, port: UInt16(port), channel: channel)
            try server.checkAvailable()
        } catch let error as PreviewServer.BindError {
            try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
            throw ToolError.usage(error.description)
        }
        if !host.hasPrefix("127.") {
            CommandRunner.say("warning: listening on \(host): other machines on the network can read the preview")
        }
        let first = builds.rebuild()
        let watcher = FolderWatcher(folders: [folder.url, templateFolder]) {
            builds.requestRebuild { diagnostics in Task { await channel.published(diagnostics: diagnostics) } }
        }
        watcher.start()
        Task {
            await channel.published(diagnostics: first)
            let serving = Task { try await server.run() }
            do {
                let port = try await server.waitUntilListening()
                let url = "http://\(host):\(port)/"
                FileHandle.standardOutput.write(Data("serving \(url) (watching \(folder.displayPath) and the theme with \(watcher.method); Ctrl-C stops)\n".utf8))
                if open { Self.openInBrowser(url) }
                try await serving.value
            } catch {
                try? FileManager.default.removeItem(at: site.deletingLastPathComponent())
                let message = (error as? PreviewServer.BindError)?.description ?? "cannot serve on \(host):\(port): \(error)"
                CommandRunner.end(with: ToolError.usage(message + " (is another apiref serve running? pick another --port, or 0 for any free one)"))
            }
        }
        Self.stopCleanly(removing: site)
        dispatchMain()
    }

    /// A new folder of this run's own for the site, removed when it stops.
    private func privateFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ToolError.io("cannot make a folder for the preview in \(url.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
        return url.appendingPathComponent("site")
    }

    /// Ctrl-C (or a TERM) removes the private folder and exits with 0.
    private static func stopCleanly(removing site: URL) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
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
            CommandRunner.say("warning: cannot open a browser (\(error.localizedDescription)); open \(url) yourself")
        }
    }
}

/// The preview's builds, one at a time: changes during a build make one more build after it.
final class PreviewBuilds: @unchecked Sendable {
    let folder: ContentFolder
    let templateFolder: URL
    let site: URL
    /// Serial: builds never overlap.
    private let builds = DispatchQueue(label: "apiref.serve.builds")
    private let lock = NSLock()
    /// Whether a build is queued and not started: later changes are already in it.
    private var queued = false

    init(folder: ContentFolder, templateFolder: URL, site: URL) {
        self.folder = folder
        self.templateFolder = templateFolder
        self.site = site
    }

    /// Builds (or updates) the site now; returns the content's errors for the overlay. A
    /// build that fails keeps the previous site and reports why, as one overlay entry.
    func rebuild() -> [OverlayDiagnostic] {
        let start = Date()
        do {
            let index = try folder.openIndex(announcingErrors: false)
            let errors = try index.diagnostics().filter { $0.severity == .error }
            let result = try SiteBuild(folder: folder, index: index, templateFolder: templateFolder, baseURL: nil).write(to: site, force: true)
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            let what = result.incremental ? "updated \(result.pages) page\(result.pages == 1 ? "" : "s")" : "built \(result.pages) pages"
            FileHandle.standardError.write(Data("\(what) in \(milliseconds) ms\(errors.isEmpty ? "" : "; \(errors.count) error(s) in the content")\n".utf8))
            return errors.map {
                OverlayDiagnostic(path: $0.location.path, line: $0.location.line, column: $0.location.column,
                                  severity: $0.severity.rawValue, message: TerminalSafety.strip($0.message), id: $0.id)
            }
        } catch {
            let message = (error as? ToolError)?.message ?? "\(error)"
            CommandRunner.say("the preview was not rebuilt: \(message)")
            return [OverlayDiagnostic(path: folder.displayPath, line: 1, column: 1, severity: "error", message: "the preview was not rebuilt: \(message)", id: "build-failed")]
        }
    }

    /// Rebuilds after the current build, if one is running, and hands the result on.
    func requestRebuild(then publish: @escaping @Sendable ([OverlayDiagnostic]) -> Void) {
        let isNew = lock.withLock { () -> Bool in
            defer { queued = true }
            return !queued
        }
        guard isNew else { return }
        builds.async { [self] in
            lock.withLock { queued = false }
            publish(rebuild())
        }
    }
}
