extension Symbol {
    /// The name and its words (`accessoryButtonTapped` → `accessory Button Tapped`), so a
    /// search for one word of a long selector finds it.
    /// The Swift name and its words too, so that `cellForRowAt` finds `tableView(_:cellForRowAt:)`.
    public var searchableName: String {
        guard let swiftName, swiftName != name else { return TerminalSafety.strip("\(name) \(Self.words(of: name))") }
        return TerminalSafety.strip("\(name) \(Self.words(of: name)) \(swiftName) \(Self.words(of: swiftName))")
    }

    private static func words(of name: String) -> String {
        // Names are nearly always ASCII; bytes spare a Unicode property lookup per character.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return wordsByCharacter(of: name) }
        var words: [UInt8] = []
        words.reserveCapacity(name.utf8.count + 8)
        var previous: UInt8 = 0x20
        for byte in name.utf8 {
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                words.append(0x20)
            } else {
                if (0x41...0x5A).contains(byte), (0x61...0x7A).contains(previous) { words.append(0x20) }
                words.append(byte)
            }
            previous = byte
        }
        return String(decoding: words, as: UTF8.self)
    }

    private static func wordsByCharacter(of name: String) -> String {
        var words = ""
        var previous: Character = " "
        for character in name {
            if character == ":" || character == "_" || character == "(" || character == ")" {
                words.append(" ")
            } else {
                if character.isUppercase, previous.isLowercase { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return words
    }

    /// The discussion, parameters and return value as plain lines, for full-text search.
    public var searchableBody: String {
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
        if let swiftDeclaration { lines.append(swiftDeclaration) }
        return TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true)
    }
}
