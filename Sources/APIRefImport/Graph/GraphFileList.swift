import Foundation

/// The graph files a command's arguments name. A file is itself; a folder stands for every
/// `*.symbols.json` and `*.symbols.json.gz` in it and in its subfolders, Objective-C and Swift,
/// extension graphs (`UIKit@Foundation.symbols.json.gz`) included, in a fixed order.
struct GraphFileList {
    var files: [String] = []
    /// What was passed over, said once each: a graph present both plain and compressed, a link.
    var notes: [String] = []

    static let suffixes = [".symbols.json", ".symbols.json.gz"]

    init(_ paths: [String]) throws(SymbolGraphFile.Failure) {
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadable(path: path, reason: "no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let before = files.count
            try walk(path)
            if files.count == before {
                // Only the words of the error: `walk` listed it already.
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                throw .noGraphs(folder: path, files: names.filter { !$0.hasPrefix(".") }.sorted())
            }
        }
    }

    /// Adds the graphs of `folder`, then those of its subfolders, each sorted by name.
    /// Links are not followed: a folder's graphs are its own files, not whatever a link
    /// inside it points at (another SDK's graphs, or the folder itself in a loop).
    private mutating func walk(_ folder: String) throws(SymbolGraphFile.Failure) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw .unreadable(path: folder, reason: (error as NSError).localizedDescription)
        }
        var graphs: [String] = []
        var subfolders: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let isGraph = Self.suffixes.contains { name.hasSuffix($0) }
            // An entry gone since the listing is not a graph of the folder any more.
            guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else { continue }
            switch type {
            case .typeSymbolicLink:
                if isGraph { notes.append("\(path) is a link; graphs in a folder are read from its own files only, so it is left out") }
            case .typeDirectory:
                subfolders.append(path)
            case .typeRegular where isGraph:
                graphs.append(name)
            default:
                continue
            }
        }
        // A graph kept both plain and compressed (as `gunzip -k` leaves it) is one graph.
        let plain = Set(graphs.filter { $0.hasSuffix(".symbols.json") })
        for name in graphs {
            if name.hasSuffix(".gz"), plain.contains(String(name.dropLast(3))) {
                notes.append(
                    "\((folder as NSString).appendingPathComponent(name)) is left out: \(name.dropLast(3)) beside it is the same graph, read instead"
                )
                continue
            }
            files.append((folder as NSString).appendingPathComponent(name))
        }
        for subfolder in subfolders { try walk(subfolder) }
    }
}
