/// A word-by-word difference of two texts, as `git diff --word-diff` shows it: what the
/// translator must carry over when the English under a translation changes.
public enum WordDiff {
    public enum Piece: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The pieces that turn `old` into `new`: words (with the spaces after them) kept,
    /// removed or added, from a longest common subsequence of words.
    public static func pieces(from old: String, to new: String) -> [Piece] {
        let a = words(old)
        let b = words(new)
        // Lengths of the longest common subsequences of every pair of suffixes.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pieces: [Piece] = []
        func add(_ piece: Piece) {
            switch (pieces.last, piece) {
            case (.same(let x)?, .same(let y)): pieces[pieces.count - 1] = .same(x + y)
            case (.removed(let x)?, .removed(let y)): pieces[pieces.count - 1] = .removed(x + y)
            case (.added(let x)?, .added(let y)): pieces[pieces.count - 1] = .added(x + y)
            default: pieces.append(piece)
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                add(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                add(.removed(a[i]))
                i += 1
            } else {
                add(.added(b[j]))
                j += 1
            }
        }
        return grouped(pieces)
    }

    /// Changes separated only by a space read as one change: `[-a second.-]{+two seconds.+}`,
    /// not `[-a-]{+two+} [-second.-]{+seconds.+}`.
    private static func grouped(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        var removed = ""
        var added = ""
        func flush() {
            if !removed.isEmpty { result.append(.removed(removed)) }
            if !added.isEmpty { result.append(.added(added)) }
            removed = ""
            added = ""
        }
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .removed(let text): removed += text
            case .added(let text): added += text
            case .same(let text):
                let between = !removed.isEmpty || !added.isEmpty
                let changeFollows: Bool
                if index + 1 < pieces.count, case .same = pieces[index + 1] {
                    changeFollows = false
                } else {
                    changeFollows = index + 1 < pieces.count
                }
                if between, changeFollows, text.allSatisfy({ $0 == " " }) {
                    removed += text
                    added += text
                } else {
                    flush()
                    result.append(piece)
                }
            }
        }
        flush()
        return result
    }

    /// `[-removed-]{+added+}` around the changes, or red and green with `escapes`.
    public static func render(_ pieces: [Piece], escapes: Bool) -> String {
        pieces.map { piece in
            switch piece {
            case .same(let text): return text
            case .removed(let text): return escapes ? "\u{1B}[31m[-\(text)-]\u{1B}[0m" : "[-\(text)-]"
            case .added(let text): return escapes ? "\u{1B}[32m{+\(text)+}\u{1B}[0m" : "{+\(text)+}"
            }
        }.joined()
    }

    /// Words and the runs of whitespace between them, as separate tokens.
    static func words(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            if let last = current.last, last.isWhitespace != character.isWhitespace {
                tokens.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
