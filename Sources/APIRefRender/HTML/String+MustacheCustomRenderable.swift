import Mustache

/// Strings render as themselves. Without this, swift-mustache tries three other protocols
/// for every `{{value}}` and then formats the string with `String(describing:)`: dynamic
/// casts that were a fifth of a site build. The output is the same; escaping still comes
/// from the template's content type. Retroactive on purpose: neither module can add it,
/// and swift-mustache would not want a conformance only this renderer's speed needs.
// swift-format-ignore: AvoidRetroactiveConformances
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    public var isNull: Bool { false }
}
