import APIRefCore

/// A GFM table as aligned columns when it fits, else one line per row.
struct TableLayout {
    let width: Int
    let style: TerminalStyle

    func render(_ table: MarkdownNode) -> [String] {
        let rows = table.children.map { row in row.children.map { TerminalSafety.strip($0.plainText) } }
        guard let columns = rows.map(\.count).max(), columns > 0 else { return [] }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        let total = widths.reduce(0, +) + 2 * (columns - 1)
        guard total <= width else {
            return rows.flatMap { row in
                TextWrapper(width: width, style: style).wrap(InlineRuns.plain(row.joined(separator: " — ")), indent: 0, hangingIndent: 2)
            }
        }
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            let cells = (0..<columns).map { index -> String in
                let cell = index < row.count ? row[index] : ""
                return cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell))
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            let isHeader: Bool = {
                if case .tableRow(true) = table.children[rowIndex].kind { return true }
                return false
            }()
            lines.append(isHeader ? style.apply(.bold, to: line) : line)
            if isHeader { lines.append(String(repeating: "─", count: total)) }
        }
        return lines
    }
}
