/// Follows each tag of the shipped templates to the row of `docs/themes.md` that documents
/// it, the way Mustache looks names up: in the innermost section's item first, then
/// outward to the template's values; a partial's tags are followed where it is included,
/// in the includer's table. Collects what it could not follow as messages that say which
/// row to add where.
struct ThemeTagWalk {
    /// Where a tag led: the path it names in the template's values, and its row if documented.
    struct Resolution {
        var path: String
        var row: ThemeDocumentation.Row?
    }

    let tags: [String: [MustacheTag]]
    let documentation: ThemeDocumentation
    private(set) var problems: Set<String> = []
    /// The rows each documented template's tags (its partials' included) lead to, with their ancestors.
    private(set) var used: [String: Set<String>] = [:]
    /// The rows of each partial that some template including it provides.
    private(set) var providedToPartials: [String: Set<String>] = [:]

    init(tags: [String: [MustacheTag]], documentation: ThemeDocumentation) {
        self.tags = tags
        self.documentation = documentation
    }

    /// Walks `template`'s tags against its own table.
    mutating func walk(_ template: String) {
        guard let table = documentation.templates[template] else { return }
        _ = walk(template, in: table, stack: [""], depth: 0)
    }

    static func join(_ prefix: String, _ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }

    private func resolve(_ name: String, stack: [String], in table: ThemeDocumentation.Template) -> Resolution {
        let first = String(name.split(separator: ".").first ?? Substring(name))
        for prefix in stack.reversed() where table.has(Self.join(prefix, first)) {
            let path = Self.join(prefix, name)
            return Resolution(path: path, row: table.row(path))
        }
        // The theme's words and `docset` are the template's own; anything else most likely
        // belongs to the innermost section's item.
        let home = first == "labels" || first == "docset" ? "" : stack.last ?? ""
        return Resolution(path: Self.join(home, name), row: nil)
    }

    /// Each tag's resolution, as `table`'s template sees `origin`'s tags with `stack` as the
    /// sections around the inclusion; by the tag's position, and for the tags of partials
    /// that `origin` includes, by the partial tag's position, `/`, and theirs (`3/0`).
    private mutating func walk(
        _ origin: String, in table: ThemeDocumentation.Template, stack start: [String],
        depth: Int
    ) -> [String: Resolution] {
        var stack = start
        var sections: [String] = []
        var resolutions: [String: Resolution] = [:]
        let place =
            origin == table.name
            ? "`\(origin).mustache`"
            : "`\(table.name).mustache` includes `\(origin).mustache`, whose"
        for (position, tag) in (tags[origin] ?? []).enumerated() {
            func missing(_ resolution: Resolution, type: String) {
                let inside = sections.isEmpty ? "" : " inside " + sections.map { "{{#\($0)}}" }.joined()
                problems.insert(
                    "docs/themes.md: \(place) \(tag.written)\(inside) reads `\(resolution.path)`, which its table does not list; "
                        + "add the row | `\(resolution.path)` | \(type) | … | … | under ## `\(table.name).mustache`")
            }
            switch tag {
            case .variable(let name, let raw):
                let resolution = resolve(name, stack: stack, in: table)
                resolutions[String(position)] = resolution
                guard let row = resolution.row else {
                    missing(resolution, type: raw ? "HTML" : name.hasPrefix("labels.") ? "label" : "text")
                    continue
                }
                use(row.path, in: table.name)
                let prerendered = ThemeDocumentation.prerendered.contains(row.type)
                if raw, !prerendered {
                    problems.insert(
                        "docs/themes.md: \(place) \(tag.written) writes `\(row.path)` unescaped, but line \(row.line) gives its type as "
                            + "\(row.type): write {{\(name)}}, or, if the code hands it over as escaped HTML, give its type as HTML")
                } else if !raw, prerendered {
                    problems.insert(
                        "docs/themes.md: \(place) \(tag.written) escapes `\(row.path)` again, "
                            + "but line \(row.line) gives its type as \(row.type): "
                            + "write {{{\(name)}}}, or, if the code hands it over as plain text, give its type as text")
                }
            case .section(let name), .inverted(let name):
                let resolution = resolve(name, stack: stack, in: table)
                resolutions[String(position)] = resolution
                sections.append(name)
                guard let row = resolution.row else {
                    missing(resolution, type: "bool")
                    stack.append(stack.last ?? "")
                    continue
                }
                use(row.path, in: table.name)
                // A section over a list or an object reads its names in each item first.
                if case .section = tag, row.type == "list of objects" {
                    stack.append(resolution.path + "[]")
                } else if case .section = tag, row.type == "object" {
                    stack.append(resolution.path)
                } else {
                    stack.append(stack.last ?? "")
                }
            case .close:
                if stack.count > 1 { stack.removeLast() }
                if !sections.isEmpty { sections.removeLast() }
            case .partial(let name):
                if origin == table.name {
                    if table.rows["> " + name]?.isPartial == true {
                        use("> " + name, in: table.name)
                    } else {
                        problems.insert(
                            "docs/themes.md: \(place) includes {{> \(name)}}, which its table does not list; "
                                + "add the row | `> \(name)` | partial | … | — | under ## `\(table.name).mustache`")
                    }
                }
                guard depth < 8, tags[name] != nil, let partial = documentation.templates[name] else { continue }
                let here = walk(name, in: table, stack: stack, depth: depth + 1)
                for (address, resolution) in here { resolutions["\(position)/\(address)"] = resolution }
                // The partial's own reading of the same tags, against its own table.
                let own = walk(name, in: partial, stack: [""], depth: depth + 1)
                for (index, resolution) in here {
                    guard let row = resolution.row, let ownRow = own[index]?.row else { continue }
                    providedToPartials[name, default: []].insert(ownRow.path)
                    if ThemeDocumentation.kinds[row.type] != ThemeDocumentation.kinds[ownRow.type] {
                        problems.insert(
                            "docs/themes.md: `\(name).mustache` reads `\(ownRow.path)` as \(ownRow.type) (line \(ownRow.line)), "
                                + "but `\(table.name).mustache` includes it where that is `\(row.path)`, a \(row.type) (line \(row.line))")
                    }
                }
            }
        }
        return resolutions
    }

    /// Marks `path` and the lists and objects it lies in as used by `template`.
    private mutating func use(_ path: String, in template: String) {
        var path = Substring(path)
        used[template, default: []].insert(String(path))
        while let dot = path.lastIndex(of: ".") {
            path = path[..<dot]
            let container = path.hasSuffix("[]") ? path.dropLast(2) : path
            used[template, default: []].insert(String(container))
        }
    }
}
