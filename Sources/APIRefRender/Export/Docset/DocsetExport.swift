import APIRefCore
import Foundation

/// A Dash/Zeal docset in Kapeli's format: `NAME.docset/Contents/Info.plist`,
/// `Contents/Resources/docSet.dsidx` (the search index) and the site's pages without the
/// site's sidebar and search in `Contents/Resources/Documents/`, with the theme's
/// `docset/icon.png` and `icon@2x.png` when it has them. Written whole or not at all.
public struct DocsetExport {
    public static let marker = ".apiref-docset"

    /// The bundle's name: `NAME.docset`, `NAME.tgz`, `NAME.xml`.
    public let name: String
    /// What Dash and Zeal show as the docset's title.
    public let title: String
    /// The search keyword (`DocSetPlatformFamily`).
    public let keyword: String
    /// Where the same pages are on the web, if they are.
    public let fallbackURL: String?

    public init(name: String, title: String, keyword: String, fallbackURL: String?) {
        self.name = name
        self.title = title
        self.keyword = keyword
        self.fallbackURL = fallbackURL
    }

    /// Why `name` cannot name a docset, or nil when it can: it becomes a folder's name and
    /// part of a bundle identifier.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return "a docset needs a name" }
        if name.contains("/") || name.contains("\\") { return "'\(name)' has a slash; a docset's name is a file name, not a path" }
        if name.hasPrefix(".") { return "'\(name)' starts with a dot, which hides the docset" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return "'\(name)' has a control character"
        }
        if name.utf8.count > 200 { return "'\(name.prefix(40))…' is too long for a file name" }
        return nil
    }

    /// A docset name from a title: letters, digits, `.`, `_` and `-`, other runs as one `-`.
    public static func name(fromTitle title: String) -> String {
        var out = ""
        for scalar in title.unicodeScalars {
            let keep =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            if keep { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("-") { out += "-" }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "apiref" : trimmed
    }

    /// `CFBundleIdentifier`: `apiref.` and the name in the characters a bundle identifier allows.
    var identifier: String {
        "apiref."
            + String(
                name.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-" }
            ).lowercased()
    }

    /// Writes `folder/NAME.docset` from `builder` (a docset-flavoured site builder); returns
    /// how many entries its index has.
    public func write(_ builder: SiteBuilder, into folder: URL, force: Bool) throws -> Int {
        precondition(builder.flavor == .docset, "a docset's pages leave out the site's sidebar and search")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = DocsetIndex.entries(builder.table, paths: builder.paths)
        try ExportFolder.write(to: folder.appendingPathComponent(name + ".docset"), marker: Self.marker, force: force) { bundle in
            let contents = bundle.appendingPathComponent("Contents")
            let resources = contents.appendingPathComponent("Resources")
            _ = try builder.writeAll(into: resources.appendingPathComponent("Documents"))
            let info = DocsetInfo(bundleName: title, identifier: identifier, keyword: keyword, fallbackURL: fallbackURL)
            try Data(info.plist.utf8).write(to: contents.appendingPathComponent("Info.plist"))
            try DocsetIndex.write(entries, to: resources.appendingPathComponent("docSet.dsidx"))
            // Through the theme's checked files, as its assets: a link out of it is not copied.
            for icon in builder.templates.files.files(in: "docset") where ["icon.png", "icon@2x.png"].contains(icon.path) {
                try ExportFolder.writeFiles([(icon.path, try icon.contents())], below: bundle)
            }
        }
        return entries.count
    }

    /// `folder/NAME.tgz` of the docset written there, and `folder/NAME.xml`, the feed Dash
    /// subscribes to: its version, and where the archive is (`baseURL` + `NAME.tgz`).
    /// Each file is written beside its place and renamed into it.
    public func writeArchive(in folder: URL, version: String, baseURL: String?, time: Date) throws {
        try SiteOutput.replaceFile(folder.appendingPathComponent(name + ".tgz")) { temporary in
            try TarArchive.write(
                folder: folder.appendingPathComponent(name + ".docset"), as: name + ".docset",
                to: temporary, time: Int(time.timeIntervalSince1970), leavingOut: [Self.marker])
        }
        let url = (baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "") + name + ".tgz"
        let feed = "<entry>\n<version>\(HTMLEscape.text(version))</version>\n<url>\(HTMLEscape.text(url))</url>\n</entry>\n"
        try SiteOutput.replaceFile(folder.appendingPathComponent(name + ".xml"), with: Data(feed.utf8))
    }
}
