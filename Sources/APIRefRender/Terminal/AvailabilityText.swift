import APIRefCore

/// Availability in words: "iOS 2.0", "Introduced in iOS 2.0. Deprecated in iOS 3.0."
public enum AvailabilityText {
    /// One line per platform, in the reader's language when `strings` has its patterns.
    public static func lines(_ entries: [PlatformAvailability], strings: LanguageStrings? = nil) -> [String] {
        let strings = strings ?? LanguageStrings(language: "en")
        return entries.map { entry in
            var parts: [String] = []
            for (pattern, version) in [
                ("Introduced in {platform} {version}.", entry.introduced),
                ("Deprecated in {platform} {version}.", entry.deprecated),
                ("Obsoleted in {platform} {version}.", entry.obsoleted)
            ] {
                guard let version else { continue }
                parts.append(strings.format(pattern, ["platform": entry.platform, "version": version.description]))
            }
            return parts.joined(separator: " ")
        }.filter { !$0.isEmpty }
    }

    /// "iOS 2.0 and later, tvOS 9.0 and later".
    public static func line(_ entries: [PlatformAvailability]) -> String {
        entries.compactMap { entry in entry.introduced.map { "\(entry.platform) \($0) and later" } }.joined(separator: ", ")
    }

    /// "iOS 3.0" (every platform that deprecates), or nil when nothing does.
    public static func deprecation(_ entries: [PlatformAvailability]) -> String? {
        let deprecated = entries.compactMap { entry in entry.deprecated.map { "\(entry.platform) \($0)" } }
        return deprecated.isEmpty ? nil : deprecated.joined(separator: ", ")
    }
}
