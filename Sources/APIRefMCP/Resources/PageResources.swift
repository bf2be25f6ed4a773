import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
internal import MCP

/// The library's pages as MCP resources: one per class, protocol, category, framework page
/// and article, at `apiref://` and its id (`apiref://UIKit/UITableViewCell`,
/// `PageResourceURI`), as Markdown (`MarkdownPage`, every member's entry) in the language
/// `?lang=` asks for, else the CLI's default (`TranslationChoice`). A page is read as a
/// lookup reads it (`FreshLookup`): an edited file is reindexed first.
struct PageResources {
    static let mimeType = "text/markdown"

    /// The template a client fills in for any page and language.
    static let template = Resource.Template(
        uriTemplate: "apiref://{framework}/{page}{?lang}", name: "page",
        title: "A page of the reference",
        description:
            "A class, protocol or category (apiref://UIKit/UITableViewCell) or an article (apiref://Articles/NAME), as Markdown; ?lang=ja for a translation.",
        mimeType: mimeType)

    let library: ServedLibrary

    /// Every page, in the index's order, without a language.
    func list() throws -> [Resource] {
        try library.answer {
            let pages = try library.reading { try $0.index.allSymbols(detail: .facts).filter(\.kind.isPage) }
            return pages.map { page in
                let kind = page.kind == .article ? "article" : page.kind.displayName + (page.framework.map { ", " + $0 } ?? "")
                return Resource(
                    name: page.name, uri: PageResourceURI(pageID: page.id).string(), title: "\(page.name) (\(kind))",
                    description: page.summaryText.isEmpty ? nil : page.summaryText, mimeType: Self.mimeType)
            }
        }
    }

    /// The page at `uri` as Markdown. A URI that is not a page's is a protocol error:
    /// invalid parameters when it is not of this form, resource not found (-32002) when no
    /// page has its id.
    func read(_ uri: String) throws -> ReadResource.Result {
        guard let address = PageResourceURI(uri) else {
            throw MCPError.invalidParams(
                "'\(uri)' is not a page of this library; pages are apiref://FRAMEWORK/PAGE[?lang=TAG], e.g. apiref://UIKit/UITableViewCell")
        }
        do {
            let text = try library.answer {
                try library.lookUp(FreshLookup(id: address.pageID)) { result, indexLibrary -> String in
                    guard case .found(let id, _) = result, let symbol = try indexLibrary.index.symbol(id: id), symbol.kind.isPage else {
                        throw MCPError.serverError(code: Self.resourceNotFound, message: "no page at \(uri); resources/list lists them")
                    }
                    let view = try ReaderView(library: indexLibrary, folder: library.folder, language: address.language, syntax: nil)
                    let page = MarkdownPage(source: view.source, syntax: view.syntax, links: view.links, strings: view.localized?.strings)
                    return page.page(
                        view.localized?.localized(symbol) ?? symbol, members: .entries,
                        history: try indexLibrary.index.historyLines(for: symbol))
                }
            }
            return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: Self.mimeType)])
        } catch let error as MCPError {
            throw error
        } catch {
            // An unknown language is the caller's to correct; anything else is the server's failure.
            if let error = error as? ToolError, error.status == .usage { throw MCPError.invalidParams(error.message) }
            throw MCPError.internalError(ToolReply.message(error))
        }
    }

    /// The MCP specification's code for a resource that is not there.
    static let resourceNotFound = -32002
}
