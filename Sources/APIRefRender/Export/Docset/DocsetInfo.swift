/// `Contents/Info.plist` of a docset: what Dash and Zeal call it, the keyword that limits a
/// search to it (`apiref:accessoryType`), its first page, and that it is a Dash docset with
/// a table of contents from `dashAnchor`s.
struct DocsetInfo {
    var bundleName: String
    var identifier: String
    var keyword: String
    /// The docset's pages on the web, where Dash's "open online" goes.
    var fallbackURL: String?

    var plist: String {
        var keys: [(String, String)] = [
            ("CFBundleIdentifier", string(identifier)),
            ("CFBundleName", string(bundleName)),
            ("DocSetPlatformFamily", string(keyword)),
            ("DashDocSetFamily", string("dashtoc")),
            ("dashIndexFilePath", string("index.html")),
            ("isDashDocset", "<true/>"),
            // The pages' own script: copy buttons, the deprecated toggle, the version filter.
            ("isJavaScriptEnabled", "<true/>")
        ]
        if let fallbackURL { keys.append(("DashDocSetFallbackURL", string(fallbackURL))) }
        let body = keys.map { "\t<key>\($0.0)</key>\n\t\($0.1)\n" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }

    private func string(_ text: String) -> String { "<string>\(HTMLEscape.text(text))</string>" }
}
