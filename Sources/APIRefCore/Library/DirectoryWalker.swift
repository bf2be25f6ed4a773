#if canImport(Glibc)
import Glibc
#endif

/// Lists Markdown files below a folder with readdir(3): hidden entries and `README.md`
/// files are skipped, symbolic links are listed but not followed into. The folders
/// walked are collected too (relative paths, "" for the top), for the index's freshness check.
enum DirectoryWalker {
    static func markdownFiles(in path: String, relative: String, into files: inout [String], directories: inout [String]) {
        directories.append(relative)
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if isDirectory(entry.pointee.d_type, path + "/" + name) {
                markdownFiles(in: path + "/" + name, relative: relativePath, into: &files, directories: &directories)
            } else if name.hasSuffix(".md"), name != "README.md" {
                files.append(relativePath)
            }
        }
    }

    /// Some file systems do not fill in d_type; ask stat(2) then.
    private static func isDirectory(_ type: UInt8, _ path: String) -> Bool {
        if Int32(type) == Int32(DT_DIR) { return true }
        guard Int32(type) == Int32(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
