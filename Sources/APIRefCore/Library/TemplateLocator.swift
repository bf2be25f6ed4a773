import APIRefBase
import Foundation

/// Finds the theme a site is built with, in this order (the README documents it):
/// 1. `--templates DIR`;
/// 2. `Templates/` inside the content folder: a library's own theme;
/// 3. `Templates/` beside the content folder (a repository with `Content/` and `Templates/`);
/// 4. the default templates shipped with the running executable (`ShippedFiles`).
public enum TemplateLocator {
    public static let folderName = "Templates"

    /// The theme's folder; throws `LocationError.noTemplates` with every place tried when none
    /// is found. An explicit folder is returned as given: loading it says what is wrong with it.
    public static func locate(
        explicit: String?, content: ContentFolder,
        executableDirectory: String = ExecutablePath.directory()
    ) throws -> URL {
        if let explicit, !explicit.isEmpty { return URL(fileURLWithPath: explicit, isDirectory: true) }
        let inside = content.url.appendingPathComponent(folderName, isDirectory: true)
        let beside = content.url.deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
        let shipped = ShippedFiles.beside(executableDirectory: executableDirectory).map {
            URL(fileURLWithPath: $0.templates, isDirectory: true)
        }
        for candidate in [inside, beside] + (shipped.map { [$0] } ?? []) where isFolder(candidate) {
            return candidate
        }
        throw LocationError.noTemplates(tried: [
            "--templates DIR (not given)",
            inside.path + " (the library's own theme)",
            beside.path + " (beside the content folder)",
            (shipped?.path ?? ShippedFiles.installedRoot(executableDirectory: executableDirectory) + "/" + folderName)
                + " (the default templates)"
        ])
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
