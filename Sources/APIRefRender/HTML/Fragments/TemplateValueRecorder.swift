import APIRefBase
import APIRefCore
import Mustache

/// Every value each template was rendered with, as the dotted paths a template can name
/// (`facts[].items[].url`, `[]` for a list's items) and the kind of value found there:
/// the theme contract as the code really provides it, which `ThemeDocumentationTests`
/// checks `docs/themes.md` against. Only a theme made with `TemplateSet.recording(into:)`
/// has one; a build renders without.
final class TemplateValueRecorder: Sendable {
    /// What a template finds at a path.
    enum Kind: String, Sendable, Comparable {
        case text, flag, number, list, object

        static func < (left: Kind, right: Kind) -> Bool { left.rawValue < right.rawValue }
    }

    /// One path: the kinds found there and the first non-empty text seen, as an example.
    struct Use: Sendable {
        var kinds: Set<Kind> = []
        var example: String?
    }

    private let uses = Locked<[String: [String: Use]]>([:])

    /// Records what `template` is rendered with: a `TemplateValue`'s `mustacheValue` or a
    /// listing's `[String: Any]`.
    func record(_ template: String, _ value: Any) {
        var found: [String: Use] = [:]
        Self.walk(value, path: "", into: &found)
        uses.withLock { uses in
            uses[template, default: [:]].merge(found) { old, new in
                Use(kinds: old.kinds.union(new.kinds), example: old.example ?? new.example)
            }
        }
    }

    /// The paths each template was rendered with, by template name.
    var recorded: [String: [String: Use]] { uses.withLock { $0 } }

    private static func walk(_ value: Any, path: String, into found: inout [String: Use]) {
        func note(_ kind: Kind, example: String? = nil) {
            guard !path.isEmpty else { return }
            found[path, default: Use()].kinds.insert(kind)
            if found[path]?.example == nil, let example, !example.isEmpty { found[path]?.example = example }
        }
        switch value {
        case let text as String:
            note(.text, example: text)
        case is Bool:
            note(.flag)
        case let number as Int:
            note(.number, example: String(number))
        case let fields as [String: Any]:
            note(.object)
            for (name, field) in fields { walk(field, path: path.isEmpty ? name : path + "." + name, into: &found) }
        case let items as [Any]:
            note(.list)
            for item in items { walk(item, path: path + "[]", into: &found) }
        case is MustacheCustomRenderable:
            // A listing's entries (`ListingEntries`), written as HTML where the tag stands.
            note(.text)
        default:
            note(.object)
        }
    }
}
