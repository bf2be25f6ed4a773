import APIRefBase

/// A template's values as a tree whose fields keep their order. Output rendered thousands
/// of times with one template (member entries) is built from these rather than from
/// `[String: Any]`: two values with the same fields, flags and list lengths have the same
/// *shape*, and `FragmentTemplates` renders each shape once and then only writes the
/// texts into it.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateFields)
    /// A value that every fragment of a kind shares, such as the theme's words in the
    /// copy's language. It is rendered into the fragment as it is, so `id` must name it
    /// exactly: another value needs another id.
    case shared(id: String, value: [String: String])

    /// `words` shared by every fragment, named by what they hold, so that two sets of words
    /// (two languages) never share a rendering.
    static func shared(_ words: [String: String]) -> TemplateValue {
        var hasher = FNV1a()
        for key in words.keys.sorted() {
            for part in [key, words[key] ?? ""] {
                hasher.add(part)
                hasher.add("\u{0}")
            }
        }
        return .shared(id: hasher.hex, value: words)
    }

    /// The value as swift-mustache takes it: `[String: Any]`, `[Any]`, `String` or `Bool`.
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .list(let items): items.map(\.mustacheValue)
        case .object(let fields): fields.dictionary
        case .shared(_, let value): value
        }
    }

    /// A template item for a name that links where it can: `name`, `url`, `hasURL` (every
    /// key is always present, so a template never picks up an outer item's value).
    static func link(_ name: String, href: String?) -> TemplateFields {
        ["name": .text(name), "url": .text(href ?? ""), "hasURL": .flag(href != nil)]
    }
}

/// An object's fields in the order they were given.
struct TemplateFields: Sendable, ExpressibleByDictionaryLiteral {
    private(set) var names: [String]
    private(set) var values: [TemplateValue]

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        names = elements.map(\.0)
        values = elements.map(\.1)
    }

    /// Adds a field, or replaces the value of one already there.
    subscript(name: String) -> TemplateValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// Adds `other`'s fields, replacing those of the same names.
    mutating func merge(_ other: TemplateFields) {
        for (name, value) in zip(other.names, other.values) { self[name] = value }
    }

    var dictionary: [String: Any] {
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(names.count)
        for (name, value) in zip(names, values) { dictionary[name] = value.mustacheValue }
        return dictionary
    }
}
