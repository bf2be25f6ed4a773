/// `sitemap.xml` for a site published at a base URL.
enum Sitemap {
    static func contents(files: [String], baseURL: String) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let urls = files.sorted().map { "  <url><loc>\(HTMLEscape.text(base + $0))</loc></url>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(urls.joined(separator: "\n"))
            </urlset>

            """
    }
}
