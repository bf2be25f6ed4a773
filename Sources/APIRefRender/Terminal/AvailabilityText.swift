import APIRefCore

/// Availability in words: "iOS 2.0", "Introduced in iOS 2.0. Deprecated in iOS 3.0."
public enum AvailabilityText {
    /// One line per platform.
    public static func lines(_ entries: [PlatformAvailability]) -> [String] {
        entries.map { entry in
            var parts: [String] = []
            if let introduced = entry.introduced { parts.append("Introduced in \(entry.platform) \(introduced).") }
            if let deprecated = entry.deprecated { parts.append("Deprecated in \(entry.platform) \(deprecated).") }
            if let obsoleted = entry.obsoleted { parts.append("Obsoleted in \(entry.platform) \(obsoleted).") }
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
