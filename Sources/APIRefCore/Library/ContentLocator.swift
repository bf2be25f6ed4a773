import APIRefBase
import Foundation

/// Finds the content folder (`ContentPaths` says where it is looked for).
public enum ContentLocator {
    /// The content folder; throws `LocationError.noContentFolder` with every place tried when
    /// none is found.
    public static func locate(
        explicit: String?, library: String? = nil, environment: (String) -> String? = Environment.value,
        workingDirectory: String = ContentPaths.currentDirectory(),
        executableDirectory: String = ExecutablePath.directory()
    ) throws -> ContentFolder {
        switch ContentPaths.locate(
            explicit: explicit, library: library, environment: environment,
            workingDirectory: workingDirectory, executableDirectory: executableDirectory)
        {
        case .found(let paths):
            return ContentFolder(url: URL(fileURLWithPath: paths.path, isDirectory: true), displayPath: paths.displayPath)
        case .notFound(let tried):
            throw LocationError.noContentFolder(tried: tried)
        case .unknownLibrary(let name, let available):
            throw LocationError.unknownLibrary(name, available: available)
        }
    }
}

/// Why the content folder or the templates could not be found.
public enum LocationError: Error, CustomStringConvertible {
    case noContentFolder(tried: [String])
    case noTemplates(tried: [String])
    case unknownLibrary(String, available: [String])

    public var description: String {
        switch self {
        case .noContentFolder(let tried):
            return "no content folder found; looked in:\n" + tried.map { "  \($0)\n" }.joined()
                + "Give one with --content DIR or APIREF_CONTENT, or run apiref inside a library (a folder with a library.yml)."
        case .noTemplates(let tried):
            return "no templates found; looked in:\n" + tried.map { "  \($0)\n" }.joined()
                + "Give a theme with --templates DIR."
        case .unknownLibrary(let name, let available):
            let former = ShippedFiles.formerDefaultNames.sorted().joined(separator: ", ")
            return "no library named '\(name)'; the libraries that come with apiref: "
                + available.joined(separator: ", ") + " (\(ShippedFiles.defaultLibraryName), the default, is also called \(former))"
        }
    }
}
