import APIRefBase
import APIRefCore
import APIRefProcess
import Foundation

/// One error as the preview's overlay shows it.
public struct OverlayDiagnostic: Encodable {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var id: String
}

/// The preview's builds, one at a time: changes during a build make one more build after it.
public final class PreviewBuilds: Sendable {
    let folder: ContentFolder
    let templateFolder: URL
    let site: URL
    /// Serial: builds never overlap.
    private let builds = DispatchQueue(label: "apiref.serve.builds")
    /// Whether a build is queued and not started: later changes are already in it.
    private let queued = Locked(false)

    /// Builds of `folder` with the templates in `templateFolder`, into `site`.
    public init(folder: ContentFolder, templateFolder: URL, site: URL) {
        self.folder = folder
        self.templateFolder = templateFolder
        self.site = site
    }

    /// Builds (or updates) the site now; returns the content's errors for the overlay. A
    /// build that fails keeps the previous site and reports why, as one overlay entry.
    private func rebuild() -> [OverlayDiagnostic] {
        let start = Date()
        do {
            let index = try folder.openIndex(announcingErrors: false)
            let errors = try index.diagnostics().filter { $0.severity == .error }
            let result = try SiteBuild(folder: folder, index: index, templateFolder: templateFolder, baseURL: nil).write(
                to: site, force: true)
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            OutputWarnings.print(result.diagnostics)
            let what =
                (result.incremental ? "updated \(result.pages) page\(result.pages == 1 ? "" : "s")" : "built \(result.pages) pages")
                + (result.restored == 0 ? "" : ", restored \(result.restored)")
            FileHandle.standardError.write(
                Data("\(what) in \(milliseconds) ms\(errors.isEmpty ? "" : "; \(errors.count) error(s) in the content")\n".utf8))
            return errors.map {
                OverlayDiagnostic(
                    path: $0.location.path, line: $0.location.line, column: $0.location.column,
                    severity: $0.severity.rawValue, message: TerminalSafety.strip($0.message), id: $0.id)
            }
        } catch {
            let message = (error as? ToolError)?.message ?? "\(error)"
            ToolMessage.say("the preview was not rebuilt: \(message)")
            return [
                OverlayDiagnostic(
                    path: folder.displayPath, line: 1, column: 1, severity: "error", message: "the preview was not rebuilt: \(message)",
                    id: "build-failed")
            ]
        }
    }

    /// Builds now, in turn with the rebuilds that changes ask for, and hands the result on
    /// before any of theirs: the first build, with the watcher already running, so that a
    /// save during it is built after it rather than lost.
    public func buildNow(then publish: @Sendable ([OverlayDiagnostic]) -> Void) {
        builds.sync { publish(rebuild()) }
    }

    /// Rebuilds after the current build, if one is running, and hands the result on.
    public func requestRebuild(then publish: @escaping @Sendable ([OverlayDiagnostic]) -> Void) {
        let isNew = queued.withLock { queued in
            defer { queued = true }
            return !queued
        }
        guard isNew else { return }
        builds.async { [self] in
            queued.withLock { $0 = false }
            publish(rebuild())
        }
    }
}
