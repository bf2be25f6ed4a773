import APIRefCore
import APIRefProcess
import Foundation

/// Where a command may write a folder it replaces whole (a site, man pages, a docset):
/// never over the content or the templates it reads, nor a folder that holds them or lies
/// inside the content (its pages would be replaced, and the output read as content), nor
/// `/` or the home folder. `--force` replaces a folder apiref did not write; it must never mean
/// "delete the library the site is built from".
public enum OutputPlace {
    /// Throws a usage error when writing `output` would replace `content` or `templates`.
    public static func check(_ output: String, content: ContentFolder, templates: URL? = nil) throws {
        let target = resolved(URL(fileURLWithPath: output))
        let home = FileManager.default.homeDirectoryForCurrentUser
        if target == "/" || target == resolved(home) {
            throw ToolError.usage(
                "--output \(output) is \(target == "/" ? "the root folder" : "your home folder"); give a folder of its own for the output")
        }
        let guarded = [("content folder", content.url)] + (templates.map { [("template folder", $0)] } ?? [])
        for (what, folder) in guarded {
            let path = resolved(folder)
            if path == target || path.hasPrefix(target + "/") {
                throw ToolError.usage(
                    "--output \(output) \(path == target ? "is" : "holds") the \(what) \(path); writing there would replace it. Give a folder outside it"
                )
            }
            if what == "content folder", target.hasPrefix(path + "/") {
                throw ToolError.usage("--output \(output) is inside the content folder \(path); give a folder outside it")
            }
        }
    }

    /// The absolute path with symlinks and `..` resolved, as far as it exists.
    private static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
