extension MarkdownNode: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        let kind = try MarkdownKind(from: &reader)
        let line = try reader.readInt()
        let column = try reader.readInt()
        self.init(kind, children: try reader.readArray(), line: line, column: column)
    }

    public func encode(to writer: inout BinaryWriter) {
        kind.encode(to: &writer)
        writer.write(line)
        writer.write(column)
        writer.write(children)
    }
}

extension MarkdownKind: BinaryCodable {
    // One tag per case; the numbers are part of the index format.
    public init(from reader: inout BinaryReader) throws {
        switch try reader.readInt() {
        case 0: self = .document
        case 1: self = .paragraph
        case 2: self = .heading(level: try reader.readInt())
        case 3: self = .codeBlock(language: try reader.readString(), code: try reader.readString())
        case 4: self = .blockQuote
        case 5: self = .list(ordered: try reader.readBool(), start: try reader.readInt(), tight: try reader.readBool())
        case 6: self = .item
        case 7: self = .thematicBreak
        case 8: self = .htmlBlock(try reader.readString())
        case 9: self = .table(alignments: try reader.readArray())
        case 10: self = .tableRow(isHeader: try reader.readBool())
        case 11: self = .tableCell
        case 12: self = .text(try reader.readString())
        case 13: self = .code(try reader.readString(), doubleBackticks: try reader.readBool())
        case 14: self = .symbolLink(try reader.read())
        case 15: self = .emphasis
        case 16: self = .strong
        case 17: self = .strikethrough
        case 18: self = .link(destination: try reader.readString(), title: try reader.readString())
        case 19: self = .image(source: try reader.readString(), title: try reader.readString())
        case 20: self = .softBreak
        case 21: self = .lineBreak
        case 22: self = .inlineHTML(try reader.readString())
        default: throw BinaryReader.Corrupt()
        }
    }

    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .document: writer.write(0)
        case .paragraph: writer.write(1)
        case .heading(let level):
            writer.write(2)
            writer.write(level)
        case .codeBlock(let language, let code):
            writer.write(3)
            writer.write(language)
            writer.write(code)
        case .blockQuote: writer.write(4)
        case .list(let ordered, let start, let tight):
            writer.write(5)
            writer.write(ordered)
            writer.write(start)
            writer.write(tight)
        case .item: writer.write(6)
        case .thematicBreak: writer.write(7)
        case .htmlBlock(let html):
            writer.write(8)
            writer.write(html)
        case .table(let alignments):
            writer.write(9)
            writer.write(alignments)
        case .tableRow(let isHeader):
            writer.write(10)
            writer.write(isHeader)
        case .tableCell: writer.write(11)
        case .text(let text):
            writer.write(12)
            writer.write(text)
        case .code(let code, let doubleBackticks):
            writer.write(13)
            writer.write(code)
            writer.write(doubleBackticks)
        case .symbolLink(let link):
            writer.write(14)
            writer.write(link)
        case .emphasis: writer.write(15)
        case .strong: writer.write(16)
        case .strikethrough: writer.write(17)
        case .link(let destination, let title):
            writer.write(18)
            writer.write(destination)
            writer.write(title)
        case .image(let source, let title):
            writer.write(19)
            writer.write(source)
            writer.write(title)
        case .softBreak: writer.write(20)
        case .lineBreak: writer.write(21)
        case .inlineHTML(let html):
            writer.write(22)
            writer.write(html)
        }
    }
}

extension TableAlignment: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        guard let value = Self(rawValue: try reader.readString()) else { throw BinaryReader.Corrupt() }
        self = value
    }

    public func encode(to writer: inout BinaryWriter) { writer.write(rawValue) }
}
