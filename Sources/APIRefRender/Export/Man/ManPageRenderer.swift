import APIRefCore

/// A symbol as an mdoc(7) page. A class, protocol or category page has NAME, SYNOPSIS (its
/// header and what it inherits and adopts), DESCRIPTION (the overview and its task groups),
/// a section per kind of member with each member's declaration, prose, availability and
/// deprecation, AVAILABILITY and SEE ALSO. A member's own page has the same entry under
/// NAME, SYNOPSIS, DESCRIPTION, AVAILABILITY and SEE ALSO, its class first. A symbol with
/// a Swift spelling has its Swift path under NAME too and both declarations, labelled.
///
/// The header says section 3, which mandoc knows; the files are `.3objc`, which `man 3objc`
/// finds. The date is given (`--date`, `SOURCE_DATE_EPOCH`), so the same library gives the
/// same pages.
struct ManPageRenderer: Sendable {
    let source: SymbolSource & Sendable
    /// The date the page shows (mdoc's "November 24, 2026"); set per page by `ManExport`.
    var date: String
    let libraryTitle: String
    let strings: LanguageStrings
    private let markdown = MdocMarkdown()

    init(source: SymbolSource & Sendable, date: String, libraryTitle: String, strings: LanguageStrings?) {
        self.source = source
        self.date = date
        self.libraryTitle = libraryTitle
        self.strings = strings ?? LanguageStrings(language: "en")
    }

    /// A class, protocol or category's page and its members' own pages (those `wanted`),
    /// each member's prose made once for both.
    func pages(for page: Symbol, members: [Symbol], wanted: (Symbol) -> Bool) -> (page: String, members: [(Symbol, String)]) {
        var renderer = self
        renderer.prose = Dictionary(members.map { ($0.id, entryProse($0)) }) { first, _ in first }
        return (renderer.page(for: page, members: members), members.filter(wanted).map { ($0, renderer.page(for: $0, members: [])) })
    }

    /// Members' prose made already, by id (`pages(for:members:wanted:)`).
    private var prose: [String: [String]] = [:]

    func page(for symbol: Symbol, members: [Symbol]) -> String {
        var lines = header(symbol)
        lines += [".Sh SYNOPSIS"]
        if symbol.kind.isPage {
            lines += synopsisOfPage(symbol)
            lines += [".Sh DESCRIPTION"]
            lines += deprecation(symbol)
            lines += markdown.blocks(symbol.discussion)
            lines += taskGroups(symbol)
            let order: [(SymbolKind, String)] = [
                (.initializer, "INITIALIZERS"), (.property, "PROPERTIES"), (.classMethod, "CLASS METHODS"),
                (.instanceMethod, "INSTANCE METHODS"), (.subscript, "SUBSCRIPTS"),
                (.enumCase, "CASES"), (.constantGroup, "CONSTANTS"),
                (.constant, "CONSTANTS"), (.dataType, "DATA TYPES"), (.associatedType, "ASSOCIATED TYPES"),
                (.typeAlias, "TYPE ALIASES"), (.function, "FUNCTIONS"), (.variable, "VARIABLES"),
                (.operator, "OPERATORS"), (.notification, "NOTIFICATIONS")
            ]
            var written: Set<String> = []
            for (kind, title) in order {
                let chosen = members.filter { $0.kind == kind }
                guard !chosen.isEmpty else { continue }
                if written.insert(title).inserted { lines.append(".Sh " + MdocText.argument(title)) }
                for member in chosen {
                    lines.append(".Ss " + MdocText.argument(member.name))
                    lines += entry(member)
                }
            }
        } else {
            lines += declaration(symbol)
            lines += [".Sh DESCRIPTION"]
            lines += prose[symbol.id] ?? entryProse(symbol)
        }
        lines += availability(symbol)
        lines += seeAlso(symbol)
        return Self.tidied(lines).joined(separator: "\n") + "\n"
    }

    /// What mandoc's lint asks of a page: no `.Pp` where a section, list or display starts
    /// a paragraph anyway, and a new line for each new sentence.
    static func tidied(_ lines: [String]) -> [String] {
        var out: [String] = []
        for (offset, line) in lines.enumerated() {
            if line == ".Pp" {
                let next = offset + 1 < lines.count ? lines[offset + 1] : ""
                let previous = out.last ?? ""
                let starts = [".Bl", ".Bd", ".Sh", ".Ss", ".It", ".El", ".Pp"]
                if starts.contains(where: { next.hasPrefix($0) }) || previous.hasPrefix(".Sh") || previous.hasPrefix(".Ss")
                    || previous.hasPrefix(".It") || previous == ".Pp" || previous.hasPrefix(".Nd") || next.isEmpty
                {
                    continue
                }
            }
            out += line.hasPrefix(".") ? [line] : sentences(line)
        }
        return out
    }

    /// A text line cut after each sentence's full stop, question or exclamation mark.
    private static func sentences(_ line: String) -> [String] {
        var out: [String] = []
        let bytes = line.utf8
        var start = bytes.startIndex
        var index = start
        // Byte by byte: a stop is ASCII, and so is the space after it; what follows is read
        // as a Character only to ask whether it is lowercase.
        while index < bytes.endIndex {
            let byte = bytes[index]
            let after = bytes.index(after: index)
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"), after < bytes.endIndex,
                bytes[after] == UInt8(ascii: " ")
            {
                var next = after
                while next < bytes.endIndex, bytes[next] == UInt8(ascii: " ") { next = bytes.index(after: next) }
                if next < bytes.endIndex, !line[next...].first!.isLowercase {
                    out.append(String(line[start..<after]))
                    start = next
                    index = next
                    continue
                }
            }
            index = after
        }
        if start < bytes.endIndex { out.append(String(line[start...])) }
        return out.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }
    }

    /// NAME lists the page's name and, when Swift spells it another way, its Swift path:
    /// `mandb` files both, so `apropos` and `whatis` find the page by either.
    private func header(_ symbol: Symbol) -> [String] {
        let name = ManPageNames.name(of: symbol)
        var summary = MdocText.trimmed(markdown.inline(symbol.summary))
        if summary.isEmpty { summary = MdocText.escaped(strings["No description yet."]) }
        let names =
            ManPageNames.swiftName(of: symbol).map { [".Nm " + MdocText.argument(name) + " ,", ".Nm " + MdocText.argument($0)] }
            ?? [".Nm " + MdocText.argument(name)]
        return [
            ".\\\" Written by apiref from the library's Markdown; edit that, not this file.",
            ".Dd " + date, ".Dt " + MdocText.escaped(name.uppercased()) + " 3", ".Os " + MdocText.argument(libraryTitle),
            ".Sh NAME"
        ] + names + [".Nd " + summary]
    }

    private func synopsisOfPage(_ symbol: Symbol) -> [String] {
        var lines: [String] = []
        if let header = symbol.declaredIn { lines.append(".In " + MdocText.argument(header)) }
        var facts: [(String, [String])] = []
        if let superclass = symbol.superclass { facts.append(("Inherits from", [superclass])) }
        if let extended = symbol.extendedClass { facts.append(("Extends", [extended])) }
        if !symbol.protocols.isEmpty { facts.append(("Conforms to", symbol.protocols)) }
        for (label, names) in facts {
            if !lines.isEmpty { lines.append(".Pp") }
            lines.append(MdocText.line(strings[label]))
            lines += crossReferences(names)
        }
        let swift = declarations(symbol)
        if !swift.isEmpty {
            if !lines.isEmpty { lines.append(".Pp") }
            lines += swift
        } else if let path = symbol.swiftPath, path != symbol.name {
            if !lines.isEmpty { lines.append(".Pp") }
            lines.append(MdocText.line(strings["Swift"] + ": ") + "\\fB" + MdocText.escaped(path) + "\\fP")
        }
        if lines.isEmpty { lines.append(MdocText.line(symbol.kind.displayName)) }
        return lines
    }

    private func declaration(_ symbol: Symbol) -> [String] {
        var lines: [String] = []
        if let header = symbol.declaredIn { lines.append(".In " + MdocText.argument(header)) }
        let declarations = declarations(symbol)
        if !declarations.isEmpty {
            lines += declarations
        } else if lines.isEmpty {
            lines.append(MdocText.line(symbol.kind.displayName))
        }
        return lines
    }

    /// The Objective-C declaration and the Swift one, each as a display. Once a symbol has
    /// a Swift declaration both are labelled, so the reader knows which is which; a
    /// declaration without a label is Objective-C.
    private func declarations(_ symbol: Symbol) -> [String] {
        let objectiveC = symbol.declaration.flatMap { $0.isEmpty ? nil : $0 }
        let swift = symbol.swiftDeclaration.flatMap { $0.isEmpty ? nil : $0 }
        guard let swift else {
            return objectiveC.map { markdown.blocks([MarkdownNode(.codeBlock(language: "objc", code: $0))]) } ?? []
        }
        var lines: [String] = []
        if let objectiveC {
            lines +=
                [MdocText.line(strings["Objective-C"] + ":")]
                + markdown.blocks([MarkdownNode(.codeBlock(language: "objc", code: objectiveC))])
        }
        lines += [MdocText.line(strings["Swift"] + ":")] + markdown.blocks([MarkdownNode(.codeBlock(language: "swift", code: swift))])
        return lines
    }

    /// A member on its class's page: declaration, prose, availability line.
    private func entry(_ member: Symbol) -> [String] {
        var lines = declaration(member)
        let prose = self.prose[member.id] ?? entryProse(member)
        if !prose.isEmpty { lines += [".Pp"] + prose }
        let available = AvailabilityText.lines(member.availability, strings: strings)
        if !available.isEmpty { lines += [".Pp", MdocText.line(available.joined(separator: " "))] }
        return lines
    }

    private func entryProse(_ symbol: Symbol) -> [String] {
        var lines = deprecation(symbol)
        let summary = markdown.paragraph(symbol.summary)
        if !summary.isEmpty { lines += (lines.isEmpty ? [] : [".Pp"]) + summary }
        let discussion = markdown.blocks(symbol.discussion)
        if !discussion.isEmpty { lines += (lines.isEmpty ? [] : [".Pp"]) + discussion }
        if symbol.isUndocumented, lines.isEmpty { lines.append(MdocText.line(strings["No description yet."])) }
        if !symbol.parameters.isEmpty {
            lines += (lines.isEmpty ? [] : [".Pp"]) + [".Bl -tag -width Ds"]
            for parameter in symbol.parameters {
                lines.append(".It Fa " + MdocText.argument(parameter.name))
                lines += markdown.blocks(parameter.description)
            }
            lines.append(".El")
        }
        let returns = markdown.blocks(symbol.returnValue)
        if !returns.isEmpty { lines += [".Pp", MdocText.line(strings["Return Value"] + ":")] + returns }
        if symbol.kind == .constantGroup {
            let constants = source.symbols(ids: symbol.childIDs)
            if !constants.isEmpty {
                lines += (lines.isEmpty ? [] : [".Pp"]) + [".Bl -tag -width Ds"]
                for constant in constants {
                    lines.append(".It Dv " + MdocText.argument(constant.name))
                    let text = markdown.paragraph(constant.summary) + markdown.blocks(constant.discussion)
                    lines += text.isEmpty ? [MdocText.line(strings["No description yet."])] : text
                    if let path = constant.swiftPath, path != constant.name {
                        lines += [".br", MdocText.line(strings["Swift"] + ": ") + "\\fB" + MdocText.escaped(path) + "\\fP"]
                    }
                }
                lines.append(".El")
            }
        }
        return lines
    }

    private func deprecation(_ symbol: Symbol) -> [String] {
        guard let versions = AvailabilityText.deprecation(symbol.availability) else { return [] }
        var text = "\\fB" + MdocText.escaped(strings["Deprecated"]) + "\\fP (" + MdocText.escaped(versions) + ")."
        let message = markdown.inline(symbol.deprecationMessage)
        if !message.isEmpty { text += " " + message }
        if let replacement = symbol.replacement {
            text += " " + MdocText.escaped(strings["Use"]) + " \\fB" + MdocText.escaped(replacement.text) + "\\fP."
        }
        return [MdocText.line("") + text]
    }

    private func taskGroups(_ symbol: Symbol) -> [String] {
        var lines: [String] = []
        for group in symbol.taskGroups where !group.members.isEmpty {
            lines.append(".Ss " + MdocText.argument(group.title))
            lines += markdown.blocks(group.abstract)
            lines.append(".Bl -tag -width Ds -compact")
            for link in group.members {
                lines.append(".It Sy " + MdocText.argument(link.text))
                let target = link.resolvedID.flatMap { source.symbol(id: $0) }
                let summary = target.map { markdown.paragraph($0.summary) } ?? []
                lines += summary.isEmpty ? ["\\&"] : summary
            }
            lines.append(".El")
        }
        return lines
    }

    private func availability(_ symbol: Symbol) -> [String] {
        let lines = AvailabilityText.lines(symbol.availability, strings: strings)
        guard !lines.isEmpty else { return [] }
        return [".Sh AVAILABILITY"]
            + lines.enumerated().flatMap { $0.offset == 0 ? [MdocText.line($0.element)] : [".br", MdocText.line($0.element)] }
    }

    private func seeAlso(_ symbol: Symbol) -> [String] {
        var names: [String] = []
        if !symbol.kind.isPage, let container = symbol.container { names.append(container) }
        if let superclass = symbol.superclass { names.append(superclass) }
        names += symbol.protocols
        for link in symbol.seeAlso {
            if let id = link.resolvedID, let target = source.symbol(id: id), ManPageNames.hasPage(target) {
                names.append(ManPageNames.name(of: target))
            }
        }
        var seen: Set<String> = []
        names = names.filter { seen.insert($0).inserted && $0 != ManPageNames.name(of: symbol) }
            .sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
        guard !names.isEmpty else { return [] }
        return [".Sh SEE ALSO"] + crossReferences(names)
    }

    private func crossReferences(_ names: [String]) -> [String] {
        names.enumerated().map { offset, name in
            ".Xr " + MdocText.argument(name) + " \(ManPageNames.section)" + (offset < names.count - 1 ? " ," : "")
        }
    }
}
