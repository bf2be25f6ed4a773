/// Which link destinations from content may become `href`s: web and mail addresses,
/// relative paths and fragments. `javascript:`, `data:` and every other scheme are dropped.
enum SafeURL {
    static func allows(_ destination: String) -> Bool {
        let trimmed = destination.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let lowered = String(String.UnicodeScalarView(trimmed)).lowercased()
        guard let colon = lowered.firstIndex(of: ":") else { return true }
        // A colon after a slash, ? or # is part of a relative path, not a scheme.
        if let boundary = lowered.firstIndex(where: { "/?#".contains($0) }), boundary < colon { return true }
        let scheme = lowered[..<colon]
        return ["http", "https", "mailto"].contains(String(scheme))
    }
}
