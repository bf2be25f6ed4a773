/// The code spans of one block's raw text, in order, as the length of their backtick
/// fence; lets the converter tell ``` ``Symbol`` ``` from `` `code` ``.
struct BacktickSpans {
    static let empty = BacktickSpans(fences: [])

    private var fences: [Int]
    private var index = 0

    private init(fences: [Int]) { self.fences = fences }

    init(lines text: ArraySlice<UInt8>) {
        var fences: [Int] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if chars[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            guard chars[i] == UInt8(ascii: "`") else {
                i += 1
                continue
            }
            let open = Self.runLength(chars, at: i)
            var j = i + open
            var closed = false
            while j < chars.count {
                if chars[j] == UInt8(ascii: "`") {
                    let run = Self.runLength(chars, at: j)
                    if run == open {
                        closed = true
                        j += run
                        break
                    }
                    j += run
                } else {
                    j += 1
                }
            }
            if closed {
                fences.append(open)
                i = j
            } else {
                i += open
            }
        }
        self.init(fences: fences)
    }

    private static func runLength(_ chars: [UInt8], at start: Int) -> Int {
        var end = start
        while end < chars.count, chars[end] == UInt8(ascii: "`") { end += 1 }
        return end - start
    }

    /// The fence length of the next code span, or 0 when the scan and cmark disagree.
    mutating func next() -> Int {
        defer { index += 1 }
        return index < fences.count ? fences[index] : 0
    }
}
