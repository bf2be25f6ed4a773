import APIRefCore
import Foundation

/// Every man page of a library in one language: a page per class, protocol and category,
/// and one per member (so `man UITableViewCell.accessoryType` and `apropos accessory`
/// find the member itself), below `folder` (`""`, or `ja/` for a translation).
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

    /// The pages of the symbols of `table`, read whole from `source` (which gives them in the
    /// reader's language), a batch of pages per core.
    public func files(table: SymbolTable, source: SymbolSource & Sendable, strings: LanguageStrings?, folder: String) throws -> [(file: String, bytes: Data)] {
        let renderer = ManPageRenderer(source: source, date: "", libraryTitle: libraryTitle, strings: strings)
        let pages = table.symbols.filter { $0.kind == .class || $0.kind == .protocol || $0.kind == .category }.map(\.id)
        let batches = stride(from: 0, to: pages.count, by: 16).map { Array(pages[$0 ..< min(pages.count, $0 + 16)]) }
        let made: [[(file: String, bytes: Data)]] = try batches.concurrentMap { ids in
            var out: [(file: String, bytes: Data)] = []
            for id in ids {
                guard let page = source.symbol(id: id) else { continue }
                var renderer = renderer
                renderer.date = date(of: page)
                let members = source.symbols(ids: page.childIDs)
                out.append((folder + ManPageNames.file(of: page), Data(renderer.page(for: page, members: members).utf8)))
                for member in members where ManPageNames.hasPage(member) {
                    out.append((folder + ManPageNames.file(of: member), Data(renderer.page(for: member, members: []).utf8)))
                }
            }
            return out
        }
        // Two symbols that make the same file name (a method and a property of one name): the first keeps it.
        var seen: Set<String> = []
        return made.flatMap { $0 }.filter { seen.insert($0.file).inserted }
    }
}
