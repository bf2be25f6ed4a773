/// Reads a page's Tasks section: one task group per level-3 heading, one member per item.
enum TaskParser {
    static func parse(_ blocks: [MarkdownNode], path: String, diagnostics: inout DiagnosticBag) -> [TaskGroup] {
        let (preamble, sections) = HeadingSection.split(blocks, level: 3)
        if let stray = preamble.first {
            diagnostics.warning(
                .strayContent, "content under Tasks before the first task group belongs to no group",
                at: SourceLocation(path: path, line: stray.line, column: stray.column))
        }
        return sections.map { section in
            var group = TaskGroup(title: section.title, location: section.location(in: path))
            for block in section.body {
                guard case .list = block.kind else {
                    group.abstract.append(block)
                    continue
                }
                for item in block.children {
                    let location = SourceLocation(path: path, line: item.line, column: item.column)
                    guard let link = firstLink(in: item) else {
                        // The item's words, underlined where they stand (after the list marker).
                        let words = item.plainText.split(separator: "\n").first.map { $0.trimmingWhitespace() } ?? ""
                        diagnostics.warning(
                            .malformedTaskItem, "a task item must start with a symbol link such as ``name``", at: location,
                            subject: words.isEmpty ? nil : DiagnosticSubject(words))
                        continue
                    }
                    group.members.append(link)
                    group.memberLocations.append(location)
                }
            }
            return group
        }
    }

    private static func firstLink(in item: MarkdownNode) -> SymbolLink? {
        var found: SymbolLink?
        item.forEach { node in
            guard found == nil else { return }
            switch node.kind {
            case .symbolLink(let link): found = link
            case .code(let literal, _):
                found = SymbolLink(destination: literal, text: LinkMarker.displayText(for: literal), isExplicit: true)
            default: break
            }
        }
        return found
    }
}
