#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Pages of plain lookups as the engine rendered them, kept beside the index so that the
/// front can print them again without starting the engine — what man's cat pages are to
/// its source pages.
///
/// An entry holds its key, the stamps of the engine binary and of the index file it was
/// rendered with, and the stamps of the content files its page is drawn from (as the
/// index recorded them). It is printed only while every stamp still matches, so an edit
/// to one of those files, a rebuilt index or a new engine each send the lookup back to
/// the engine, which renders and stores the page again. Entries are written to a
/// temporary file and renamed into place, so a reader never sees half of one.
public struct PageCache: Sendable {
    static let formatLine = "apiref-page-cache 1"
    /// Larger files are not entries this cache wrote.
    static let maximumBytes = 64 << 20

    /// The index file the pages were rendered from.
    public let indexFile: String
    /// The folder of the entries, beside the index.
    public let directory: String

    public init(indexFile: String) {
        self.indexFile = indexFile
        let base = indexFile.hasSuffix(".sqlite") ? String(indexFile.dropLast(".sqlite".count)) : indexFile
        directory = base + ".pages"
    }

    /// A content file a page is drawn from, with the stamp the index recorded for it.
    public struct Dependency: Sendable, Equatable {
        public var path: String
        public var stamp: String

        public init(path: String, stamp: String) {
            self.path = path
            self.stamp = stamp
        }
    }

    /// The page stored for `key`, when every stamp in its entry still matches.
    public func page(for key: PageCacheKey, engineStamp: String) -> ArraySlice<UInt8>? {
        guard let bytes = Self.contents(of: directory + "/" + key.fileName) else { return nil }
        var lines = LineReader(bytes)
        guard lines.next() == Self.formatLine, lines.next() == Self.escaped(key.text),
            lines.next() == engineStamp, lines.next() == FileStamp.of(indexFile),
            let count = lines.next().flatMap(Int.init), count >= 0
        else { return nil }
        for _ in 0..<count {
            guard let line = lines.next(), let tab = line.lastIndex(of: "\t"),
                FileStamp.of(Self.unescaped(line[..<tab])) == line[line.index(after: tab)...]
            else { return nil }
        }
        return lines.rest
    }

    /// Stores `page` for `key`. Returns false when it could not be written: the cache only
    /// saves time, so a lookup does not fail for it.
    @discardableResult
    public func store(
        _ page: String, for key: PageCacheKey, engineStamp: String, indexStamp: String,
        dependencies: [Dependency]
    ) -> Bool {
        var header = [Self.formatLine, Self.escaped(key.text), engineStamp, indexStamp, String(dependencies.count)]
        header += dependencies.map { Self.escaped($0.path) + "\t" + $0.stamp }
        let text = header.joined(separator: "\n") + "\n" + page
        if mkdir(directory, 0o755) != 0, errno != EEXIST { return false }
        let final = directory + "/" + key.fileName
        let temporary = directory + "/." + key.fileName + "." + String(getpid())
        // A new file of this process's own, never one found under the name (a link planted
        // there would otherwise be followed and its target overwritten).
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = Descriptor.writeAll(text.utf8, to: descriptor)
        guard close(descriptor) == 0, written, rename(temporary, final) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Removes every entry: the index was rewritten, so none of them can match again, and
    /// the folder would otherwise keep one stale file per lookup ever made.
    public func removeAll() {
        guard let listing = opendir(directory) else { return }
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { unlink(directory + "/" + name) }
        }
        closedir(listing)
        rmdir(directory)
    }

    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        // The front prints an entry as it is, escapes and all, so only a file this user wrote
        // is one: in a cache folder others can write to, theirs are not read.
        guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(),
            info.st_size > 0, info.st_size <= maximumBytes
        else { return nil }
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = read(descriptor, buffer.baseAddress! + count, size - count)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                count += got
            }
        }
        return bytes.count == size ? bytes : nil
    }

    /// A header field on one line: backslashes, newlines and tabs escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func unescaped(_ text: Substring) -> String {
        // Most paths hold no backslash: then the text is the path.
        if !text.utf8.contains(UInt8(ascii: "\\")) { return String(text) }
        var result = ""
        var escaping = false
        for character in text.unicodeScalars {
            if escaping {
                result.unicodeScalars.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
