import Foundation

/// Reads a built site as a browser would follow it: every `href` and `src`, and every
/// `id` a fragment can point at.
struct SiteCrawler {
    let root: URL

    var htmlFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let file = enumerator?.nextObject() as? String {
            if file.hasSuffix(".html") { files.append(file) }
        }
        return files.sorted()
    }

    func text(_ file: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    static func attributes(_ name: String, in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\\s\(name)=\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { decode(String(html[$0])) } }
    }

    static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every internal link or anchor that does not exist, as `page: target`.
    func brokenLinks() -> [String] {
        var ids: [String: Set<String>] = [:]
        for file in htmlFiles { ids[file] = Set(Self.attributes("id", in: text(file))) }
        var broken: [String] = []
        for file in htmlFiles {
            let html = text(file)
            for target in Self.attributes("href", in: html) + Self.attributes("src", in: html) + Self.attributes("data-index", in: html) {
                if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].split(separator: "?").first.map(String.init) ?? ""
                let resolved = SiteRelativePath.resolve(path, from: file, in: root)
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else {
                    broken.append("\(file): \(target)")
                    continue
                }
                if parts.count == 2, !parts[1].isEmpty, !(ids[resolved]?.contains(parts[1]) ?? false) {
                    broken.append("\(file): \(target)")
                }
            }
        }
        return broken
    }
}
