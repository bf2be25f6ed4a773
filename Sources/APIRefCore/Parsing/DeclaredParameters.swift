/// The parameter names a declaration gives: each selector piece's argument of an
/// Objective-C method (`- (void)setEditing:(BOOL)editing animated:(BOOL)animated` →
/// `editing`, `animated`), or a C function's parameters. `nil` when the declaration is
/// neither, or when a name cannot be told (a parameter written as a type alone), so that
/// nothing is checked against a guess.
enum DeclaredParameters {
    static func names(in declaration: String, function name: String? = nil) -> [String]? {
        let text = Array(declaration.unicodeScalars)
        guard let first = text.firstIndex(where: { !isSpace($0) }) else { return nil }
        if text[first] == "-" || text[first] == "+" { return methodNames(text, from: first + 1) }
        guard let name else { return nil }
        return functionNames(text, name: Array(name.unicodeScalars))
    }

    /// After the return type, every `piece:(type)name` at the top level; text in parentheses
    /// or quotes (types, blocks, availability macros) is passed over.
    private static func methodNames(_ text: [Unicode.Scalar], from start: Int) -> [String]? {
        var names: [String] = []
        var index = start
        skipSpaces(text, &index)
        if index < text.count, text[index] == "(" { skipGroup(text, &index) }
        while index < text.count {
            switch text[index] {
            case "(", "\"":
                skipGroup(text, &index)
            case ";", "{":
                return names
            case ":":
                index += 1
                skipSpaces(text, &index)
                if index < text.count, text[index] == "(" { skipGroup(text, &index) }
                skipSpaces(text, &index)
                let name = identifier(text, &index)
                guard !name.isEmpty else { return nil }
                names.append(name)
            default:
                index += 1
            }
        }
        return names
    }

    /// The parameters between the parentheses after the function's name.
    private static func functionNames(_ text: [Unicode.Scalar], name: [Unicode.Scalar]) -> [String]? {
        guard !name.isEmpty, text.count > name.count else { return nil }
        var index = 0
        while index + name.count <= text.count {
            let before = index == 0 ? nil : text[index - 1]
            if Array(text[index..<index + name.count]) == name, before.map({ !isIdentifier($0) }) ?? true {
                var after = index + name.count
                skipSpaces(text, &after)
                if after < text.count, text[after] == "(" { return parameterList(text, open: after) }
            }
            index += 1
        }
        return nil
    }

    /// `(int a, void (^handler)(BOOL done), ...)` → `a`, `handler`.
    private static func parameterList(_ text: [Unicode.Scalar], open: Int) -> [String]? {
        var end = open
        skipGroup(text, &end)
        let inside = Array(text[(open + 1)..<max(open + 1, end - 1)])
        var parameters: [[Unicode.Scalar]] = [[]]
        var depth = 0
        for scalar in inside {
            if scalar == "(" || scalar == "[" { depth += 1 }
            if scalar == ")" || scalar == "]" { depth -= 1 }
            if scalar == ",", depth == 0 { parameters.append([]) } else { parameters[parameters.count - 1].append(scalar) }
        }
        var names: [String] = []
        for parameter in parameters {
            let words = String(String.UnicodeScalarView(parameter)).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
            let written = String(String.UnicodeScalarView(parameter)).trimmingWhitespace()
            if written.isEmpty || written == "void" || written == "..." { continue }
            // A block or function pointer names its parameter inside `(^name)` or `(*name)`.
            if let caret = parameter.firstIndex(where: { $0 == "^" || $0 == "*" }), caret > 0, parameter[caret - 1] == "(" {
                var index = caret + 1
                skipSpaces(parameter, &index)
                let name = identifier(parameter, &index)
                guard !name.isEmpty else { return nil }
                names.append(name)
                continue
            }
            guard words.count >= 2, let last = words.last else { return nil }
            names.append(last)
        }
        return names
    }

    private static func identifier(_ text: [Unicode.Scalar], _ index: inout Int) -> String {
        var name = String.UnicodeScalarView()
        while index < text.count, isIdentifier(text[index]) {
            name.append(text[index])
            index += 1
        }
        return String(name)
    }

    // ASCII is answered without the Unicode property tables, which every declaration's
    // every character went through.
    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar == " " || (0x09...0x0D).contains(scalar.value)
    }

    private static func skipSpaces(_ text: [Unicode.Scalar], _ index: inout Int) {
        while index < text.count, isSpace(text[index]) { index += 1 }
    }

    /// From an opening parenthesis or quote to just after its match (to the end if none).
    private static func skipGroup(_ text: [Unicode.Scalar], _ index: inout Int) {
        if text[index] == "\"" {
            index += 1
            while index < text.count, text[index] != "\"" { index += text[index] == "\\" ? 2 : 1 }
            index = min(index + 1, text.count)
            return
        }
        var depth = 0
        while index < text.count {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "\"":
                skipGroup(text, &index)
                continue
            default: break
            }
            index += 1
            if depth == 0 { return }
        }
    }
}
