import APIRefCore
import APIRefIndex
import APIRefRender
import Foundation

/// `apiref deprecated` and `apiref introduced`: the symbols one version (or every version)
/// deprecated or introduced, grouped by version, in the language asked; nothing is status 1.
public struct VersionedQuery {
    /// Which listing, with its version.
    public enum Kind: Equatable {
        /// `deprecated [--in VERSION]`.
        case deprecated(in: Version?)
        /// `introduced VERSION [--since]`.
        case introduced(Version, since: Bool)
    }

    public var kind: Kind
    /// `--platform` and `--container`, checked against the library when it runs.
    public var filter: SymbolFilter
    public var output: Output

    /// `deprecated`: a version that cannot be one is a usage error.
    public init(deprecatedIn version: String?, filter: SymbolFilter, output: Output) throws {
        kind = .deprecated(in: try version.map(VersionArgument.parse))
        self.filter = filter
        self.output = output
    }

    /// `introduced`: a version that cannot be one is a usage error.
    public init(introduced version: String, since: Bool, filter: SymbolFilter, output: Output) throws {
        kind = .introduced(try VersionArgument.parse(version), since: since)
        self.filter = filter
        self.output = output
    }

    /// What standard error says when nothing matches.
    var empty: String {
        switch kind {
        case .deprecated: "nothing is deprecated there"
        case .introduced: "nothing was introduced there"
        }
    }

    public func run(in folder: ContentFolder) throws {
        let index = try folder.openIndex()
        let (platform, container) = try filter.resolved(in: index)
        let (results, listing) = try index.reading { library in
            let localized = try TranslationChoice.source(for: library, folder: folder, asked: output.language)
            let found: [VersionedSymbol]
            switch kind {
            case .deprecated(let version):
                found = try index.deprecated(in: version, platform: platform, container: container)
            case .introduced(let version, let since):
                found = try index.introduced(version, since: since, platform: platform, container: container)
            }
            let results = found.map { localized?.localized($0) ?? $0 }
            let showReplacement = if case .deprecated = kind { true } else { false }
            return (
                results,
                output.versionedListing(results, source: localized ?? library, empty: empty, showReplacement: showReplacement)
            )
        }
        try output.emitVersioned(results, listing: listing, empty: empty)
    }
}
