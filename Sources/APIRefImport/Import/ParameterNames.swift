/// Keeps the names of an entry's Parameters list those of its declaration, as a fact:
/// when the declaration changes under a list (a class method and an instance method share
/// a name, and the page holds one heading for both; an SDK renames an argument), the items
/// are renamed in place and their descriptions, the author's prose, are kept.
enum ParameterNames {
    /// Renames the items of the `#### Parameters` list in `range` to `names`, position by
    /// position, where the list has one item per name and each item to rename has a name
    /// the declaration does not give (a reordered list is the author's, and is left).
    static func update(_ page: inout PageLines, in range: Range<Int>, to names: [String]) {
        guard !names.isEmpty,
            let heading = page.headings.first(where: {
                range.contains($0.index) && $0.level == 4 && $0.title.lowercased() == "parameters"
            })
        else { return }
        var items: [(index: Int, name: String)] = []
        var index = heading.index + 1
        while index < range.upperBound {
            let line = page.lines[index]
            if line.hasPrefix("#") || PageLines.fieldName(of: line) != nil { break }
            if let name = itemName(line) { items.append((index, name)) }
            index += 1
        }
        guard items.count == names.count else { return }
        let declared = Set(names)
        for (position, item) in items.enumerated() where item.name != names[position] && !declared.contains(item.name) {
            page.lines[item.index] = "- `\(names[position])" + page.lines[item.index].dropFirst(3 + item.name.count)
        }
    }

    /// `- `name`: …` → `name`.
    private static func itemName(_ line: String) -> String? {
        guard line.hasPrefix("- `") else { return nil }
        let rest = line.dropFirst(3)
        guard let close = rest.firstIndex(of: "`"), rest[rest.index(after: close)...].hasPrefix(":") else { return nil }
        return String(rest[..<close])
    }
}
