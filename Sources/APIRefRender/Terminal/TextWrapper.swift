/// Fills styled runs into lines of a given width (display columns: CJK counts two),
/// breaking at spaces and where `LineBreaking` allows inside text without spaces
/// (Japanese), and inside a word only when the word alone is wider than the line;
/// continuation lines keep the indent.
struct TextWrapper {
    let width: Int
    let style: TerminalStyle

    /// A piece between break opportunities, possibly in several styles, and whether a
    /// space separates it from the piece before (a break inside Japanese text has none).
    private struct Word {
        var runs: [StyledRun] = []
        var spaced = true
        var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }
    }

    /// The narrowest a line's text may be; a deeper indent is cut back so that no line is
    /// ever wider than `width` (code aligned far to the right, a narrow terminal).
    static let minimumText = 10

    func wrap(_ runs: [StyledRun], indent requestedIndent: Int, hangingIndent: Int? = nil) -> [String] {
        let deepest = max(0, width - Self.minimumText)
        let indent = min(requestedIndent, deepest)
        let hanging = min(hangingIndent ?? requestedIndent, deepest)
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
                let wordWidth = word.width
                let needed = current.isEmpty ? wordWidth : currentWidth + (word.spaced ? 1 : 0) + wordWidth
                if needed <= available {
                    current.append(word)
                    currentWidth = needed
                    continue
                }
                if !current.isEmpty { flush() }
                // Pieces after the first go on continuation lines: cut for the narrower indent.
                for piece in split(word, width: max(width - max(lineIndent, hanging), Self.minimumText)) {
                    if !current.isEmpty { flush() }
                    current = [piece]
                    currentWidth = piece.width
                }
            }
            flush()
        }
        return lines
    }

    /// Words per forced line (a hard line break starts a new group).
    private func words(in runs: [StyledRun]) -> [[Word]] {
        var groups: [[Word]] = [[]]
        var word = Word()
        var fragment = ""
        var fragmentStyle = TextStyle.plain
        var previous: Character?
        func endFragment() {
            if !fragment.isEmpty { word.runs.append(StyledRun(text: fragment, style: fragmentStyle)) }
            fragment = ""
        }
        func endWord(spacedNext: Bool) {
            endFragment()
            if !word.runs.isEmpty { groups[groups.count - 1].append(word) }
            word = Word(spaced: spacedNext)
        }
        for run in runs {
            endFragment()
            fragmentStyle = run.style
            for character in run.text {
                if character == "\n" || character == " " {
                    endWord(spacedNext: true)
                    if character == "\n" { groups.append([]) }
                    previous = nil
                    continue
                }
                if let before = previous, LineBreaking.mayBreak(between: before, and: character) {
                    endWord(spacedNext: false)
                }
                fragment.append(character)
                previous = character
            }
        }
        endWord(spacedNext: true)
        let kept = groups.filter { !$0.isEmpty }
        return kept
    }

    /// Cuts a word wider than `width` into pieces that fit, by characters.
    private func split(_ word: Word, width: Int) -> [Word] {
        var pieces: [Word] = [Word(spaced: word.spaced)]
        var pieceWidth = 0
        for run in word.runs {
            var text = ""
            for character in run.text {
                let characterWidth = DisplayWidth.of(String(character))
                if pieceWidth + characterWidth > width, pieceWidth > 0 {
                    // Kinsoku: a character that may not start a line takes the one before it along,
                    // and that one its own when it may not start a line either (`)）、`), also
                    // across the run before (`…()` in code, then `、`); four at most.
                    var carried = ""
                    var carriedRuns: [StyledRun] = []
                    var first = character
                    var steps = 0
                    while LineBreaking.cannotStartLine(first), steps < 4 {
                        let pieceRuns = pieces[pieces.count - 1].runs
                        if text.count > 1 || (text.count == 1 && !pieceRuns.isEmpty), let last = text.popLast() {
                            carried = String(last) + carried
                            first = last
                        } else if text.isEmpty, var previous = pieceRuns.last, previous.text.count > 1 || pieceRuns.count > 1 {
                            let last = previous.text.removeLast()
                            if previous.text.isEmpty {
                                pieces[pieces.count - 1].runs.removeLast()
                            } else {
                                pieces[pieces.count - 1].runs[pieceRuns.count - 1] = previous
                            }
                            if let head = carriedRuns.first, head.style == previous.style {
                                carriedRuns[0].text = String(last) + head.text
                            } else {
                                carriedRuns.insert(StyledRun(text: String(last), style: previous.style), at: 0)
                            }
                            first = last
                        } else {
                            break
                        }
                        steps += 1
                    }
                    if !text.isEmpty { pieces[pieces.count - 1].runs.append(StyledRun(text: text, style: run.style)) }
                    pieces.append(Word(spaced: false))
                    pieces[pieces.count - 1].runs += carriedRuns
                    text = carried
                    pieceWidth = DisplayWidth.of(carried) + carriedRuns.reduce(0) { $0 + DisplayWidth.of($1.text) }
                }
                text.append(character)
                pieceWidth += characterWidth
            }
            if !text.isEmpty { pieces[pieces.count - 1].runs.append(StyledRun(text: text, style: run.style)) }
        }
        return pieces.filter { !$0.runs.isEmpty }
    }

    /// The words with single spaces between them; neighbouring fragments of one style
    /// share one pair of escape sequences.
    private func render(_ words: [Word]) -> String {
        var merged: [StyledRun] = []
        for (index, word) in words.enumerated() {
            let spaced = index > 0 && word.spaced
            for (offset, fragment) in word.runs.enumerated() {
                let text = spaced && offset == 0 ? " " + fragment.text : fragment.text
                if let last = merged.last, last.style == fragment.style {
                    merged[merged.count - 1].text += text
                } else if spaced, offset == 0 {
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
