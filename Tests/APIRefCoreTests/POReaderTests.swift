import Foundation
import TestSupport
import Testing

@testable import APIRefCore

/// The catalog reader against gettext: each `Fixtures/PO/NAME.po` is read, and what came of
/// it — every entry with its text, or the error with its line and column — is compared
/// with `NAME.expected`. Where msgfmt is installed, each fixture is also given to
/// `msgfmt --check`, which must refuse it at the same line or accept it, except where
/// apiref is stricter or laxer on purpose (`docs/translation.md`).
@Suite struct POReaderTests {
    static let folder = Fixtures.root.appendingPathComponent("PO")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()

    /// Accepted by msgfmt, refused here: what no page can hold, or what is ambiguous for a unit.
    static let stricterThanMsgfmt: Set<String> = [
        "raw-nul", "escape-nul", "escape-octal-not-utf8", "duplicate-context", "charset-latin1", "plural"
    ]
    /// Refused by msgfmt, accepted here: what Windows editors write.
    static let laxerThanMsgfmt: Set<String> = ["bom"]

    static func dump(_ bytes: [UInt8]) -> String {
        do {
            let catalog = try POCatalog.parse(bytes)
            return "language: \(catalog.language)\n"
                + catalog.entries.map { entry in
                    "\(entry.line): \(entry.context.debugDescription) fuzzy: \(entry.isFuzzy) msgid: \(entry.source.debugDescription) msgstr: \(entry.translation.debugDescription)"
                        + (entry.references.isEmpty ? "" : " references: \(entry.references)")
                        + (entry.comments.isEmpty ? "" : " comments: \(entry.comments)")
                }.joined(separator: "\n") + "\n"
        } catch let error as POCatalog.ParseError {
            return "error at \(error.line):\(error.column): \(error.message)\n"
        } catch {
            return "unexpected \(error)\n"
        }
    }

    @Test func theFixturesAreThere() throws {
        try #require(Self.cases.count >= 15, "found \(Self.cases)")
    }

    @Test(arguments: cases)
    func readsAsExpected(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("\(name).po")))
        try Golden.check(Self.dump(bytes), against: Self.folder.appendingPathComponent("\(name).expected"))
    }

    @Test(arguments: cases)
    func agreesWithMsgfmt(_ name: String) throws {
        let msgfmt = URL(fileURLWithPath: "/usr/bin/msgfmt")
        guard FileManager.default.isExecutableFile(atPath: msgfmt.path) else { return }
        let file = Self.folder.appendingPathComponent("\(name).po")
        let process = Process()
        process.executableURL = msgfmt
        process.arguments = ["--check", "-o", "/dev/null", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let ours = Result { try POCatalog.parse([UInt8](Data(contentsOf: file))) }
        let refusedByUs: POCatalog.ParseError? = if case .failure(let error as POCatalog.ParseError) = ours { error } else { nil }
        if Self.stricterThanMsgfmt.contains(name) {
            #expect(process.terminationStatus == 0 && refusedByUs != nil, "\(stderr)")
        } else if Self.laxerThanMsgfmt.contains(name) {
            #expect(process.terminationStatus != 0 && refusedByUs == nil, "\(stderr)")
        } else if let refusedByUs {
            // msgfmt names the line after a string left open; apiref the string's own.
            let line = name == "unterminated-string" ? refusedByUs.line + 1 : refusedByUs.line
            #expect(stderr.contains("\(name).po:\(line):"), "msgfmt: \(stderr)")
        } else {
            #expect(process.terminationStatus == 0, "msgfmt refuses what apiref reads: \(stderr)")
        }
    }

    /// A string larger than a page may be is refused at its line, before anything is built of it.
    @Test func aStringLargerThanAPageIsRefused() {
        let text =
            "msgctxt \"Kit/Widget|summary\"\nmsgid \"Spins.\"\nmsgstr \"\"\n"
            + String(repeating: "\"\(String(repeating: "回", count: 1000))\"\n", count: 1500)
        #expect(Self.dump(Array(text.utf8)).hasPrefix("error at 1402:1: the entry is 4098 KiB; a page may be at most 4 MiB"))
    }
}
