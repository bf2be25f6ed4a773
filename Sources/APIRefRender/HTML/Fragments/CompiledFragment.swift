/// One shape of a template's output: the markup the template wrote, cut where the value's
/// texts go. Filling it with another value's texts of the same shape gives what the
/// template would have written for that value.
struct CompiledFragment: Sendable {
    enum Piece: Sendable {
        case markup(String)
        /// The value's text at this position, escaped for HTML or as it is.
        case text(Int, escaped: Bool)
    }

    let pieces: [Piece]
    private let markupLength: Int

    /// Reads the placeholders (`FragmentPlaceholder`) back out of a shape's rendering; nil
    /// when the rendering holds something else where a placeholder starts: the template
    /// changed a text on its way out (a transform, other escaping), or its own markup holds
    /// the marker. `texts` are the value's, to tell which placeholders end a line.
    init?(rendering: String, texts: [String]) {
        let bytes = Array(rendering.utf8)
        var pieces: [Piece] = []
        var markupLength = 0
        var markupStart = 0
        var index = 0
        func closeMarkup(at end: Int) {
            guard end > markupStart else { return }
            pieces.append(.markup(String(decoding: bytes[markupStart..<end], as: UTF8.self)))
            markupLength += end - markupStart
        }
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
        }
        while index < bytes.count {
            guard matches(FragmentPlaceholder.start, at: index) else {
                index += 1
                continue
            }
            closeMarkup(at: index)
            var position = index + FragmentPlaceholder.start.count
            var number = 0
            let digitsStart = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]), position - digitsStart < 9 {
                number = number * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            guard position > digitsStart, number < texts.count else { return nil }
            let escaped: Bool
            if matches(FragmentPlaceholder.escapedTail, at: position) {
                escaped = true
                position += FragmentPlaceholder.escapedTail.count
            } else if matches(FragmentPlaceholder.rawTail, at: position) {
                escaped = false
                position += FragmentPlaceholder.rawTail.count
            } else {
                return nil
            }
            if texts[number].utf8.last == 0x0A {
                guard position < bytes.count, bytes[position] == 0x0A else { return nil }
                position += 1
            }
            pieces.append(.text(number, escaped: escaped))
            index = position
            markupStart = position
        }
        closeMarkup(at: bytes.count)
        self.pieces = pieces
        self.markupLength = markupLength
    }

    /// The output for a value of this shape, given its texts (`TemplateShape.of`).
    func fill(_ texts: [String]) -> String {
        // Sized up front: the layout around a listing holds a body of megabytes, and growing
        // to it by doubling left up to twice that allocated.
        var length = markupLength
        for case .text(let number, _) in pieces { length += texts[number].utf8.count }
        var output = ""
        output.reserveCapacity(length + length / 64)
        for piece in pieces {
            switch piece {
            case .markup(let markup): output += markup
            case .text(let number, true): output += HTMLEscape.text(texts[number])
            case .text(let number, false): output += texts[number]
            }
        }
        return output
    }
}
