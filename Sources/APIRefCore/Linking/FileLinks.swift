/// Links written as paths to other Markdown files — `[text](UITableView.md)`,
/// `[text](../Articles/CustomCellFromNib.md#registering-the-nib)` — which read well on GitHub:
/// each is resolved, relative to the file it is in, to the page that file holds, and becomes
/// a link the renderers turn into that page's URL (`page:<id>`). One that leads to no page
/// is a warning (`broken-file-link`).
public enum FileLinks {
    /// The scheme a resolved file link carries through the model to the renderers.
    public static let scheme = "apiref-page:"

    /// The page id and fragment of a resolved file link's destination.
    public static func target(of destination: String) -> (id: String, fragment: String)? {
        guard destination.hasPrefix(scheme) else { return nil }
        let rest = destination.dropFirst(scheme.count)
        guard let hash = rest.firstIndex(of: "#") else { return (String(rest), "") }
        return (String(rest[..<hash]), String(rest[hash...]))
    }

    /// Whether `destination` is a relative path to a Markdown file (no scheme, ends in `.md`
    /// before any fragment).
    static func isFileLink(_ destination: String) -> Bool {
        let path = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return path.hasSuffix(".md") && !path.contains(":") && !path.hasPrefix("/")
    }

    /// `Content/UIKit/X.md` + `../Articles/Y.md#s` → (`Content/Articles/Y.md`, `#s`).
    static func resolve(_ destination: String, from file: String) -> (path: String, fragment: String)? {
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var components = file.split(separator: "/").dropLast().map(String.init)
        for component in parts[0].split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return ((file.hasPrefix("/") ? "/" : "") + components.joined(separator: "/"), parts.count > 1 ? "#" + parts[1] : "")
    }
}
