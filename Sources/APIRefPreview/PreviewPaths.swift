import APIRefBase
import Foundation

/// Request paths to files of the site, checked.
enum PreviewPaths {
    /// The path below the site for a decoded request path, or nil when it would leave the
    /// folder or is not a path (`..`, a NUL, a backslash).
    static func relativePath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return segments.joined(separator: "/")
    }

    /// Whether the path is a page (or a folder, whose page is its index.html), which
    /// another site may link to, unlike the scripts, data and styles the pages load.
    static func isPage(_ path: String) -> Bool {
        guard !path.hasPrefix("/__apiref/") else { return false }
        let type = (path as NSString).pathExtension.lowercased()
        return type.isEmpty || type == "html"
    }

    static func contentType(for path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "txt": return "text/plain; charset=utf-8"
        case "md": return "text/markdown; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// The page with the live-reload script before `</body>` (or at its end).
    static func withLiveScript(_ page: Data) -> Data {
        let tag = Data(LiveScript.tag.utf8)
        if let range = page.range(of: Data("</body>".utf8), options: .backwards) {
            var page = page
            page.replaceSubrange(range.lowerBound..<range.lowerBound, with: tag)
            return page
        }
        return page + tag
    }
}
