import Foundation
import Testing

/// `docs/architecture.md`'s module map is the newcomer's way in: every module of
/// `Sources/` has one row, every row names a module that `Package.swift` declares, and
/// the folders a row names are exactly the module's folders.
@Suite struct ArchitectureMapTests {
    /// Each module the map names, with the folders its rows name ("top level" is none).
    static func map() throws -> [(module: String, folders: Set<String>)] {
        let text = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("| module | folders |") }.dropFirst(2)
        var map: [(module: String, folders: Set<String>)] = []
        for row in rows {
            guard row.hasPrefix("|") else { break }
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let folders = Set(Self.codeSpans(cells[2]).filter { $0.hasSuffix("/") }.map { String($0.dropLast()) })
            let modules = Self.codeSpans(cells[1])
            if modules.isEmpty, let last = map.indices.last {
                map[last].folders.formUnion(folders)
            } else {
                map += modules.map { (module: $0, folders: folders) }
            }
        }
        return map
    }

    static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func folders(in url: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return Set(
            names.filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            })
    }

    @Test func everyModuleHasOneRowAndEveryRowAModule() throws {
        let map = try Self.map()
        try #require(map.count >= 10, "read \(map.map(\.module)) from the map")
        let modules = map.map(\.module)
        #expect(Set(modules).count == modules.count, "a module has two rows: \(modules)")
        let sources = try Self.folders(in: Fixtures.repository.appendingPathComponent("Sources"))
        #expect(
            Set(modules) == sources,
            "in Sources/ but not the map: \(sources.subtracting(modules).sorted()); in the map but not Sources/: \(Set(modules).subtracting(sources).sorted())"
        )
    }

    @Test func everyModuleIsATargetOfThePackage() throws {
        let manifest = try String(contentsOf: Fixtures.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let map = try Self.map()
        try #require(!map.isEmpty)
        for (module, _) in map {
            let declared = [".target(", ".executableTarget(", ".systemLibrary("].contains { kind in
                manifest.components(separatedBy: kind).dropFirst().contains {
                    $0.drop { $0 == " " || $0 == "\n" }.hasPrefix("name: \"\(module)\"")
                }
            }
            #expect(declared, "\(module) is in the map but Package.swift declares no such target")
        }
    }

    @Test func eachRowNamesExactlyItsModulesFolders() throws {
        let map = try Self.map()
        try #require(!map.isEmpty)
        let sources = Fixtures.repository.appendingPathComponent("Sources")
        for (module, named) in map {
            let actual = try Self.folders(in: sources.appendingPathComponent(module))
            #expect(
                named == actual,
                "\(module): named but missing \(named.subtracting(actual).sorted()), there but unnamed \(actual.subtracting(named).sorted())"
            )
        }
    }
}
