import APIRefBase
import APIRefCore
import Foundation

/// The URL of a content folder's compiled index (`IndexPaths` says where it is).
public enum IndexLocation {
    public static func url(for folder: ContentFolder, environment: @escaping (String) -> String? = Environment.value) -> URL {
        URL(fileURLWithPath: IndexPaths.directory(environment: environment))
            .appendingPathComponent(IndexPaths.fileName(folderPath: folder.url.path, displayPath: folder.displayPath))
    }
}
