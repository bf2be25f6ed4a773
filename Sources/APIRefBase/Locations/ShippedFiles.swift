#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libraries and templates that come with the running executable: installed ones in
/// `PREFIX/share/apiref/` beside `PREFIX/bin/`, or, for a binary built in a checkout
/// (`.build/…/release/apiref`), that checkout's `Content/`, `Libraries/` and `Templates/`.
public struct ShippedFiles: Sendable, Equatable {
    /// The folder that holds `Content/`, `Libraries/` and `Templates/`.
    public var root: String

    /// The default library: the UIKit and Foundation reference.
    public var content: String { root + "/Content" }
    public var templates: String { root + "/Templates" }
    /// The other libraries, one folder each, named as `--library` names them.
    public var libraries: String { root + "/Libraries" }

    /// What `--library` calls the default library, `Content/`.
    public static let defaultLibraryName = "ios"

    /// Names the default library had before, which still select it: the table-view library
    /// became part of it when the two shipped libraries were merged.
    public static let formerDefaultNames: Set<String> = ["table-view"]

    /// The note for a command line that names the default library by a former name, or nil.
    public static func formerNameNote(_ name: String?) -> String? {
        guard let name, formerDefaultNames.contains(name.lowercased()) else { return nil }
        return "note: the '\(name)' library is now part of the reference that comes with apiref "
            + "('\(defaultLibraryName)', the default); --library \(name) is no longer needed"
    }

    /// The folder of the shipped library `name` (`ios`, a former name of it such as
    /// `table-view`, or a folder of `Libraries/`, compared without regard to case), or nil
    /// when none is called that.
    public func library(named name: String) -> String? {
        let lowercased = name.lowercased()
        if lowercased == Self.defaultLibraryName || Self.formerDefaultNames.contains(lowercased) { return content }
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        return libraryNames().first { $0.lowercased() == name.lowercased() }.map { libraries + "/" + $0 }
    }

    /// Every shipped library by name, the default first.
    public func allLibraries() -> [(name: String, path: String)] {
        [(Self.defaultLibraryName, content)] + libraryNames().map { ($0, libraries + "/" + $0) }
    }

    /// The names of the shipped libraries other than the default, sorted.
    public func libraryNames() -> [String] {
        guard let directory = opendir(libraries) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix("."), access(libraries + "/" + name + "/library.yml", F_OK) == 0 { names.append(name) }
        }
        return names.sorted()
    }

    /// The shipped files of the executable in `executableDirectory`, or nil when it has none.
    public static func beside(executableDirectory: String) -> ShippedFiles? {
        let installed = ContentPaths.parent(of: executableDirectory) + "/share/apiref"
        if PathStatus.isFolder(installed) { return ShippedFiles(root: installed) }
        // A build folder sits a few levels below its checkout: .build/<triple>/release.
        var directory = executableDirectory
        for _ in 0..<6 {
            if PathStatus.exists(directory + "/Package.swift"), PathStatus.exists(directory + "/Content/library.yml") {
                return ShippedFiles(root: directory)
            }
            let up = ContentPaths.parent(of: directory)
            if up == directory { break }
            directory = up
        }
        return nil
    }

    /// Where `beside(executableDirectory:)` looks first, for messages that list the places tried.
    public static func installedRoot(executableDirectory: String) -> String {
        ContentPaths.parent(of: executableDirectory) + "/share/apiref"
    }

}
