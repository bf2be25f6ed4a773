/// Fills styled runs into lines of a given width, breaking at spaces (and inside a word
/// only when the word alone is wider than the line); continuation lines keep the indent.
struct TextWrapper {
    let width: Int
    let style: TerminalStyle

    /// A word: adjacent fragments with no space between them, possibly in several styles.
    private typealias Word = [StyledRun]

    func wrap(_ runs: [StyledRun], indent: Int, hangingIndent: Int? = nil) -> [String] {
        let hanging = hangingIndent ?? indent
        var lines: [String] = []
        var current: [Word] = []
        var currentWidth = 0
        var lineIndent = indent
        func flush() {
            lines.append(String(repeating: " ", count: lineIndent) + render(current))
            current = []
            currentWidth = 0
            lineIndent = hanging
        }
        for paragraphWords in words(in: runs) {
            for word in paragraphWords {
                let available = max(width - lineIndent, 10)
                let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1.text) }
                let needed = current.isEmpty ? wordWidth : currentWidth + 1 + wordWidth
                if needed <= available {
                    current.append(word)
                    currentWidth = needed
                    continue
                }
                if !current.isEmpty { flush() }
                for piece in split(word, width: max(width - lineIndent, 10)) {
                    if !current.isEmpty { flush() }
                    current = [piece]
                    currentWidth = piece.reduce(0) { $0 + DisplayWidth.of($1.text) }
                }
            }
            flush()
        }
        return lines
    }

    /// Words per forced line (a hard line break starts a new group).
    private func words(in runs: [StyledRun]) -> [[Word]] {
        var groups: [[Word]] = [[]]
        var word: Word = []
        func endWord() {
            if !word.isEmpty { groups[groups.count - 1].append(word) }
            word = []
        }
        for run in runs {
            var fragment = ""
            for character in run.text {
                if character == "\n" || character == " " {
                    if !fragment.isEmpty { word.append(StyledRun(text: fragment, style: run.style)) }
                    fragment = ""
                    endWord()
                    if character == "\n" { groups.append([]) }
                } else {
                    fragment.append(character)
                }
            }
            if !fragment.isEmpty { word.append(StyledRun(text: fragment, style: run.style)) }
        }
        endWord()
        return groups.filter { !$0.isEmpty }.isEmpty ? [] : groups.filter { !$0.isEmpty }
    }

    /// Cuts a word wider than `width` into pieces that fit, by characters.
    private func split(_ word: Word, width: Int) -> [Word] {
        var pieces: [Word] = [[]]
        var pieceWidth = 0
        for run in word {
            var text = ""
            for character in run.text {
                let characterWidth = DisplayWidth.of(String(character))
                if pieceWidth + characterWidth > width, pieceWidth > 0 {
                    if !text.isEmpty { pieces[pieces.count - 1].append(StyledRun(text: text, style: run.style)) }
                    pieces.append([])
                    text = ""
                    pieceWidth = 0
                }
                text.append(character)
                pieceWidth += characterWidth
            }
            if !text.isEmpty { pieces[pieces.count - 1].append(StyledRun(text: text, style: run.style)) }
        }
        return pieces.filter { !$0.isEmpty }
    }

    /// The words with single spaces between them; neighbouring fragments of one style
    /// share one pair of escape sequences.
    private func render(_ words: [Word]) -> String {
        var merged: [StyledRun] = []
        for (index, word) in words.enumerated() {
            for (offset, fragment) in word.enumerated() {
                let text = index > 0 && offset == 0 ? " " + fragment.text : fragment.text
                if let last = merged.last, last.style == fragment.style {
                    merged[merged.count - 1].text += text
                } else if index > 0, offset == 0 {
                    merged.append(StyledRun(text: " ", style: .plain))
                    merged.append(fragment)
                } else {
                    merged.append(fragment)
                }
            }
        }
        return merged.map { style.apply($0.style, to: $0.text) }.joined()
    }
}
