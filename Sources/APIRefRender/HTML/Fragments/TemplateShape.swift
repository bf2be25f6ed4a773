/// What of a `TemplateValue` decides the markup a template writes for it, apart from the
/// texts themselves: the field names, the flags, each list's length, and of each text only
/// whether it is empty and whether it ends a line (swift-mustache's partial indentation
/// looks at both). Two values with one shape differ only in what goes where the texts go.
struct TemplateShape: Hashable, Sendable {
    private(set) var bytes: [UInt8] = []
    /// Worked out once, over the bytes at once: a shape is looked up under the cache's lock,
    /// and hashing its few hundred bytes one by one showed in profiles.
    private var hash = 0

    static func == (left: TemplateShape, right: TemplateShape) -> Bool {
        left.hash == right.hash && left.bytes == right.bytes
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The shape of `value`, and its texts in the order the walk meets them; the order in
    /// which `TemplateValue.placeholders` numbers them too.
    static func of(_ value: TemplateValue) -> (shape: TemplateShape, texts: [String]) {
        var shape = TemplateShape()
        shape.bytes.reserveCapacity(512)
        var texts: [String] = []
        texts.reserveCapacity(48)
        shape.add(value, texts: &texts)
        var hasher = Hasher()
        shape.bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        shape.hash = hasher.finalize()
        return (shape, texts)
    }

    private mutating func add(_ value: TemplateValue, texts: inout [String]) {
        switch value {
        case .text(let text):
            bytes.append(0x10 | (text.isEmpty ? 1 : 0) | (text.utf8.last == 0x0A ? 2 : 0))
            texts.append(text)
        case .flag(let flag):
            bytes.append(flag ? 0x21 : 0x20)
        case .list(let items):
            bytes.append(0x30)
            addCount(items.count)
            for item in items { add(item, texts: &texts) }
        case .object(let fields):
            bytes.append(0x40)
            addCount(fields.names.count)
            for (name, value) in zip(fields.names, fields.values) {
                bytes.append(contentsOf: name.utf8)
                bytes.append(0)
                add(value, texts: &texts)
            }
        case .shared(let id, _):
            bytes.append(0x50)
            bytes.append(contentsOf: id.utf8)
            bytes.append(0)
        }
    }

    private mutating func addCount(_ count: Int) {
        var count = count
        repeat {
            bytes.append(UInt8(count & 0x7F) | (count > 0x7F ? 0x80 : 0))
            count >>= 7
        } while count > 0
    }
}

extension TemplateValue {
    /// The value as swift-mustache takes it, with each non-empty text replaced by a
    /// placeholder that names its position (`FragmentPlaceholder`). Empty texts stay empty,
    /// so that sections and indentation see what they would see for the real value.
    func placeholders(numbering next: inout Int) -> Any {
        switch self {
        case .text(let text):
            defer { next += 1 }
            return text.isEmpty ? "" : FragmentPlaceholder.text(next, endsLine: text.utf8.last == 0x0A)
        case .flag(let flag):
            return flag
        case .list(let items):
            return items.map { $0.placeholders(numbering: &next) }
        case .object(let fields):
            var dictionary: [String: Any] = [:]
            for (name, value) in zip(fields.names, fields.values) { dictionary[name] = value.placeholders(numbering: &next) }
            return dictionary
        case .shared(_, let value):
            return value
        }
    }
}
