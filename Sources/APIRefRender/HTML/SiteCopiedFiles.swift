import APIRefCore
import Foundation

/// The files a site copies rather than renders: the theme's `assets/` and the content's
/// images, in every copy of the site. Each is read through its `CheckedFile`, so nothing a
/// link leads to outside the content and theme folders is copied, and no FIFO is read.
extension SiteBuilder {
    /// Every copied file, by its path in a copy of the site, with where its bytes are.
    var copiedFiles: [(file: String, source: CheckedFile)] {
        templates.files.assets.map { ("assets/" + $0.path, $0) } + images.map { ($0.path, $0) }
    }

    /// Writes the copied files below `folder` (a staging folder), one at a time.
    func writeCopiedFiles(into folder: URL) throws {
        var writer = ExportFolder.StagingWriter(folder)
        for (file, source) in copiedFiles {
            try writer.write(file, try source.contents())
        }
    }
}
