/// Objective-C source cut into the tokens `ObjectiveCScanner` reads: identifiers, `@`
/// keywords, literals and punctuation, with comments, string and character literals and
/// `#import`/`#include` lines left out, so that nothing inside them can look like code.
/// A small hand tokenizer: no clang here, and the scanner needs only the shape of the code.
struct ObjectiveCToken {
    enum Kind: UInt8 {
        /// `tableView`, `YES`, `self`.
        case identifier
        /// `@selector`, `@interface`: the word after the `@`.
        case atKeyword
        /// `@[`, `@{`, `@(`: a literal's opening bracket (`text` is the bracket).
        case atLiteral
        /// A number, a string or a character literal: an operand with nothing to match.
        case literal
        /// One byte of punctuation; `->` is one token.
        case punctuation
    }

    var kind: Kind
    /// The byte range in the file.
    var start: Int
    var end: Int
    var line: Int
    var column: Int
}

enum ObjectiveCTokenizer {
    /// The tokens of `bytes`, in order.
    static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [ObjectiveCToken] {
        var tokens: [ObjectiveCToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        var index = 0
        var line = 1
        var lineStart = 0
        // Only blanks since the line began: a `#` there starts a directive.
        var atLineStart = true
        let count = bytes.count

        func newline(at position: Int) {
            line += 1
            lineStart = position + 1
        }
        /// Skips to the end of a quoted literal that opened at `index` with `quote`.
        func skipQuoted(_ quote: UInt8) {
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { newline(at: index + 1) }
                    index += 2
                    continue
                }
                // An unterminated literal ends with its line, as the compiler would complain.
                if byte == UInt8(ascii: "\n") { return }
                index += 1
                if byte == quote { return }
            }
        }

        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                newline(at: index)
                atLineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C {
                index += 1
                continue
            }
            let column = index - lineStart + 1
            let (startLine, start) = (line, index)
            let wasAtLineStart = atLineStart
            atLineStart = false
            // Comments.
            if byte == UInt8(ascii: "/"), index + 1 < count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    atLineStart = wasAtLineStart
                    continue
                }
                if next == UInt8(ascii: "*") {
                    index += 2
                    while index < count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        if bytes[index] == UInt8(ascii: "\n") { newline(at: index) }
                        index += 1
                    }
                    index = min(count, index + 2)
                    atLineStart = wasAtLineStart
                    continue
                }
            }
            // `#import <UIKit/UIKit.h>` and `#include "a'b.h"`: a path is no code. Other
            // directives (`#define X [a b]`) are scanned as code.
            if byte == UInt8(ascii: "#"), wasAtLineStart {
                var word = index + 1
                while word < count, bytes[word] == UInt8(ascii: " ") || bytes[word] == UInt8(ascii: "\t") { word += 1 }
                var wordEnd = word
                while wordEnd < count, bytes[wordEnd].isIdentifierByte { wordEnd += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[word..<wordEnd]), as: UTF8.self)
                if name == "import" || name == "include" || name == "include_next" {
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipQuoted(byte)
                tokens.append(ObjectiveCToken(kind: .literal, start: start, end: index, line: startLine, column: column))
                continue
            }
            if byte == UInt8(ascii: "@"), index + 1 < count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "\"") {
                    index += 1
                    skipQuoted(next)
                    tokens.append(ObjectiveCToken(kind: .literal, start: start, end: index, line: startLine, column: column))
                    continue
                }
                if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
                    index += 2
                    tokens.append(ObjectiveCToken(kind: .atLiteral, start: start + 1, end: index, line: startLine, column: column))
                    continue
                }
                if next.isIdentifierStart {
                    index += 1
                    while index < count, bytes[index].isIdentifierByte { index += 1 }
                    tokens.append(ObjectiveCToken(kind: .atKeyword, start: start + 1, end: index, line: startLine, column: column))
                    continue
                }
                // `@YES`, `@42`: the literal that follows stands alone.
                index += 1
                continue
            }
            if byte.isIdentifierStart {
                while index < count, bytes[index].isIdentifierByte { index += 1 }
                tokens.append(ObjectiveCToken(kind: .identifier, start: start, end: index, line: startLine, column: column))
                continue
            }
            if byte.isDigit || (byte == UInt8(ascii: ".") && index + 1 < count && bytes[index + 1].isDigit) {
                // `1.5f`, `0x1p3`, `1e-3`: digits, letters, dots, and a sign after an exponent.
                index += 1
                while index < count {
                    let part = bytes[index]
                    if part.isIdentifierByte || part == UInt8(ascii: ".") {
                        index += 1
                    } else if part == UInt8(ascii: "+") || part == UInt8(ascii: "-"),
                        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1])
                    {
                        index += 1
                    } else {
                        break
                    }
                }
                tokens.append(ObjectiveCToken(kind: .literal, start: start, end: index, line: startLine, column: column))
                continue
            }
            if byte == UInt8(ascii: "-"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                tokens.append(ObjectiveCToken(kind: .punctuation, start: start, end: index, line: startLine, column: column))
                continue
            }
            index += 1
            tokens.append(ObjectiveCToken(kind: .punctuation, start: start, end: index, line: startLine, column: column))
        }
        return tokens
    }
}

extension UInt8 {
    /// A byte that may start a C identifier; bytes of a UTF-8 sequence count as letters,
    /// as clang accepts them in names.
    fileprivate var isIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    fileprivate var isIdentifierByte: Bool { isIdentifierStart || isDigit }
}
