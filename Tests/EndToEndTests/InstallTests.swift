import Foundation
import Testing

/// The plain release build and `scripts/install`, as a new user meets them. They need the
/// release build and the man page `scripts/test` makes before the tests (it says where in
/// `APIREF_RELEASE_BUILD`); a bare `swift test` skips them.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["APIREF_RELEASE_BUILD"] != nil,
        "scripts/test builds the release binaries these tests install"))
struct InstallTests {
    static var releaseBuild: URL? {
        ProcessInfo.processInfo.environment["APIREF_RELEASE_BUILD"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    static let root = URL(fileURLWithPath: "/")

    /// Runs a program from `/`, with no content named by the environment.
    static func run(_ program: URL, _ arguments: [String], path: String? = nil, extra: [String: String] = [:]) throws -> BinaryRunner.Output
    {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIREF_CONTENT")
        environment["APIREF_INDEX_DIR"] = BinaryRunner.sharedIndexFolder
        if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        for (key, value) in extra { environment[key] = value }
        return try BinaryRunner.execute(program, arguments, environment: environment, in: root)
    }

    static func install(_ arguments: [String]) throws -> BinaryRunner.Output {
        let script = BinaryRunner.repository.appendingPathComponent("scripts/install")
        return try BinaryRunner.execute(script, arguments, in: root)
    }

    static func temporaryFolder(_ name: String) -> URL {
        Scratch.directory.appendingPathComponent("apiref-\(name)-\(UUID().uuidString)")
    }

    /// Every regular file under `folder`, relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return found.sorted()
    }

    @Test func aPlainReleaseBuildLooksANameUp() throws {
        let build = try #require(Self.releaseBuild)
        let binary = build.appendingPathComponent("apiref")
        // A plain build links the toolchain's libraries: its front has a dynamic loader.
        #expect(try Data(contentsOf: binary).range(of: Data("ld-linux".utf8)) != nil, "\(binary.path) is not a plain build")
        let output = try Self.run(binary, ["UITableViewCell", "accessoryType"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("accessoryType"))
    }

    @Test func theInstalledToolWorksFromAnywhereThroughASymlink() throws {
        let build = try #require(Self.releaseBuild)
        let prefix = Self.temporaryFolder("prefix")
        let elsewhere = Self.temporaryFolder("path")
        defer { for folder in [prefix, elsewhere] { try? FileManager.default.removeItem(at: folder) } }

        let installed = try Self.install(["--prefix", prefix.path, "--from", build.path])
        #expect(installed.status == 0, "\(installed.stderr)")
        let layout = Self.files(under: prefix)
        for expected in [
            "bin/apiref", "bin/apiref-engine", "bin/apiref-preview", "bin/apiref-assist", "share/apiref/Content/library.yml",
            "share/apiref/Content/UIKit/UIButton.ja.md",
            "share/apiref/Templates/layout.mustache", "share/apiref/install-manifest",
            "share/man/man1/apiref.1", "share/bash-completion/completions/apiref",
            "share/zsh/site-functions/_apiref", "share/fish/vendor_completions.d/apiref.fish"
        ] {
            #expect(layout.contains(expected), "\(expected) is not installed")
        }
        // Stripped of symbols and debug information when binutils' strip is there, as it is
        // wherever Swift builds.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/strip") {
            for name in ["apiref-engine", "apiref-assist"] {
                let installed = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent("bin/\(name)").path)
                let built = try FileManager.default.attributesOfItem(atPath: build.appendingPathComponent(name).path)
                let (small, large) = ((installed[.size] as? Int) ?? 0, (built[.size] as? Int) ?? 0)
                #expect(small > 0 && small < large, "\(name) is installed stripped: \(small) bytes, \(large) built")
            }
        }
        let manifest = try String(contentsOf: prefix.appendingPathComponent("share/apiref/install-manifest"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").map(String.init).sorted() == layout, "the manifest lists exactly what was installed")

        // A symlink on PATH, run from /.
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: elsewhere.appendingPathComponent("apiref"),
            withDestinationURL: prefix.appendingPathComponent("bin/apiref"))
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let lookup = try Self.run(env, ["apiref", "UITableViewCell", "accessoryType"], path: elsewhere.path)
        #expect(lookup.status == 0, "\(lookup.stderr)")
        #expect(lookup.stdout.contains("accessoryType"))
        let ios = try Self.run(env, ["apiref", "--library", "ios", "UIButton", "setTitle:forState:"], path: elsewhere.path)
        #expect(ios.status == 0, "the installed ios library is found by name: \(ios.stderr)")
        #expect(ios.stdout.contains("setTitle(_:for:)"), "in Swift, the default syntax")
        let version = try Self.run(env, ["apiref", "--version"], path: elsewhere.path)
        #expect(version.stdout.hasPrefix("apiref "))
        let check = try Self.run(env, ["apiref", "check"], path: elsewhere.path)
        #expect(check.status == 0, "the installed library is found and is clean: \(check.stderr)")
        // `audit` runs in apiref-assist, found beside the engine through the symlink too.
        let source = elsewhere.appendingPathComponent("Cell.swift")
        try Data("let cell = UITableViewCell()\ncell.textLabel?.text = \"x\"\n".utf8).write(to: source)
        let audit = try Self.run(env, ["apiref", "audit", "--format", "json", source.path], path: elsewhere.path)
        #expect(audit.status == 1, "a deprecated use is found: \(audit.stderr)")
        #expect(audit.stdout.contains("\"textLabel\""), "\(audit.stdout)")

        let site = elsewhere.appendingPathComponent("site")
        let built = try Self.run(env, ["apiref", "build", "--output", site.path], path: elsewhere.path)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))

        // The man page, with the exit-status table.
        let man = try Self.run(
            env, ["man", "-M", prefix.appendingPathComponent("share/man").path, "apiref"],
            extra: ["MANPAGER": "cat", "MANWIDTH": "80", "LC_ALL": "C.UTF-8"])
        #expect(man.status == 0, "\(man.stderr)")
        #expect(man.stdout.contains("EXIT STATUS"))
        #expect(man.stdout.contains("ambiguous name"))
    }

    @Test func aCopiedPrefixUsesItsOwnFiles() throws {
        let build = try #require(Self.releaseBuild)
        let prefix = Self.temporaryFolder("prefix")
        let copy = Self.temporaryFolder("copy")
        let bare = Self.temporaryFolder("bare")
        defer { for folder in [prefix, copy, bare] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try Self.install(["--prefix", prefix.path, "--from", build.path]).status == 0)
        try FileManager.default.copyItem(at: prefix, to: copy)
        try FileManager.default.removeItem(at: prefix)
        let output = try Self.run(copy.appendingPathComponent("bin/apiref"), ["UITableViewCell", "accessoryType"])
        #expect(output.status == 0, "\(output.stderr)")

        // The binaries alone, without share/apiref: the error says where it looked.
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        for name in ["apiref", "apiref-engine"] {
            try FileManager.default.copyItem(at: copy.appendingPathComponent("bin/\(name)"), to: bare.appendingPathComponent(name))
        }
        let lost = try Self.run(bare.appendingPathComponent("apiref"), ["UITableViewCell"])
        #expect(lost.status == 3)
        #expect(lost.stderr.contains("$APIREF_CONTENT"))
        #expect(lost.stderr.contains("/share/apiref/Content"))
    }

    @Test func uninstallRemovesExactlyWhatWasInstalled() throws {
        let build = try #require(Self.releaseBuild)
        let prefix = Self.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let mine = prefix.appendingPathComponent("share/man/man1/other.1")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not apiref's".utf8).write(to: mine)

        #expect(try Self.install(["--prefix", prefix.path, "--from", build.path]).status == 0)
        #expect(try Self.install(["--prefix", prefix.path, "--from", build.path]).status == 0, "installing again replaces")
        let uninstall = try BinaryRunner.execute(
            BinaryRunner.repository.appendingPathComponent("scripts/uninstall"),
            ["--prefix", prefix.path], in: Self.root)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Self.files(under: prefix) == ["share/man/man1/other.1"])
        let again = try BinaryRunner.execute(
            BinaryRunner.repository.appendingPathComponent("scripts/uninstall"),
            ["--prefix", prefix.path], in: Self.root)
        #expect(again.status == 1, "nothing left to uninstall")
    }

    @Test func aBadArgumentIsAUsageError() throws {
        let output = try Self.install(["--prefx", "/tmp"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown argument '--prefx'"))
    }
}
