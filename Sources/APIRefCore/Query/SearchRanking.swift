import Foundation

/// The one definition of how a search ranks a symbol by its name, which `apiref search` and
/// the site's search (`Templates/assets/search.js`, a line-for-line port) both follow, and
/// which `Tests/APIRefCoreTests/Fixtures/search-queries.json` holds them both to:
///
/// 0. the name is the query (`accessoryType`, or `UITableViewCell.accessoryType`);
/// 1. the name starts with it (`accessory` → `accessoryType`);
/// 2. the query's parts start the name's camel-case parts in order, one typo allowed in a
///    part of four letters or more, after its first letter (`reuseId` → `dequeueReusableCellWithIdentifier:`);
/// 3. the container starts with it (`UITableViewCe` → the members of `UITableViewCell`);
/// 4. a later word of the name starts with it (`type` → `accessoryType`, `table` →
///    `UITableView`; in CJK text every character starts a word): a match inside a word
///    (`ccessory`) is not one, so that the site's split index can find every match by the
///    start of a word;
/// 5. the name starts with the query's first letter and with something one edit away from
///    the query (two for queries of eight letters or more): `accesoryType`, `dequeReusableCell`;
/// 6. only the text (summary, discussion) matches: ranked by the full-text index.
///
/// Within a tier, shorter names first, then by name, then by container.
public enum SearchRanking {
    public static let textTier = 6

    /// A query as both sides compare it: NFKC, lowercased, spaces removed; and its parts.
    public struct Query: Sendable {
        public var compact: String
        public var parts: [String]

        public init(_ text: String) {
            let normalized = text.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
            compact = normalized.lowercased().filter { !$0.isWhitespace }
            parts = normalized.split(separator: " ").flatMap { SearchRanking.humps(String($0)) }
        }
    }

    /// The tier of a symbol named `name` (in `container`), or nil when its name does not match.
    public static func tier(name: String, container: String?, query: Query) -> Int? {
        guard !query.compact.isEmpty else { return nil }
        let lowered = name.lowercased()
        let qualified = container.map { $0.lowercased() + "." + lowered }
        if lowered == query.compact || qualified == query.compact { return 0 }
        if lowered.hasPrefix(query.compact) { return 1 }
        if query.parts.count > 1, camelCaseMatch(humps(name), query.parts) { return 2 }
        if let container, container.lowercased().hasPrefix(query.compact) { return 3 }
        if wordStarts(name).dropFirst().contains(where: { name[$0...].lowercased().hasPrefix(query.compact) }) { return 4 }
        let limit = query.compact.count < 8 ? 1 : 2
        if query.compact.count >= 3, lowered.first == query.compact.first,
            prefixDistance(query.compact, lowered, limit: limit) <= limit
        {
            return 5
        }
        return nil
    }

    /// `dequeueReusableCellWithIdentifier:` → dequeue, reusable, cell, with, identifier;
    /// `UITableView` → ui, table, view (an upper-case run ends before its last letter when a
    /// lower-case one follows).
    public static func humps(_ name: String) -> [String] {
        let characters = Array(name)
        var starts = humpStarts(characters)
        starts.append(characters.count)
        var parts: [String] = []
        for (start, end) in zip(starts, starts.dropFirst()) {
            let part = String(characters[start..<end]).filter { $0.isLetter || $0.isNumber }
            if !part.isEmpty { parts.append(part.lowercased()) }
        }
        return parts
    }

    /// Where the name's words start: its camel-case parts and, in CJK text, every character.
    /// The first is always the name's start.
    public static func wordStarts(_ name: String) -> [String.Index] {
        let characters = Array(name)
        var offsets = Set(humpStarts(characters))
        for (offset, character) in characters.enumerated() where CJKCharacters.isLetter(character) { offsets.insert(offset) }
        offsets.insert(0)
        let indices = Array(name.indices)
        return offsets.sorted().filter { $0 < indices.count }.map { indices[$0] }
    }

    /// The offsets where camel-case parts start: a letter or digit after anything else, an
    /// upper-case letter after a lower-case one or a digit, and the last upper-case letter of
    /// a run that a lower-case letter follows.
    private static func humpStarts(_ characters: [Character]) -> [Int] {
        var starts: [Int] = []
        for (offset, character) in characters.enumerated() where character.isLetter || character.isNumber {
            guard offset > 0 else {
                starts.append(0)
                continue
            }
            let previous = characters[offset - 1]
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            if !(previous.isLetter || previous.isNumber)
                || (character.isUppercase && (previous.isLowercase || previous.isNumber))
                || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
            {
                starts.append(offset)
            }
        }
        return starts
    }

    /// Each query part starts a later name part than the one before, with one typo allowed
    /// in a part of four letters or more after its first letter.
    static func camelCaseMatch(_ name: [String], _ query: [String]) -> Bool {
        var position = 0
        for part in query {
            let part = part.lowercased()
            guard
                let found = name[position...].firstIndex(where: { hump in
                    hump.hasPrefix(part) || (part.count >= 4 && hump.first == part.first && prefixDistance(part, hump, limit: 1) <= 1)
                })
            else { return false }
            position = found + 1
        }
        return true
    }

    /// The edit distance between `query` and the start of `name` of the same length (give or
    /// take one), stopping as soon as it exceeds `limit`.
    static func prefixDistance(_ query: String, _ name: String, limit: Int) -> Int {
        let a = Array(query)
        let b = Array(name.prefix(query.count + 1))
        guard abs(a.count - min(b.count, a.count)) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var best = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                best = min(best, current[j])
            }
            if best > limit { return limit + 1 }
            previous = current
        }
        // The query against the name's first |query| or |query|±1 characters, whichever is closest.
        return [a.count - 1, a.count, a.count + 1].filter { $0 >= 0 && $0 <= b.count }.map { previous[$0] }.min() ?? limit + 1
    }
}
