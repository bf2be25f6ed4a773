/// Parses `iOS 2.0, tvOS 9.0` — the value of `Availability`, `Deprecated` and `Obsoleted` —
/// and returns what follows the list (a deprecation's message).
public struct VersionList: Sendable {
    /// The platform names apiref knows, in their canonical spelling.
    public static let platforms = ["iOS", "iPadOS", "tvOS", "watchOS", "visionOS", "macOS", "Mac Catalyst"]
    /// `platform` as `platforms` spells it (`ios` → `iOS`, `maccatalyst` → `Mac Catalyst`),
    /// or `nil` when it is none of them.
    public static func canonicalPlatform(_ platform: String) -> String? {
        func key(_ name: String) -> String { name.lowercased().filter { $0 != " " } }
        return platforms.first { key($0) == key(platform) }
    }

    private static let longestPlatform = platforms.map(\.count).max() ?? 0
    /// `platforms` lower-cased, in the same order: every entry of every list is compared with them.
    private static let lowercasedPlatforms = platforms.map { $0.lowercased() }

    public var entries: [(platform: String, version: Version)]
    /// The text after the list, with its leading separator removed.
    public var remainder: String
    /// How many characters of the input the list and its separator took.
    var consumed: Int
    /// Entries written without a space (`iOS3.0`): read, and worth a fix-it to `iOS 3.0`.
    public var unspaced: [(written: String, spaced: String)] = []

    /// What does not parse, and the word where it goes wrong (`found`), to point at.
    public enum Failure: Error { case malformed(String, found: String) }

    public static func parse(_ text: String) -> Result<VersionList, Failure> {
        var rest = Substring(text)
        var entries: [(String, Version)] = []
        var unspaced: [(String, String)] = []
        while true {
            rest = rest.drop(while: { $0 == " " })
            // Lowercased once per entry, and only as far as the longest platform name reaches.
            let start = rest.prefix(longestPlatform).lowercased()
            guard
                let platform = platforms.indices.first(where: {
                    start.hasPrefix(lowercasedPlatforms[$0]) && isWordEnd(rest.dropFirst(platforms[$0].count))
                }).map({ platforms[$0] })
            else {
                let found = rest.prefix(while: { !$0.isWhitespace && $0 != "," })
                let problem =
                    entries.isEmpty
                    ? "expected a platform (\(platforms.joined(separator: ", "))), found '\(found)'"
                    : "expected a platform after ',', found '\(found)'"
                return .failure(.malformed(problem, found: String(found)))
            }
            let written = rest.prefix(platform.count)
            let isSpaced = rest.dropFirst(platform.count).first == " "
            rest = rest.dropFirst(platform.count).drop(while: { $0 == " " })
            var number = rest.prefix(while: { $0.isNumber || $0 == "." })
            if number.hasSuffix(".") { number = number.dropLast() }
            guard let version = Version(number) else {
                let found = rest.prefix(while: { !$0.isWhitespace && $0 != "," })
                return .failure(.malformed("'\(found)' is not a version for \(platform); write it like 2.0 or 13.1", found: String(found)))
            }
            if !isSpaced { unspaced.append((String(written + number), "\(written) \(number)")) }
            rest = rest.dropFirst(number.count)
            guard endsCleanly(rest) else {
                let found = (number + rest).prefix(while: { !$0.isWhitespace && $0 != "," })
                return .failure(.malformed("'\(found)' is not a version for \(platform); write it like 2.0 or 13.1", found: String(found)))
            }
            entries.append((platform, version))
            let afterSpaces = rest.drop(while: { $0 == " " })
            if afterSpaces.first == ",", startsWithPlatform(afterSpaces.dropFirst()) {
                rest = afterSpaces.dropFirst()
                continue
            }
            break
        }
        var remainder = rest.drop(while: { $0 == " " })
        if remainder.lowercased().hasPrefix("and later") { remainder = remainder.dropFirst("and later".count) }
        remainder = remainder.drop(while: { " .;:,—–-".contains($0) })
        let consumed = text.count - remainder.count
        return .success(VersionList(entries: entries, remainder: remainder.trimmingWhitespace(), consumed: consumed, unspaced: unspaced))
    }

    private static func startsWithPlatform(_ text: Substring) -> Bool {
        let trimmed = text.drop(while: { $0 == " " }).prefix(longestPlatform).lowercased()
        return lowercasedPlatforms.contains { trimmed.hasPrefix($0) }
    }

    /// A version ends at the end, a space, a comma or semicolon, or a sentence's full stop.
    private static func endsCleanly(_ rest: Substring) -> Bool {
        guard let next = rest.first else { return true }
        if next == "." { return rest.dropFirst().first.map(\.isWhitespace) ?? true }
        return next.isWhitespace || next == "," || next == ";"
    }

    private static func isWordEnd(_ rest: Substring) -> Bool {
        guard let next = rest.first else { return true }
        return !next.isLetter
    }
}
