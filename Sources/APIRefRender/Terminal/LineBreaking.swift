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
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
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
