/// The trail above a page's title — Library › UIKit › UITableViewCell — as plain links
/// (readable without JavaScript) and as schema.org `BreadcrumbList` data for search engines.
struct Breadcrumbs {
    struct Crumb {
        var name: String
        /// Relative to the page; nil for the page itself.
        var href: String?
    }

    var crumbs: [Crumb]

    /// The trail of a class, protocol or category page (`framework` anchors the home page's
    /// section) or of an article.
    static func forPage(
        named name: String, framework: String?, isArticle: Bool, toRoot: String, library: String,
        articlesLabel: String
    ) -> Breadcrumbs {
        var crumbs = [Crumb(name: library, href: toRoot + "index.html")]
        if isArticle {
            crumbs.append(Crumb(name: articlesLabel, href: toRoot + "index.html#articles"))
        } else if let framework {
            crumbs.append(Crumb(name: framework, href: toRoot + "index.html#framework-" + SitePaths.anchor(for: framework)))
        }
        crumbs.append(Crumb(name: name, href: nil))
        return Breadcrumbs(crumbs: crumbs)
    }

    /// The trail of a listing (deprecated, what's new, search).
    static func forListing(_ title: String, toRoot: String, library: String) -> Breadcrumbs {
        // The home page is the library itself.
        title == library
            ? Breadcrumbs(crumbs: [Crumb(name: library, href: nil)])
            : Breadcrumbs(crumbs: [Crumb(name: library, href: toRoot + "index.html"), Crumb(name: title, href: nil)])
    }

    var templateItems: TemplateValue {
        .list(crumbs.map { .object(["name": .text($0.name), "href": .text($0.href ?? ""), "hasLink": .flag($0.href != nil)]) })
    }

    /// JSON-LD for `<script type="application/ld+json">`; every string is escaped so that no
    /// `<` can end the script. `base` makes the links absolute when the site has a base URL.
    func jsonLD(pageURL: String, base: String?) -> String {
        var out = "{\"@context\":\"https://schema.org\",\"@type\":\"BreadcrumbList\",\"itemListElement\":["
        for (position, crumb) in crumbs.enumerated() {
            if position > 0 { out += "," }
            out += "{\"@type\":\"ListItem\",\"position\":\(position + 1),\"name\":"
            ScriptJSON.appendString(crumb.name, to: &out)
            out += ",\"item\":"
            ScriptJSON.appendString(Self.absolute(crumb.href ?? pageURL, base: base), to: &out)
            out += "}"
        }
        return out + "]}"
    }

    /// A link made from the page's way up to the root (`../index.html#x`) against the copy's
    /// base URL, or the link as it is without one.
    private static func absolute(_ href: String, base: String?) -> String {
        guard let base else { return href }
        var path = Substring(href)
        while path.hasPrefix("../") { path = path.dropFirst(3) }
        return (base.hasSuffix("/") ? base : base + "/") + path
    }
}
