/// Which characters are Chinese, Japanese or Korean, for the two places that treat them
/// apart from Latin text: line breaking in the terminal and search terms.
public enum CJKCharacters {
    /// Ideographs, kana (half-width too) and hangul: the letters of CJK text.
    public static func isLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
            0xFF66...0xFF9F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Letters, CJK punctuation (、。「」) and full-width forms: text a line may break inside.
    public static func breaksLikeCJK(_ character: Character) -> Bool {
        if isLetter(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0xFE30...0xFE4F, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
