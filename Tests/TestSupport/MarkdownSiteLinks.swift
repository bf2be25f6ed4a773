import Foundation

/// The links of a built site's Markdown copies (`Name.md` beside each page) and of each
/// copy's `llms.txt`, checked as a reader of Markdown follows them: every relative link
/// leads to a file of the site, and a fragment on a `.md` copy names an entry of it (a
/// heading's code span, or a constant's line: `SitePaths.anchor`'s names).
public struct MarkdownSiteLinks {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// Every `.md` file and `llms.txt` of the site, by its path below `root`.
    public var files: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let file = enumerator?.nextObject() as? String {
            if file.hasSuffix(".md") || (file as NSString).lastPathComponent == "llms.txt" { files.append(file) }
        }
        return files.sorted()
    }

    /// The text without its fenced code blocks, where `](` and `#` are code.
    public static func prose(of text: String) -> String {
        var fence: String?
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = fence {
                if line.hasPrefix(open) { fence = nil }
                continue
            }
            if line.hasPrefix("```") || line.hasPrefix("~~~~") {
                fence = line.hasPrefix("```") ? "```" : "~~~~"
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Every link destination of a Markdown text, `](target)` or `](<target>)`, without a
    /// title; code blocks left out.
    public static func destinations(in text: String) -> [String] {
        var found: [String] = []
        let body = Self.prose(of: text)
        var rest = body[...]
        while let start = rest.range(of: "](") {
            rest = rest[start.upperBound...]
            let destination: Substring
            if rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
                destination = rest[rest.index(after: rest.startIndex)..<end]
            } else {
                destination = rest.prefix { $0 != ")" && $0 != " " && !$0.isNewline }
            }
            found.append(String(destination))
        }
        return found
    }

    /// The anchors a `.md` copy answers: every code span of a heading, and the names a
    /// constant's line starts with, spaces as hyphens.
    public static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        for line in Self.prose(of: text).split(separator: "\n") {
            let spans: [Substring]
            if line.hasPrefix("#") {
                spans = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(
                    \.element)
            } else if line.hasPrefix("- `") || line.hasPrefix("- **`") {
                // A constant's names, before its summary: `- `plain` · `GKShelfStylePlain` — …`.
                let names = line.components(separatedBy: " — ")[0]
                spans = names.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(
                    \.element)
            } else {
                continue
            }
            for span in spans { anchors.insert(span.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "-")) }
        }
        return anchors
    }

    /// Every relative link that leads nowhere, as `file: target`.
    public func brokenLinks() -> [String] {
        var anchorsByFile: [String: Set<String>] = [:]
        var broken: [String] = []
        for file in files {
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for target in Self.destinations(in: text) {
                if ["http:", "https:", "mailto:"].contains(where: target.hasPrefix) { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].removingPercentEncoding ?? parts[0]
                let resolved = SiteRelativePath.resolve(path, from: file, in: root)
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else {
                    broken.append("\(file): \(target)")
                    continue
                }
                guard parts.count == 2, resolved.hasSuffix(".md") else { continue }
                if anchorsByFile[resolved] == nil {
                    anchorsByFile[resolved] = Self.anchors(
                        in: (try? String(contentsOf: root.appendingPathComponent(resolved), encoding: .utf8)) ?? "")
                }
                if anchorsByFile[resolved]?.contains(parts[1].removingPercentEncoding ?? parts[1]) != true {
                    broken.append("\(file): \(target)")
                }
            }
        }
        return broken
    }
}
