/// Levenshtein distance, case-insensitive, for "did you mean" suggestions.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.lowercased().unicodeScalars)
        let right = Array(b.lowercased().unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = previous
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// Up to `limit` names close to `target`, nearest first.
    /// `generous` widens the distance allowed, for a small set such as one class's members.
    public static func nearest(to target: String, in names: some Sequence<String>, limit: Int = 3, generous: Bool = false) -> [String] {
        let threshold = max(2, target.count / (generous ? 2 : 3))
        var scored: [(Int, String)] = []
        for name in Set(names) where abs(name.count - target.count) <= threshold {
            let distance = between(target, name)
            if distance <= threshold { scored.append((distance, name)) }
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }
}

extension EditDistance {
    /// The one name a misspelling certainly meant, for a fix-it: the only suggestion, and
    /// close (one edit in four characters, at least one). Otherwise nil, and the
    /// suggestions stay a note for the author to choose from.
    public static func certainFix(for name: String, suggestions: [String]) -> String? {
        guard suggestions.count == 1, let only = suggestions.first else { return nil }
        return between(name, only) <= max(1, name.count / 4) ? only : nil
    }
}
