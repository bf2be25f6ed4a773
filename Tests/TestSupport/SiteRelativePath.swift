import Foundation

/// Where a site-relative link's path leads: the file under `root` that `path`, written in
/// `file`, names (`file` itself for an empty path, a fragment-only link). Shared by the
/// HTML crawl and the Markdown copies' link check.
public enum SiteRelativePath {
    public static func resolve(_ path: String, from file: String, in root: URL) -> String {
        guard !path.isEmpty else { return file }
        return URL(fileURLWithPath: path, relativeTo: root.appendingPathComponent(file).deletingLastPathComponent())
            .standardizedFileURL.path.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
    }
}
