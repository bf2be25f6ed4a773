extension Symbol {
    /// The name and its words (`accessoryButtonTapped` → `accessory Button Tapped`), so a
    /// search for one word of a long selector finds it.
    var searchableName: String {
        var words = ""
        var previous: Character = " "
        for character in name {
            if character == ":" || character == "_" {
                words.append(" ")
            } else {
                if character.isUppercase, previous.isLowercase { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return TerminalSafety.strip("\(name) \(words)")
    }

    /// The discussion, parameters and return value as plain lines, for full-text search.
    var searchableBody: String {
        var lines: [String] = []
        for block in discussion + returnValue {
            block.forEach { node in
                if node.kind == .paragraph { lines.append(node.plainText) }
                if case .tableRow = node.kind { lines.append(node.plainText) }
                if case .codeBlock(_, let code) = node.kind { lines.append(code) }
            }
        }
        lines += parameters.map { "\($0.name): \($0.description.map(\.plainText).joined())" }
        if let declaration { lines.append(declaration) }
        return TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true)
    }
}
