import APIRefBase
import Foundation

/// Finds the content folder (`ContentPaths` says where it is looked for).
public enum ContentLocator {
    public static func locate(explicit: String?, environment: (String) -> String? = Environment.value,
                              workingDirectory: String = ContentPaths.currentDirectory(),
                              executable: String = CommandLine.arguments.first ?? "") -> ContentFolder {
        let paths = ContentPaths.locate(explicit: explicit, environment: environment,
                                        workingDirectory: workingDirectory, executable: executable)
        return ContentFolder(url: URL(fileURLWithPath: paths.path, isDirectory: true), displayPath: paths.displayPath)
    }
}
