/// The Swift name a Swift declaration declares, as Swift's own tools spell it:
/// `dequeueReusableCell(withIdentifier:for:)` for
/// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`,
/// `accessoryType` for a property, `init(style:reuseIdentifier:)`, `subscript(_:)`,
/// `checkmark` for `case checkmark`, `success(_:)` for `case success(Value)`, `+(_:_:)` for an operator.
///
/// A hand-written reader, not a Swift parser: it reads a declaration's head only (attributes
/// and modifiers, the introducer, the name, generic parameters and the parameter clause),
/// which is all a name needs, and it never traps on text that is not Swift.
public enum SwiftDeclarationName {
    public enum Problem: Error, Equatable, Sendable {
        /// An opening bracket with no closing one, or a closing one with none open, at this UTF-8 offset.
        case unbalanced(offset: Int, bracket: Character)
        /// No introducer (`func`, `var`, `case`, `class`, …) was found.
        case noIntroducer
    }

    /// Introducers whose name is followed by a parameter clause.
    private static let callables: Set<String> = ["func", "init", "subscript", "macro"]
    /// Introducers whose name alone is the Swift name.
    private static let named: Set<String> = [
        "var", "let", "case", "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype",
        "extension", "precedencegroup"
    ]
    /// Words that may come before an introducer.
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "package", "static", "class", "final", "override",
        "required", "convenience", "optional", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned",
        "indirect", "nonisolated", "prefix", "postfix", "infix", "distributed", "isolated", "consuming", "borrowing"
    ]

    /// The name, or why none can be read.
    public static func of(_ declaration: String) -> Result<String, Problem> {
        if let problem = unbalanced(declaration) { return .failure(problem) }
        var scanner = Scanner(Array(declaration.unicodeScalars))
        guard let introducer = introducer(in: &scanner) else { return .failure(.noIntroducer) }
        return .success(name(after: introducer, in: &scanner))
    }

    /// The base name, without its argument labels: `dequeueReusableCell` of
    /// `dequeueReusableCell(withIdentifier:for:)`.
    public static func baseName(_ name: String) -> Substring {
        guard let open = name.firstIndex(of: "("), open != name.startIndex else { return Substring(name) }
        return name[..<open]
    }

    /// The number of arguments a Swift name takes: 2 for `f(a:b:)`, 0 for `f()` and for a property.
    public static func arity(_ name: String) -> Int {
        guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return 0 }
        return name[open...].filter { $0 == ":" }.count
    }

    /// The parameter names a Swift declaration gives, which a Parameters list describes:
    /// `subcommand` of `for subcommand: X`, `value` of `_ value: T`, a single name where only
    /// one is written (`count: Int`). A parameter without a name (`case success(Value)`)
    /// gives none. Overloads written one after another, separated by a blank line, give the
    /// names of all of them. `nil` when the declaration declares nothing callable.
    public static func parameterNames(of declaration: String) -> [String]? {
        var names: [String] = []
        var found = false
        for part in declaration.components(separatedBy: "\n\n") where !part.allSatisfy(\.isWhitespace) {
            guard unbalanced(part) == nil else { return nil }
            var scanner = Scanner(Array(part.unicodeScalars))
            guard let introducer = introducer(in: &scanner), ["func", "init", "subscript", "case", "macro"].contains(introducer) else {
                continue
            }
            if introducer != "init" && introducer != "subscript" { _ = scanner.takeName() }
            if introducer == "init" { _ = scanner.take("?") || scanner.take("!") }
            scanner.skipGenericClause()
            guard let clause = scanner.parameterClause(firstIsLabelled: introducer != "subscript") else {
                found = found || introducer != "case"
                continue
            }
            found = true
            for name in clause.compactMap(\.name) where !names.contains(name) { names.append(name) }
        }
        return found ? names : nil
    }

    /// Skips attributes and modifiers to the introducer, and takes it.
    private static func introducer(in scanner: inout Scanner) -> String? {
        scanner.skipAttributes()
        while let word = scanner.peekWord() {
            if word == "class",
                scanner.wordAfterNext().map({ modifiers.contains($0) || callables.contains($0) || $0 == "var" || $0 == "let" }) == true
            {
                scanner.takeWord()
                continue
            }
            if callables.contains(word) || named.contains(word) {
                scanner.takeWord()
                return word
            }
            guard modifiers.contains(word) else { return nil }
            scanner.takeWord()
            scanner.skipModifierArgument()
            scanner.skipAttributes()
        }
        return nil
    }

    private static func name(after introducer: String, in scanner: inout Scanner) -> String {
        var base = introducer == "init" || introducer == "subscript" ? introducer : scanner.takeName()
        if introducer == "init" { _ = scanner.take("?") || scanner.take("!") }
        if introducer == "case" || introducer == "func" || introducer == "init" || introducer == "subscript" || introducer == "macro" {
            scanner.skipGenericClause()
            // An operator's parameters have no argument labels: `+(_:_:)`.
            let isOperator = base.unicodeScalars.first.map { !($0 == "_" || $0.properties.isAlphabetic) } ?? false
            if var labels = scanner.parameterClause(firstIsLabelled: introducer != "subscript")?.map(\.label) {
                if isOperator { labels = labels.map { _ in "_" } }
                return base + "(" + labels.map { $0 + ":" }.joined() + ")"
            }
            if introducer == "func" || introducer == "init" || introducer == "subscript" { base += "()" }
        }
        return base
    }

    /// The first unmatched bracket, if any, outside string literals.
    static func unbalanced(_ text: String) -> Problem? {
        var open: [(Character, Int)] = []
        var inString = false
        var escaped = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let character = Character(scalar)
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{", "<": open.append((character, offset))
            case ")", "]", "}", ">":
                // `->` is an arrow, not a closing angle bracket.
                if character == ">", offset > 0, Array(text.unicodeScalars)[offset - 1] == "-" { continue }
                let expected: Character = ["(": ")", "[": "]", "{": "}", "<": ">"][open.last?.0 ?? " "] ?? " "
                if expected == character {
                    open.removeLast()
                } else if character == ">" {
                    continue  // an operator such as `>` or `>=` in an operator's name
                } else {
                    return .unbalanced(offset: offset, bracket: character)
                }
            default: break
            }
        }
        if let (bracket, offset) = open.first(where: { $0.0 != "<" }) { return .unbalanced(offset: offset, bracket: bracket) }
        return nil
    }
}

/// A cursor over a declaration's scalars.
private struct Scanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .decimalNumber
    }

    private static let operatorCharacters = Set("/=-+!*%<>&|^~?.".unicodeScalars)

    mutating func skipSpace() {
        while let scalar = current, scalar.properties.isWhitespace { position += 1 }
    }

    mutating func take(_ literal: Unicode.Scalar) -> Bool {
        skipSpace()
        guard current == literal else { return false }
        position += 1
        return true
    }

    /// `@MainActor`, `@available(iOS 9.0, *)`, `@objc(name)`, as many as there are.
    mutating func skipAttributes() {
        while take("@") {
            _ = takeIdentifier()
            if current == "(" { skipBalanced() }
        }
    }

    func peekWord() -> String? {
        var copy = self
        return copy.takeWord()
    }

    /// The word after the next one.
    func wordAfterNext() -> String? {
        var copy = self
        _ = copy.takeWord()
        copy.skipAttributes()
        return copy.takeWord()
    }

    @discardableResult
    mutating func takeWord() -> String? {
        skipSpace()
        let word = takeIdentifier()
        return word.isEmpty ? nil : word
    }

    /// The `(set)` of `private(set)`, the `(unsafe)` of `unowned(unsafe)`.
    mutating func skipModifierArgument() {
        if current == "(" { skipBalanced() }
    }

    private mutating func takeIdentifier() -> String {
        var result = String.UnicodeScalarView()
        if current == "`" {
            position += 1
            while let scalar = current, scalar != "`" {
                result.append(scalar)
                position += 1
            }
            if current == "`" { position += 1 }
            return String(result)
        }
        while let scalar = current, Self.isIdentifier(scalar) {
            result.append(scalar)
            position += 1
        }
        return String(result)
    }

    /// An identifier, or an operator's characters.
    mutating func takeName() -> String {
        skipSpace()
        if let scalar = current, Self.operatorCharacters.contains(scalar) {
            var result = String.UnicodeScalarView()
            while let scalar = current, Self.operatorCharacters.contains(scalar) {
                result.append(scalar)
                position += 1
            }
            return String(result)
        }
        return takeIdentifier()
    }

    /// `<T: Hashable>` after a name.
    mutating func skipGenericClause() {
        skipSpace()
        guard current == "<" else { return }
        var depth = 0
        while let scalar = current {
            position += 1
            if scalar == "<" { depth += 1 }
            if scalar == ">" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Skips from an opening bracket to its match.
    mutating func skipBalanced() {
        var depth = 0
        while let scalar = current {
            position += 1
            if scalar == "(" || scalar == "[" || scalar == "{" { depth += 1 }
            if scalar == ")" || scalar == "]" || scalar == "}" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// The argument labels and parameter names of a parameter clause: `withIdentifier` and
    /// `identifier`, `for` and `indexPath` of `(withIdentifier identifier: String, for indexPath: IndexPath)`;
    /// `_` for an unlabelled one. A subscript's single name is a parameter name, not a label;
    /// an enum case's associated value may have no name at all.
    mutating func parameterClause(firstIsLabelled: Bool) -> [(label: String, name: String?)]? {
        skipSpace()
        guard current == "(" else { return nil }
        position += 1
        var labels: [(label: String, name: String?)] = []
        while true {
            skipSpace()
            if current == ")" || current == nil { break }
            skipAttributes()
            let first = takeIdentifier()
            skipSpace()
            var label = "_"
            var name: String?
            if current == ":" {
                // One name: a label for functions and initializers, none for subscripts.
                label = firstIsLabelled && !first.isEmpty ? first : "_"
                name = first.isEmpty || first == "_" ? nil : first
            } else if let scalar = current, Self.isIdentifier(scalar) || scalar == "`" {
                label = first.isEmpty ? "_" : first
                let second = takeIdentifier()
                name = second.isEmpty || second == "_" ? nil : second
            } else {
                // A case's associated value without a name: `case success(Value)`.
                label = "_"
            }
            labels.append((label, name))
            // Skip the rest of this parameter, to the next comma at this depth or the end.
            var depth = 0
            while let scalar = current {
                if depth == 0, scalar == "," || scalar == ")" { break }
                if scalar == "(" || scalar == "[" || scalar == "{" || scalar == "<" { depth += 1 }
                if scalar == ")" || scalar == "]" || scalar == "}" || (scalar == ">" && position > 0 && scalars[position - 1] != "-") {
                    depth = max(0, depth - 1)
                }
                position += 1
            }
            if current == "," { position += 1 }
        }
        if current == ")" { position += 1 }
        return labels
    }
}
