import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation

/// What a site was built from, kept in the site's marker file (`SiteBuilder.marker`): a
/// hash of everything every page depends on, the stamp of each content file, and the size
/// and hash of every file written (`SiteFileSums`). A build whose inputs hash matches the
/// previous one redoes only the pages of the files whose stamps changed, and restores the
/// files of the site that are missing or not what it wrote.
public struct SiteManifest: Codable, Equatable, Sendable {
    /// Bump when the pages' structure changes, so that old sites are rebuilt in full.
    static let format = "apiref-site-2"

    public var inputs: String
    public var stamps: [String: String]
    /// Every file of the site but the marker, by its path below the site's folder.
    public var files: [String: SiteFileSums.Sum] = [:]

    private enum CodingKeys: String, CodingKey { case inputs, stamps, files }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inputs = try container.decode(String.self, forKey: .inputs)
        stamps = try container.decode([String: String].self, forKey: .stamps)
        let text = try container.decode(String.self, forKey: .files)
        guard let files = SiteFileSums.sums(text) else {
            throw DecodingError.dataCorruptedError(forKey: .files, in: container, debugDescription: "not lines of 'size hash path'")
        }
        self.files = files
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(inputs, forKey: .inputs)
        try container.encode(stamps, forKey: .stamps)
        try container.encode(SiteFileSums.text(files), forKey: .files)
    }

    /// - Parameters:
    ///   - publicSignature: `SymbolIndex.publicSignature`.
    ///   - stamps: `SymbolIndex.fileStamps`.
    ///   - images: `ContentImages.fingerprint`: an image added, removed or replaced rebuilds the site.
    ///   - markdownCopies: whether the pages' Markdown copies and `llms.txt` are written
    ///     (`SiteBuilder.markdownCopies`): turning them on or off rebuilds the site, which
    ///     adds or removes them all.
    public init(
        publicSignature: String, stamps: [String: String], theme: TemplateSet, title: String, baseURL: String?, images: String = "",
        markdownCopies: Bool = true
    ) {
        var hasher = FNV1a()
        for part in [Self.format, publicSignature, theme.fingerprint, title, baseURL ?? "-", images, markdownCopies ? "md" : "-"] {
            hasher.add(part)
        }
        inputs = hasher.hex
        self.stamps = stamps
    }

    /// The manifest in `site`'s marker file, if there is a readable one.
    public static func read(from site: URL) -> SiteManifest? {
        guard let data = FileManager.default.contents(atPath: site.appendingPathComponent(SiteBuilder.marker).path) else { return nil }
        // One that does not decode (another version's, damaged) is no manifest: the site is
        // built in full, which is what it would take to trust it again.
        return try? JSONDecoder().decode(SiteManifest.self, from: data)
    }

    /// Writes the manifest into `site`'s marker file, replacing it whole.
    public func write(into site: URL) throws {
        try SiteOutput.replaceFile(site.appendingPathComponent(SiteBuilder.marker), with: encoded())
    }

    /// The files of the site at `site` that are missing or not what was written (`SiteFileSums.damaged`).
    public func damagedFiles(in site: URL) -> Set<String> {
        SiteFileSums.damaged(files, in: site)
    }

    /// This manifest with the files an update wrote (nil bytes: removed) recorded over `previous`'s.
    public func recording(_ written: [String: Data?], over previous: SiteManifest) -> SiteManifest {
        var next = self
        next.files = previous.files
        for (file, bytes) in written {
            next.files[file] = bytes.map(SiteFileSums.Sum.init)
        }
        return next
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The content files edited since `previous`, or nil when the site must be rebuilt in
    /// full (other inputs changed, or files were added or removed).
    public func editedFiles(since previous: SiteManifest) -> Set<String>? {
        guard inputs == previous.inputs, Set(stamps.keys) == Set(previous.stamps.keys) else { return nil }
        return Set(stamps.filter { previous.stamps[$0.key] != $0.value }.keys)
    }
}
