import APIRefCore
import Foundation

/// Every man page of a library in one language: a page per class, protocol and category,
/// and one per member (so `man UITableViewCell.accessoryType` and `apropos accessory`
/// find the member itself), below `folder` (`""`, or `ja/` for a translation); and for a
/// symbol Swift spells another way, a `.so` page of its Swift path
/// (`man 'UITableView.dequeueReusableCell(withIdentifier:for:)'`).
public struct ManExport: Sendable {
    public static let marker = ".apiref-man"

    /// The date every page shows, when one was given (`--date`, `SOURCE_DATE_EPOCH`).
    let date: String?
    /// Else each page shows the date its content file was last changed, by the file's
    /// absolute path: an edit changes only the pages of the file edited, so a later
    /// export rewrites only those.
    let fileDates: [String: String]
    let libraryTitle: String

    /// - Parameter fileDates: when each content file was last changed, by absolute path.
    public init(date: Date?, fileDates: [String: Date], libraryTitle: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        self.date = date.map(formatter.string(from:))
        self.fileDates = date == nil ? fileDates.mapValues(formatter.string(from:)) : [:]
        self.libraryTitle = libraryTitle
    }

    /// The date `page` shows.
    func date(of page: Symbol) -> String {
        if let date { return date }
        return fileDates[URL(fileURLWithPath: page.location.path).standardizedFileURL.path] ?? "January 1, 1970"
    }

    /// Which symbol each page file is for: every class, protocol and category and each of
    /// their members, in table order; when two make the same name (a method and a property
    /// of one name), the first keeps it, whichever thread renders which. Then the `.so`
    /// pages of their Swift paths, where a symbol that has a page of its own is spelled
    /// another way in Swift: a page's own name always wins over another's Swift name.
    public func fileNames(table: SymbolTable, folder: String) -> [String: String] {
        var owners: [String: String] = [:]
        var spelled: [Symbol] = []
        for symbol in table.symbols where ManPageNames.hasPage(symbol) {
            guard Self.isPage(symbol.kind) || table.symbol(id: symbol.parentID ?? "").map({ Self.isPage($0.kind) }) == true else {
                continue
            }
            let file = folder + ManPageNames.file(of: symbol)
            guard owners[file] == nil else { continue }
            owners[file] = symbol.id
            if symbol.swiftPath != nil { spelled.append(symbol) }
        }
        for symbol in spelled {
            guard let swift = ManPageNames.swiftName(of: symbol) else { continue }
            let file = folder + ManPageNames.file(named: swift)
            if owners[file] == nil { owners[file] = symbol.id }
        }
        return owners
    }

    /// Renders the pages of `symbols` (as the reader's language gives them: a translation's
    /// `LocalizedSiteSymbols`), a batch of pages per core, each batch read from the index
    /// at once, and hands each batch's files to `write` as they are made — from many
    /// threads at once — so the pages are never all in memory. `owners` is
    /// `fileNames(table:folder:)`.
    public func write(
        symbols: SiteSymbols, strings: LanguageStrings?, folder: String,
        owners: [String: String], to write: @Sendable ([(file: String, bytes: Data)]) throws -> Void
    ) throws {
        let table = symbols.table
        _ = try Self.batches(table).concurrentChunks(size: 1) { chunk in
            for positions in chunk {
                let whole = try symbols.symbols(at: positions, detail: .whole)
                var overlay = Dictionary(whole.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                // Members listed from another file (a category's), and a group's constants.
                let shown = whole.filter { Self.isPage($0.kind) || $0.kind == .constantGroup }.flatMap(\.childIDs)
                let outside = Set(shown).filter { overlay[$0] == nil }.compactMap(table.position(ofID:)).sorted()
                for symbol in try symbols.symbols(at: outside, detail: .whole) { overlay[symbol.id] = symbol }
                let renderer = ManPageRenderer(
                    source: LayeredSymbolSource(overlay: overlay, base: table), date: "",
                    libraryTitle: libraryTitle, strings: strings)
                var out: [(file: String, bytes: Data)] = []
                for page in whole where Self.isPage(page.kind) {
                    var renderer = renderer
                    renderer.date = date(of: page)
                    let members = page.childIDs.compactMap { overlay[$0] }
                    let made = renderer.pages(for: page, members: members) { member in
                        ManPageNames.hasPage(member) && owners[folder + ManPageNames.file(of: member)] == member.id
                    }
                    let file = folder + ManPageNames.file(of: page)
                    if owners[file] == page.id {
                        out.append((file, Data(made.page.utf8)))
                        out += swiftLink(to: page, folder: folder, owners: owners)
                    }
                    for (member, text) in made.members {
                        out.append((folder + ManPageNames.file(of: member), Data(text.utf8)))
                        out += swiftLink(to: member, folder: folder, owners: owners)
                    }
                }
                try symbols.throwIfAReadFailed()
                try write(out)
            }
        }
    }

    /// The `.so` page of `symbol`'s Swift path, when `fileNames` gave it one.
    private func swiftLink(to symbol: Symbol, folder: String, owners: [String: String]) -> [(file: String, bytes: Data)] {
        guard let swift = ManPageNames.swiftName(of: symbol) else { return [] }
        let file = folder + ManPageNames.file(named: swift)
        return owners[file] == symbol.id ? [(file, Data(ManPageNames.link(to: symbol).utf8))] : []
    }

    /// Kinds with a page that lists members: classes, protocols, categories, and Swift's
    /// structures, enumerations and actors.
    private static func isPage(_ kind: SymbolKind) -> Bool { kind.isType || kind == .category }

    /// Positions of `table.symbols` in runs of sixteen pages each, cut just before a page,
    /// so that a page and the members that follow it in its file are read together.
    private static func batches(_ table: SymbolTable) -> [[Int]] {
        var batches: [[Int]] = []
        var current: [Int] = []
        var pages = 0
        for (position, symbol) in table.symbols.enumerated() {
            if isPage(symbol.kind) {
                if pages == 16 {
                    batches.append(current)
                    (current, pages) = ([], 0)
                }
                pages += 1
            }
            current.append(position)
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}
