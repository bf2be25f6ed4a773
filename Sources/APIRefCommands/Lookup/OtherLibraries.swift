import APIRefBase
import APIRefCore
import Foundation

/// The libraries that come with apiref are separate: each has its own index, checks and
/// site, and a page links only inside its own library. When a lookup finds nothing, this
/// says which other shipped library has a page of that name, so `apiref UIButton` in the
/// table-view library points at `--library ios`.
public enum OtherLibraries {
    /// A note naming the shipped libraries, other than `folder`, with a page called `name`
    /// (`UIButton`, or the class of `UIButton/setTitle:forState:`); nil when none has one.
    public static func note(for words: [String], searchedIn folder: ContentFolder) -> String? {
        guard let first = words.first, let shipped = ShippedFiles.beside(executableDirectory: ExecutablePath.directory()) else {
            return nil
        }
        let name = String(first.split(whereSeparator: { $0 == "/" || $0 == "." }).first ?? "")
        guard !name.isEmpty, !name.hasPrefix("-") else { return nil }
        let here = folder.url.resolvingSymlinksInPath().path
        var seen: Set<String> = [here]
        let holding = shipped.allLibraries().filter { _, path in
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard seen.insert(resolved).inserted else { return false }
            return hasPage(named: name, in: path)
        }
        guard let (library, _) = holding.first else { return nil }
        let command = (["apiref", "--library", library] + words).joined(separator: " ")
        return
            "note: \(name) is in the library '\(library)' that comes with apiref; libraries are separate (each has its own index and site): \(command)"
    }

    /// Whether `folder` has `Name.md` at its top or one folder down (`UIKit/UIButton.md`).
    private static func hasPage(named name: String, in folder: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/" + name + ".md") { return true }
        // Only a hint after "not found": a folder that cannot be listed gives none.
        let subfolders = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        return subfolders.contains { manager.fileExists(atPath: folder + "/" + $0 + "/" + name + ".md") }
    }
}
