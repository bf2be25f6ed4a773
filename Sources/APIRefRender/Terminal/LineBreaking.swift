import APIRefCore

/// Where a line may break in text with no spaces: between two CJK characters, or between
/// CJK and Latin text, never inside a Latin word or an identifier; and the kinsoku rules of
/// Japanese typesetting: no line starts with closing punctuation, the prolonged sound mark
/// or small kana, and none ends with opening brackets.
enum LineBreaking {
    /// Whether a line may break between `before` and `after`, which touch (no space).
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        guard isCJK(before) || isCJK(after) else { return false }
        return !cannotStartLine(after) && !cannotEndLine(before)
    }

    static func isCJK(_ character: Character) -> Bool {
        CJKCharacters.breaksLikeCJK(character)
    }

    /// 行頭禁則: closing brackets and punctuation, iteration and prolonged sound marks, small kana.
    static func cannotStartLine(_ character: Character) -> Bool {
        noStart.contains(character)
    }

    /// 行末禁則: opening brackets.
    static func cannotEndLine(_ character: Character) -> Bool {
        noEnd.contains(character)
    }

    private static let noStart: Set<Character> = Set("、。，．・：；？！ー）」』】〕〉》〙〗｝］”’ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ)]}.,:;!?%")
    private static let noEnd: Set<Character> = Set("（「『【〔〈《〘〖｛［“‘([{")
}
