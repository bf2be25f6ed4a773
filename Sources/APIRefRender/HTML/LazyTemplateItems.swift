import Mustache

/// A list for a template whose entries are made only as the template reaches them and
/// dropped right after: the what's new and deprecated listings of a large library have
/// tens of thousands of entries, and their dictionaries all at once cost more memory
/// than the symbols they describe.
struct LazyTemplateItems<Element>: MustacheSequence {
    let elements: [Element]
    let item: (Element) -> [String: Any]

    func makeIterator() -> LazyMapSequence<[Element], [String: Any]>.Iterator {
        elements.lazy.map(item).makeIterator()
    }
}
