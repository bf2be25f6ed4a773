import APIRefBase
import APIRefCore
import Mustache

/// Renders a template that a site writes thousands of times (a member entry) by shape:
/// the second time a shape comes (`TemplateShape`), swift-mustache renders it once more
/// with placeholders for the texts, and from then on values of that shape are written by
/// filling that rendering (`CompiledFragment`). The template stays the theme's and
/// swift-mustache stays what reads it; what is saved is its per-tag work (splitting each
/// name, climbing the context, a dozen dynamic casts), which was two thirds of a site
/// build's time.
///
/// A compiled shape is kept only if filling it gives exactly what swift-mustache gave for
/// the value it was compiled from; otherwise that shape is always rendered directly. A
/// theme whose tags transform values or pick partials by value is always rendered
/// directly, since a placeholder would not go through those as the text does.
final class FragmentTemplates: Sendable {
    private let library: MustacheLibrary
    let rendersByShape: Bool
    private let shapes = Locked<[Key: Entry]>([:])
    /// Told every value a template is rendered with (`TemplateSet.recording(into:)`).
    let recorder: TemplateValueRecorder?

    /// Shapes remembered per build; past this, new shapes are rendered directly. Each holds
    /// about the markup of one entry.
    static let maximumShapes = 4096

    private struct Key: Hashable {
        let template: String
        let shape: TemplateShape
    }

    private enum Entry {
        /// Rendered directly once: the next value of this shape compiles it. A shape seen
        /// once costs nothing extra.
        case seenOnce
        case compiled(CompiledFragment)
        case direct
    }

    /// - Parameter templateTexts: the text of every template of the theme.
    /// - Parameter byShape: false renders everything directly (the tests compare the two).
    init(library: MustacheLibrary, templateTexts: [String], byShape: Bool = true) {
        self.library = library
        rendersByShape = byShape && templateTexts.allSatisfy(Self.tagsLeaveTextsAlone)
        recorder = nil
    }

    private init(library: MustacheLibrary, rendersByShape: Bool, recorder: TemplateValueRecorder) {
        self.library = library
        self.rendersByShape = rendersByShape
        self.recorder = recorder
    }

    /// The same templates, with no shape compiled yet, telling `recorder` what they render.
    func recording(into recorder: TemplateValueRecorder) -> FragmentTemplates {
        FragmentTemplates(library: library, rendersByShape: rendersByShape, recorder: recorder)
    }

    /// What `template` writes for `value`.
    func render(_ template: String, _ value: TemplateValue) -> String {
        recorder?.record(template, value.mustacheValue)
        guard rendersByShape else { return direct(template, value) }
        let (shape, texts) = TemplateShape.of(value)
        let key = Key(template: template, shape: shape)
        let entry = shapes.withLock { shapes -> Entry? in
            if let entry = shapes[key] { return entry }
            if shapes.count < Self.maximumShapes { shapes[key] = .seenOnce }
            return nil
        }
        switch entry {
        case .compiled(let fragment)?:
            return fragment.fill(texts)
        case .seenOnce?:
            let output = direct(template, value)
            var next = 0
            let rendering = library.render(value.placeholders(numbering: &next), withTemplate: template) ?? ""
            let fragment = CompiledFragment(rendering: rendering, texts: texts).flatMap { $0.fill(texts) == output ? $0 : nil }
            shapes.withLock { $0[key] = fragment.map(Entry.compiled) ?? .direct }
            return output
        case .direct?, nil:
            return direct(template, value)
        }
    }

    /// What `template` writes for `fields` and the fields every value of its kind shares
    /// (the theme's words, `docset`), which are added last.
    func render(_ template: String, _ fields: TemplateFields, sharing shared: TemplateFields) -> String {
        var fields = fields
        fields.merge(shared)
        return render(template, .object(fields))
    }

    /// How many shapes have been compiled, and how many are rendered directly.
    var counts: (compiled: Int, direct: Int) {
        shapes.withLock { shapes in
            shapes.values.reduce(into: (0, 0)) { counts, entry in
                switch entry {
                case .compiled: counts.0 += 1
                case .direct: counts.1 += 1
                case .seenOnce: break
                }
            }
        }
    }

    private func direct(_ template: String, _ value: TemplateValue) -> String {
        library.render(value.mustacheValue, withTemplate: template) ?? ""
    }

    /// Whether no tag of `text` transforms a value (`{{uppercased(name)}}`), names its
    /// partial by a value (`{{>*name}}`) or changes the delimiters, after which tags could
    /// not be told apart here.
    static func tagsLeaveTextsAlone(_ text: String) -> Bool {
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { return true }
            let tag = rest[open.upperBound..<close.lowerBound].drop { $0 == "{" || $0 == " " }
            if tag.contains("(") || tag.hasPrefix("=") { return false }
            if tag.hasPrefix(">") || tag.hasPrefix("<") || tag.hasPrefix("$") {
                if tag.dropFirst().drop(while: { $0 == " " }).hasPrefix("*") { return false }
            }
            rest = rest[close.upperBound...]
        }
        return true
    }
}
