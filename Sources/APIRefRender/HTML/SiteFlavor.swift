/// What a copy of the site is for. A website brings its own way around (sidebar, search,
/// 404, sitemap, `objects.inv`); the pages inside a Dash or Zeal docset leave those out,
/// since the viewer has its own, and mark every member with a `dashAnchor` instead, from
/// which the viewer lists a page's members.
public enum SiteFlavor: Sendable {
    case website
    case docset
}
