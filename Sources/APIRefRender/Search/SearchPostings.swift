/// Ascending whole numbers (rank numbers) written as a short string, for the site's search
/// files: each number after the first is its distance from the one before, less one, so a
/// run of neighbours costs one character each; each number is written five bits to a
/// character, low bits first, in an alphabet whose upper half marks "more follows".
/// `Templates/assets/search.js` (`decode`) reads it back.
enum SearchPostings {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".unicodeScalars)

    /// `values` must be ascending and distinct.
    static func encode<Values: Sequence>(_ values: Values) -> String where Values.Element: BinaryInteger {
        var out = String.UnicodeScalarView()
        var previous = -1
        for element in values {
            let value = Int(element)
            assert(value > previous, "postings must ascend")
            guard value > previous else { continue }
            var rest = previous < 0 ? value : value - previous - 1
            previous = value
            while rest >= 32 {
                out.append(alphabet[32 + rest % 32])
                rest /= 32
            }
            out.append(alphabet[rest])
        }
        return String(out)
    }

    /// The numbers `encode` wrote: for the tests.
    static func decode(_ text: String) -> [Int] {
        var values: [Int] = []
        var value = 0
        var scale = 1
        for scalar in text.unicodeScalars {
            guard let digit = alphabet.firstIndex(of: scalar) else { return [] }
            if digit >= 32 {
                value += (digit - 32) * scale
                scale *= 32
                continue
            }
            value += digit * scale
            values.append(values.isEmpty ? value : values[values.count - 1] + value + 1)
            value = 0
            scale = 1
        }
        return values
    }
}
