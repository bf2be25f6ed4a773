import APIRefBase

/// Every symbol's Swift name, base name and path, lowercased → positions in the table, made
/// the first time a lookup asks for a Swift spelling: link resolution, the checks and the
/// site build never ask.
final class SwiftNameIndex: Sendable {
    struct Tables {
        var names: [String: [Int]] = [:]
        var paths: [String: [Int]] = [:]
        /// `container\0base`, both lowercased.
        var bases: [String: [Int]] = [:]
        /// Each Swift container path, lowercased → a member's Objective-C container.
        var containers: [String: String] = [:]
    }

    private let tables = Locked<Tables?>(nil)

    func names(_ lowercased: String, in symbols: [Symbol]) -> [Int] { read(symbols) { $0.names[lowercased] ?? [] } }
    func paths(_ lowercased: String, in symbols: [Symbol]) -> [Int] { read(symbols) { $0.paths[lowercased] ?? [] } }
    func bases(container: String, base: String, in symbols: [Symbol]) -> [Int] {
        read(symbols) { $0.bases[container.lowercased() + "\u{0}" + base.lowercased()] ?? [] }
    }

    /// The Objective-C container of the members Swift puts in `swiftContainer`.
    func container(swiftContainer: String, in symbols: [Symbol]) -> String? {
        tables.withLock { tables in
            if tables == nil { tables = Self.make(symbols) }
            return tables?.containers[swiftContainer.lowercased()]
        }
    }

    private func read(_ symbols: [Symbol], _ body: (Tables) -> [Int]) -> [Int] {
        tables.withLock { tables in
            if tables == nil { tables = Self.make(symbols) }
            return tables.map(body) ?? []
        }
    }

    private static func make(_ symbols: [Symbol]) -> Tables {
        var tables = Tables()
        for (index, symbol) in symbols.enumerated() {
            guard let name = symbol.swiftName else { continue }
            tables.names[name.lowercased(), default: []].append(index)
            if let path = symbol.swiftPath { tables.paths[path.lowercased(), default: []].append(index) }
            if !symbol.kind.isPage, let container = symbol.container, let swiftContainer = symbol.swiftContainer, !swiftContainer.isEmpty {
                if tables.containers[swiftContainer.lowercased()] == nil { tables.containers[swiftContainer.lowercased()] = container }
            }
            if !symbol.kind.isPage, let container = symbol.container {
                let key = container.lowercased() + "\u{0}" + SwiftDeclarationName.baseName(name).lowercased()
                tables.bases[key, default: []].append(index)
            }
        }
        return tables
    }
}
