/// The uses of names in an Objective-C file (`.m`, `.mm`, `.h`): message sends by
/// selector (`[x setEditing:YES animated:NO]` → `setEditing:animated:`, nested sends,
/// blocks and literals in the arguments), property accesses (`cell.accessoryType`),
/// `@selector(…)`, the methods the file declares or implements, and bare names (types,
/// constants, functions). Comments, string and character literals are never read
/// (`ObjectiveCTokenizer`).
public enum ObjectiveCScanner {
    /// Every use in `bytes`, in the order of the file.
    public static func uses(in bytes: UnsafeBufferPointer<UInt8>) -> [AuditUse] {
        var scan = Scan(bytes: bytes, tokens: ObjectiveCTokenizer.tokens(bytes))
        scan.run()
        return scan.uses.sorted { ($0.offset, $0.name) < ($1.offset, $1.name) }
    }
}

private struct Scan {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [ObjectiveCToken]
    /// For each opening bracket, parenthesis, brace or `@[`/`@{`/`@(`, its closing token's
    /// index (the end of the file when it has none).
    var closer: [Int]
    /// Tokens a message, `@selector` or method declaration has read as part of a selector.
    var consumed: Set<Int> = []
    var uses: [AuditUse] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [ObjectiveCToken]) {
        self.bytes = bytes
        self.tokens = tokens
        closer = Array(repeating: tokens.count, count: tokens.count)
    }

    mutating func run() {
        matchBrackets()
        var braceDepth = 0
        var inContainer = false
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                if isPunctuation(index, "[") {
                    message(at: index)
                } else if isPunctuation(index, "{") {
                    braceDepth += 1
                } else if isPunctuation(index, "}") {
                    braceDepth = max(0, braceDepth - 1)
                } else if inContainer, braceDepth == 0, isPunctuation(index, "-") || isPunctuation(index, "+") {
                    methodDeclaration(at: index)
                }
            case .atKeyword:
                switch text(index) {
                case "interface", "implementation", "protocol":
                    // `@protocol Name;` is a forward declaration and opens nothing.
                    inContainer = !(index + 2 < tokens.count && isPunctuation(index + 2, ";"))
                case "end": inContainer = false
                case "selector": selector(at: index)
                default: break
                }
            case .identifier:
                name(at: index)
            case .literal, .atLiteral:
                break
            }
        }
    }

    // MARK: Tokens

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        let token = tokens[index]
        return token.kind == .punctuation && token.end == token.start + 1 && bytes[token.start] == UInt8(ascii: character)
    }

    func isOpener(_ index: Int) -> Bool {
        tokens[index].kind == .atLiteral || isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    /// The closing token of the opener at `index`.
    func end(of index: Int) -> Int { closer[index] }

    mutating func matchBrackets() {
        var open: [(index: Int, closing: UInt8)] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .atLiteral || token.kind == .punctuation {
                let byte = bytes[token.end - 1]
                switch byte {
                case UInt8(ascii: "("): open.append((index, UInt8(ascii: ")")))
                case UInt8(ascii: "["): open.append((index, UInt8(ascii: "]")))
                case UInt8(ascii: "{"): open.append((index, UInt8(ascii: "}")))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // A stray closer (in a macro's half of a construct) closes nothing.
                    guard token.kind == .punctuation, let last = open.lastIndex(where: { $0.closing == byte }) else { continue }
                    for unclosed in open[(last + 1)...] { closer[unclosed.index] = index }
                    closer[open[last].index] = index
                    open.removeSubrange(last...)
                default: break
                }
            }
        }
    }

    mutating func record(_ name: String, _ form: AuditUse.Form, at index: Int) {
        let token = tokens[index]
        uses.append(AuditUse(name: name, language: .objectiveC, form: form, line: token.line, column: token.column, offset: token.start))
    }

    // MARK: Forms

    /// `[receiver selector]` or `[receiver piece:argument piece:argument]`; anything else
    /// in brackets (a subscript, an array's size, a C++ lambda's captures) has no selector.
    mutating func message(at open: Int) {
        let close = end(of: open)
        var index = open + 1
        var lastWasOperand = false
        var selectorStart: Int?
        while index < close {
            if isOpener(index) {
                let groupEnd = end(of: index)
                if isPunctuation(index, "("), !lastWasOperand, isCast(open: index, close: groupEnd) {
                    lastWasOperand = false
                } else {
                    lastWasOperand = true
                }
                index = groupEnd + 1
                continue
            }
            switch tokens[index].kind {
            case .identifier:
                if lastWasOperand { selectorStart = index }
                lastWasOperand = true
            case .literal, .atKeyword:
                lastWasOperand = true
            case .punctuation, .atLiteral:
                lastWasOperand = false
            }
            if selectorStart != nil { break }
            index += 1
        }
        guard let first = selectorStart else { return }
        if first + 1 == close {
            consumed.insert(first)
            record(text(first), .call, at: first)
            return
        }
        guard first + 1 < close, isPunctuation(first + 1, ":") else { return }
        var pieces = [text(first) + ":"]
        var pieceTokens = [first]
        index = first + 2
        lastWasOperand = false
        var ternaries = 0
        while index < close {
            if isOpener(index) {
                index = end(of: index) + 1
                lastWasOperand = true
                continue
            }
            let kind = tokens[index].kind
            if kind == .identifier, lastWasOperand, ternaries == 0, index + 1 < close, isPunctuation(index + 1, ":") {
                pieces.append(text(index) + ":")
                pieceTokens.append(index)
                index += 2
                lastWasOperand = false
                continue
            }
            if isPunctuation(index, ":") {
                if ternaries > 0 {
                    ternaries -= 1
                } else if lastWasOperand {
                    // `[x foo:1 :2]`: a piece without a name.
                    pieces.append(":")
                }
                lastWasOperand = false
            } else if isPunctuation(index, "?") {
                ternaries += 1
                lastWasOperand = false
            } else {
                lastWasOperand = kind == .identifier || kind == .literal || kind == .atKeyword
            }
            index += 1
        }
        consumed.formUnion(pieceTokens)
        record(pieces.joined(), .call, at: first)
    }

    /// Whether the parenthesised group is a cast: `(UITableView *)`, `(id)`, `(NSString *)`
    /// in front of an operand, rather than an operand in parentheses, `(x)`.
    func isCast(open: Int, close: Int) -> Bool {
        guard close + 1 < tokens.count else { return false }
        let next = tokens[close + 1]
        guard
            next.kind == .identifier || next.kind == .atLiteral || next.kind == .literal || isPunctuation(close + 1, "[")
                || isPunctuation(close + 1, "(")
        else { return false }
        for inner in (open + 1)..<close where isPunctuation(inner, "*") || isPunctuation(inner, "^") { return true }
        guard close == open + 2, tokens[open + 1].kind == .identifier else { return false }
        let name = text(open + 1)
        return name == "id" || name == "instancetype" || name.first?.isUppercase == true || name.hasSuffix("_t")
    }

    /// `@selector(setEditing:animated:)`.
    mutating func selector(at keyword: Int) {
        guard keyword + 1 < tokens.count, isPunctuation(keyword + 1, "(") else { return }
        let close = end(of: keyword + 1)
        var name = ""
        var first: Int?
        for index in (keyword + 2)..<close {
            if tokens[index].kind == .identifier {
                name += text(index)
                first = first ?? index
                consumed.insert(index)
            } else if isPunctuation(index, ":") {
                name += ":"
            } else {
                return
            }
        }
        guard let first, !name.isEmpty else { return }
        record(name, .selector, at: first)
    }

    /// `- (void)setEditing:(BOOL)editing animated:(BOOL)animated` in an `@interface`,
    /// `@implementation` or `@protocol`: the file's own method, which overrides or
    /// implements the library's when the selectors are the same.
    mutating func methodDeclaration(at sign: Int) {
        // A method's sign follows the end of a declaration, a body, or the container's header.
        if sign > 0 {
            let previous = tokens[sign - 1]
            let follows =
                previous.kind == .identifier || isPunctuation(sign - 1, ";") || isPunctuation(sign - 1, "}")
                || isPunctuation(sign - 1, ">") || isPunctuation(sign - 1, ")")
            guard follows else { return }
        }
        guard sign + 1 < tokens.count, isPunctuation(sign + 1, "(") else { return }
        var index = end(of: sign + 1) + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let first = index
        guard index + 1 < tokens.count, isPunctuation(index + 1, ":") else {
            consumed.insert(first)
            record(text(first), .implementation, at: first)
            return
        }
        var name = ""
        var pieceTokens: [Int] = []
        while index + 1 < tokens.count, tokens[index].kind == .identifier, isPunctuation(index + 1, ":") {
            name += text(index) + ":"
            pieceTokens.append(index)
            index += 2
            // The parameter's type, then its name.
            if index < tokens.count, isPunctuation(index, "(") { index = end(of: index) + 1 }
            guard index < tokens.count, tokens[index].kind == .identifier else { break }
            index += 1
        }
        consumed.formUnion(pieceTokens)
        record(name, .implementation, at: first)
    }

    /// A property after a dot (`cell.accessoryType`), or a bare name.
    mutating func name(at index: Int) {
        guard !consumed.contains(index) else { return }
        if index >= 2, isPunctuation(index - 1, ".") {
            let before = tokens[index - 2]
            if before.kind == .identifier || isPunctuation(index - 2, "]") || isPunctuation(index - 2, ")") {
                record(text(index), .property, at: index)
            }
            return
        }
        if index >= 1, tokens[index - 1].kind == .punctuation, bytes[tokens[index - 1].start] == UInt8(ascii: "-"),
            tokens[index - 1].end == tokens[index - 1].start + 2
        {
            return  // `x->field`: a C structure's field.
        }
        record(text(index), .identifier, at: index)
    }
}
