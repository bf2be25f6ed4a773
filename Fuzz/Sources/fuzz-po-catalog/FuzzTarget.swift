import APIRefCore
import Foundation
import FuzzSupport

/// Any bytes as a PO catalog (`l10n import`): read as msgfmt reads it, and what it reads
/// merged into the shipped UITableViewCell.ja.md as an import would write it. A page the
/// import would hand out must read back with the units it was made of (the import checks
/// that itself); the fuzzer looks for a crash, a hang or a page it hands out regardless.
let original = FuzzSupport.shipped.symbols.first { $0.name == "UITableViewCell" && $0.kind.isPage }!
let originals = OriginalSymbols(pages: [original.id], symbol: { FuzzSupport.shipped.table[$0] })
let path = TranslationPath("UIKit/UITableViewCell.ja.md")!
let existing: TranslatedPage = {
    let url = FuzzSupport.repository.appendingPathComponent("Content/UIKit/UITableViewCell.ja.md")
    guard let data = FileManager.default.contents(atPath: url.path) else { fatalError("cannot read \(url.path)") }
    return TranslationParser.parse([UInt8](data), path: path, displayPath: "Content/UIKit/UITableViewCell.ja.md").0
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let catalog = try? POCatalog.parse(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let page = TranslationImport.page(
        originals, existing: existing, entries: catalog.entries, relativePath: path.relativePath, catalogPath: "fuzz.po")
    if let markdown = page.markdown, page.refused.isEmpty {
        // What an import would write reads back as a page: no NUL, UTF-8, not too large.
        let (_, diagnostics) = TranslationParser.parse(Array(markdown.utf8), path: path, displayPath: path.relativePath)
        precondition(
            !diagnostics.contains { ["binary-file", "invalid-utf8", "file-too-large", "missing-title"].contains($0.id) }, "\(diagnostics)")
    }
    return 0
}

@_cdecl("fuzz_po_catalog_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
