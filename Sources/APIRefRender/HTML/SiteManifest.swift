import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation

/// What a site was built from, kept in the site's marker file (`SiteBuilder.marker`): a
/// hash of everything every page depends on, and the stamp of each content file. A build
/// whose inputs hash matches the previous one redoes only the pages of the files whose
/// stamps changed.
public struct SiteManifest: Codable, Equatable, Sendable {
    /// Bump when the pages' structure changes, so that old sites are rebuilt in full.
    static let format = "apiref-site-1"

    public var inputs: String
    public var stamps: [String: String]

    /// - Parameters:
    ///   - publicSignature: `SymbolIndex.publicSignature`.
    ///   - stamps: `SymbolIndex.fileStamps`.
    ///   - images: `ContentImages.fingerprint`: an image added, removed or replaced rebuilds the site.
    public init(publicSignature: String, stamps: [String: String], theme: TemplateSet, title: String, baseURL: String?, images: String = "") {
        var hasher = FNV1a()
        for part in [Self.format, publicSignature, theme.fingerprint, title, baseURL ?? "-", images] { hasher.add(part) }
        inputs = hasher.hex
        self.stamps = stamps
    }

    /// The manifest in `site`'s marker file, if there is a readable one.
    public static func read(from site: URL) -> SiteManifest? {
        guard let data = FileManager.default.contents(atPath: site.appendingPathComponent(SiteBuilder.marker).path) else { return nil }
        return try? JSONDecoder().decode(SiteManifest.self, from: data)
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
