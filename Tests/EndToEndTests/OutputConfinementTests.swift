import APIRefBase
import APIRefCore
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Nothing outside the content and theme folders reaches an output: a theme asset, a
/// template, a docset icon or a content image that is a symbolic link leading out of both
/// folders is left out of the site, the docset and its archive, with an `unfollowed-link`
/// warning at the link; a link that stays inside is followed; a FIFO is never read (it
/// would hang the build) and gets a `special-file` warning. Content pages are read the same way.
@Suite(.serialized) final class OutputConfinementTests {
    let root: URL
    /// A file outside every folder apiref was given: what `/etc/passwd` stands for.
    let secret: URL
    static let secretText = "root:x:0:0:SECRET-OUTSIDE-THE-LIBRARY:/root:/bin/bash\n"

    init() throws {
        root = Scratch.directory.appendingPathComponent("apiref-confinement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        secret = root.appendingPathComponent("passwd")
        try Self.secretText.write(to: secret, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A copy of the shipped theme at `folder` with links out (an asset, a partial, the
    /// docset's icon), a link that stays inside, and a FIFO among the assets.
    func hostileTheme(at folder: URL) throws {
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent("Templates"), to: folder)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("assets/passwd.txt").path, withDestinationPath: secret.path)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("assets/nowhere.css").path, withDestinationPath: "../missing.css")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("assets/alias.css").path, withDestinationPath: "style.css")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("secret.mustache").path, withDestinationPath: secret.path)
        // Read through the link, the partial would put the outside file into every page.
        let layout = folder.appendingPathComponent("layout.mustache")
        try (try String(contentsOf: layout, encoding: .utf8)).replacingOccurrences(of: "</body>", with: "{{> secret}}</body>")
            .write(to: layout, atomically: true, encoding: .utf8)
        try manager.removeItem(at: folder.appendingPathComponent("docset/icon@2x.png"))
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("docset/icon@2x.png").path, withDestinationPath: secret.path)
        #expect(mkfifo(folder.appendingPathComponent("assets/pipe").path, 0o644) == 0)
    }

    /// A small library whose folder has an image, an image linked inside and one linked out.
    func library() throws -> TemporaryLibrary {
        let library = try TemporaryLibrary([
            "library.yml": "title: T\n",
            "Kit/Foo.md": "---\nkind: class\navailability: iOS 2.0\n---\n\n# Foo\n\nA foo.\n\n![A cell](images/cell.png)\n",
            "Kit/images/cell.png": "not really a png"
        ])
        try FileManager.default.createSymbolicLink(
            atPath: library.content.appendingPathComponent("Kit/images/same.png").path, withDestinationPath: "cell.png")
        try FileManager.default.createSymbolicLink(
            atPath: library.content.appendingPathComponent("Kit/images/leak.png").path, withDestinationPath: secret.path)
        return library
    }

    /// Runs apiref on `library`. Whenever something opens the theme's FIFO to read it, which
    /// would wait for a writer for ever, the FIFO is opened for writing and closed, so the
    /// reader gets an empty file and goes on; `readFIFO` says whether that happened.
    func run(_ arguments: [String], _ library: TemporaryLibrary, fifo: URL) throws -> (output: BinaryRunner.Output, readFIFO: Bool) {
        let done = Locked(false)
        let opened = Locked(false)
        let path = fifo.path
        Thread.detachNewThread {
            while !done.withLock({ $0 }) {
                // Opening for writing without waiting succeeds only while a reader has it open.
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 {
                    opened.withLock { $0 = true }
                    close(descriptor)
                }
                usleep(50_000)
            }
        }
        defer { done.withLock { $0 = true } }
        let output = try BinaryRunner.run(
            arguments + ["--content", library.content.path], environment: ["APIREF_INDEX_DIR": library.index.path])
        return (output, opened.withLock { $0 })
    }

    /// Every file below `folder` (links listed, not followed) with its bytes.
    static func files(below folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator() {
            let url = folder.appendingPathComponent(path)
            var info = stat()
            guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            out[path] = (info.st_mode & S_IFMT) == S_IFREG ? FileManager.default.contents(atPath: url.path) : Data("(not a file)".utf8)
        }
        return out
    }

    static func expectNothingLeaked(_ files: [String: Data], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let secret = Data("SECRET-OUTSIDE-THE-LIBRARY".utf8)
        for (path, bytes) in files {
            #expect(bytes.range(of: secret) == nil, "\(path) holds the outside file's bytes", sourceLocation: sourceLocation)
        }
        #expect(
            !files.keys.contains {
                $0.hasSuffix("passwd.txt") || $0.hasSuffix("leak.png") || $0.hasSuffix("nowhere.css") || $0.hasSuffix("pipe")
            },
            "\(files.keys.sorted())", sourceLocation: sourceLocation)
    }

    /// The warnings the theme and the library above give, each at its link, 1:1.
    func expectWarnings(_ stderr: String, theme: String, content: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for link in ["assets/passwd.txt", "assets/nowhere.css", "secret.mustache"] {
            #expect(
                stderr.contains("\(theme)/\(link):1:1: warning: ") && stderr.contains("[unfollowed-link]"), "\(link): \(stderr)",
                sourceLocation: sourceLocation)
        }
        #expect(
            stderr.contains("\(theme)/assets/pipe:1:1: warning: ") && stderr.contains("[special-file]"), "\(stderr)",
            sourceLocation: sourceLocation)
        #expect(stderr.contains("Kit/images/leak.png:1:1: warning: "), "\(stderr)", sourceLocation: sourceLocation)
        #expect(
            !stderr.contains("same.png") && !stderr.contains("alias.css"), "a link that stays inside is fine: \(stderr)",
            sourceLocation: sourceLocation)
    }

    @Test func aSiteHasNothingALinkLeadsToOutsideTheContentAndTheTheme() throws {
        let library = try library()
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        let theme = root.appendingPathComponent("theme")
        try hostileTheme(at: theme)
        let site = root.appendingPathComponent("site")
        let (result, readFIFO) = try run(
            ["build", "--output", site.path, "--templates", theme.path], library, fifo: theme.appendingPathComponent("assets/pipe"))
        #expect(!readFIFO, "the FIFO was opened to be read")
        #expect(result.status == 0, "\(result.stderr)")
        expectWarnings(result.stderr, theme: theme.path, content: library.content)
        let files = Self.files(below: site)
        Self.expectNothingLeaked(files)
        // Links that stay inside the theme or the content folder are followed, and copied as files.
        #expect(files["assets/alias.css"] == FileManager.default.contents(atPath: theme.appendingPathComponent("assets/style.css").path))
        #expect(files["Kit/images/same.png"] == Data("not really a png".utf8))
        #expect(files["assets/style.css"] != nil)

        // The same again, as an update of that site: still nothing from outside.
        let (again, readAgain) = try run(
            ["build", "--output", site.path, "--templates", theme.path], library, fifo: theme.appendingPathComponent("assets/pipe"))
        #expect(!readAgain, "the FIFO was opened to be read")
        #expect(again.status == 0, "\(again.stderr)")
        Self.expectNothingLeaked(Self.files(below: site))
    }

    @Test func aDocsetAndItsArchiveHaveNothingALinkOfTheContentsOwnThemeLeadsTo() throws {
        let library = try library()
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        // The content folder's own Templates/: used with no --templates, as a contributed change would be.
        let theme = library.content.appendingPathComponent("Templates")
        try hostileTheme(at: theme)
        let output = root.appendingPathComponent("docsets")
        let (result, readFIFO) = try run(
            ["docset", "--output", output.path, "--archive", "--date", "2026-11-24"], library,
            fifo: theme.appendingPathComponent("assets/pipe"))
        #expect(!readFIFO, "the FIFO was opened to be read")
        #expect(result.status == 0, "\(result.stderr)")
        expectWarnings(result.stderr, theme: theme.path, content: library.content)
        let docset = output.appendingPathComponent("T.docset")
        let files = Self.files(below: docset)
        Self.expectNothingLeaked(files)
        #expect(files["Contents/Resources/Documents/assets/alias.css"] != nil)
        #expect(files["icon.png"] != nil)
        #expect(files["icon@2x.png"] == nil)

        let archive = output.appendingPathComponent("T.tgz")
        let listing = try SiteQualityTests.tool("tar", ["tzf", archive.path])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.contains("T.docset/Contents/Resources/Documents/assets/alias.css\n"))
        for name in ["passwd.txt", "leak.png", "nowhere.css", "icon@2x.png", "/pipe"] {
            #expect(!listing.stdout.contains(name), "\(name) is in the archive")
        }
        let unpacked = root.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        #expect(try SiteQualityTests.tool("tar", ["xzf", archive.path, "-C", unpacked.path]).status == 0)
        Self.expectNothingLeaked(Self.files(below: unpacked))
    }

    /// A content page that is a link out of the content folder is not read: not parsed, not
    /// shown in a diagnostic's excerpt, not published.
    @Test func aContentPageThatLinksOutsideIsNeitherReadNorPublished() throws {
        let library = try library()
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        let page = root.appendingPathComponent("Secret.md")
        try "---\nkind: class\navailability: iOS 2.0\n---\n\n# Secret\n\nSECRET-OUTSIDE-THE-LIBRARY\n".write(
            to: page, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: library.content.appendingPathComponent("Kit/Secret.md").path, withDestinationPath: page.path)
        let none = root.appendingPathComponent("no-fifo")
        let (check, _) = try run(["check"], library, fifo: none)
        #expect(check.stderr.contains("Kit/Secret.md:1:1: warning: ") && check.stderr.contains("[unfollowed-link]"), "\(check.stderr)")
        #expect(!check.stderr.contains("SECRET-OUTSIDE-THE-LIBRARY"), "\(check.stderr)")
        let site = root.appendingPathComponent("site")
        let (build, _) = try run(["build", "--output", site.path], library, fifo: none)
        #expect(build.status == 0, "\(build.stderr)")
        let files = Self.files(below: site)
        Self.expectNothingLeaked(files)
        #expect(!files.keys.contains { $0.contains("Secret") }, "\(files.keys.sorted())")
    }

    /// A FIFO named like a page is never opened: a warning, and the rest is checked.
    @Test func aFIFONamedLikeAPageIsNotRead() throws {
        let library = try library()
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        let fifo = library.content.appendingPathComponent("Kit/Pipe.md")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let (check, readFIFO) = try run(["check"], library, fifo: fifo)
        #expect(!readFIFO, "the FIFO was opened to be read")
        #expect(check.stderr.contains("Kit/Pipe.md:1:1: warning: ") && check.stderr.contains("[special-file]"), "\(check.stderr)")
    }
}
