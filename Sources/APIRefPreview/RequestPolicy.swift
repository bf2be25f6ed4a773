import APIRefHTTP

/// Who may read the preview. The server listens on this machine, but any page the author
/// visits can send it requests: it answers only requests for its own address (no DNS
/// rebinding), opens the live socket only to its own pages (the socket's messages carry
/// file paths), and gives another site's pages nothing they could read or run.
struct RequestPolicy {
    let host: String
    let port: UInt16

    /// The names the server answers to, with the port: its address, and `localhost` and
    /// 127.0.0.1 for a loopback one (also without the port on port 80).
    var authorities: [String] {
        var names = [host]
        if host.hasPrefix("127."), host != "127.0.0.1" { names.append("127.0.0.1") }
        if host.hasPrefix("127.") { names.append("localhost") }
        return names.map { "\($0):\(port)" } + (port == 80 ? names : [])
    }

    /// Whether `Host` names this server.
    func allows(host value: String?) -> Bool {
        guard let value else { return false }
        return names(value.lowercased())
    }

    /// Whether `Origin` is one of this server's own pages. A browser sends it with every
    /// WebSocket request; without one, the request did not come from a page.
    func allows(origin value: String?) -> Bool {
        guard let value, value.lowercased().hasPrefix("http://") else { return false }
        return names(String(value.lowercased().dropFirst("http://".count)))
    }

    /// Whether an authority (`name:port`, lowercased) is this server's. A server on every
    /// interface (`0.0.0.0`) cannot know the names it is reached by, so it answers any
    /// IPv4 address with its port, and `localhost`: an address is not a name that a
    /// rebinding page could point elsewhere (Vite allows the same).
    private func names(_ authority: String) -> Bool {
        if authorities.contains(authority) { return true }
        guard host == "0.0.0.0" else { return false }
        let suffix = ":\(port)"
        guard authority.hasSuffix(suffix) else { return false }
        let name = authority.dropLast(suffix.count)
        return name == "localhost" || Self.isIPv4Address(name)
    }

    /// Four decimal numbers up to 255, dot-separated: an address, never a name.
    static func isIPv4Address(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && Int(part).map { $0 <= 255 } == true
            }
    }

    /// Whether the request may have what it asks for, by `Sec-Fetch-Site`: from this
    /// origin, or typed by the user (`none`), anything; from another site, or another
    /// origin of the same site (another server on this machine is the same site), only
    /// a page that the browser opens (`Sec-Fetch-Mode: navigate`), never a script, data,
    /// a stylesheet or an image that the other page would load into itself. A request
    /// without the header is not from a recent browser's page, or is from one that also
    /// honours `Cross-Origin-Resource-Policy`, which every answer carries.
    func allowsFetch(_ head: RequestHead, isPage: Bool) -> Bool {
        guard let site = head.value(of: "sec-fetch-site")?.lowercased() else { return true }
        if site == "same-origin" || site == "none" { return true }
        return isPage && head.value(of: "sec-fetch-mode")?.lowercased() == "navigate"
    }
}
