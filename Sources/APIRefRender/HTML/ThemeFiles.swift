import APIRefBase
import APIRefCore
import Foundation

/// The files of a theme folder that may be read or copied into an output, found in one walk
/// through `ConfinedFolders`: its templates, its `assets/`, its docset icons, and a warning
/// for each link that leads out of the content and theme folders or special file left out.
public struct ThemeFiles: Sendable {
    /// Every file that may be read, by its path below the theme folder.
    public let files: [CheckedFile]
    /// The links and special files left out, each once.
    public let diagnostics: [Diagnostic]
    /// How diagnostics name the theme folder.
    public let display: String

    /// - Parameters:
    ///   - folder: the theme.
    ///   - confinement: the folders the theme's links may lead into (the content folder and
    ///     the theme); nil for the theme alone.
    ///   - display: how diagnostics name the folder (default: its path).
    public init(folder: URL, confinement: ConfinedFolders? = nil, display: String? = nil) {
        self.display = display ?? folder.path
        let walked = (confinement ?? ConfinedFolders([folder])).files(below: folder, display: self.display)
        files = walked.files
        diagnostics = walked.diagnostics
    }

    /// The top-level `*.mustache` files.
    var templates: [CheckedFile] { files.filter { !$0.path.contains("/") && $0.path.hasSuffix(".mustache") } }

    /// The files below `assets/`, with their paths below it.
    public var assets: [CheckedFile] { files(in: "assets") }

    /// The files below `folder` (a top-level folder of the theme), with their paths below it.
    public func files(in folder: String) -> [CheckedFile] {
        files.compactMap { file in
            file.path.hasPrefix(folder + "/") ? CheckedFile(path: String(file.path.dropFirst(folder.count + 1)), source: file.source) : nil
        }
    }

    /// A hash of every file's path and bytes: a site built with another fingerprint is rebuilt in full.
    var fingerprint: String {
        var hasher = FNV1a()
        for file in files {
            hasher.add(file.path)
            // A file that cannot be read cannot matter here: the build reads it again to
            // copy or render it, and fails there with the reason.
            hasher.add(bytes: (try? file.contents()) ?? Data())
        }
        return hasher.hex
    }
}
