import Foundation

/// Finds the content folder: `--content`, else `APIREF_CONTENT`, else the shipped
/// `Content/` of the repository apiref runs from (found upward from the working
/// directory, then from the executable), so the main job needs no configuration.
public enum ContentLocator {
    public static func locate(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                              workingDirectory: String = FileManager.default.currentDirectoryPath,
                              executable: String = CommandLine.arguments.first ?? "") -> ContentFolder {
        if let explicit, !explicit.isEmpty { return folder(explicit, relativeTo: workingDirectory) }
        if let fromEnvironment = environment["APIREF_CONTENT"], !fromEnvironment.isEmpty {
            return folder(fromEnvironment, relativeTo: workingDirectory)
        }
        let executableDirectory = URL(fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: workingDirectory))
            .resolvingSymlinksInPath().deletingLastPathComponent().path
        for start in [workingDirectory, executableDirectory] {
            if let found = shippedContent(above: start) {
                return ContentFolder(url: URL(fileURLWithPath: found), displayPath: display(found, from: workingDirectory))
            }
        }
        return folder("Content", relativeTo: workingDirectory)
    }

    private static func folder(_ path: String, relativeTo base: String) -> ContentFolder {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
        return ContentFolder(url: url, displayPath: path)
    }

    private static func shippedContent(above start: String) -> String? {
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        for _ in 0..<8 {
            let candidate = directory.appendingPathComponent("Content")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path),
               FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return candidate.path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return nil
    }

    private static func display(_ path: String, from workingDirectory: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
