import APIRefCore

/// `apiref coverage` as text: one row per container, worst first, columns aligned by
/// display width, then the total and the headline figure.
public struct CoverageText {
    let style: TerminalStyle

    public init(usesEscapes: Bool) {
        style = TerminalStyle(usesEscapes: usesEscapes)
    }

    /// The table, the total line and what the headline figure counts.
    public func render(_ report: CoverageReport) -> String {
        let hasSDK = report.sdk != nil
        var header = ["Container", "Members", "Summary", "Parameters", "Replacement"]
        if hasSDK { header.append("SDK lacks") }
        header += report.languages
        let figures: (CoverageRow) -> [CoverageFigure] = { row in
            [row.summaries, row.signatures, row.replacements] + report.languages.map { row.translations[$0] ?? .none }
        }
        // Each figure column's counts are as wide as its widest, so percentages line up.
        let allRows = report.rows + [report.total]
        let figureCount = 3 + report.languages.count
        let countWidths = (0..<figureCount).map { column in
            allRows.map { Self.counts(figures($0)[column]).count }.max() ?? 0
        }
        func cells(_ row: CoverageRow) -> [String] {
            let values = figures(row)
            var cells = [TerminalSafety.strip(row.name), String(row.members)]
            for (column, figure) in values.prefix(3).enumerated() { cells.append(Self.cell(figure, countWidth: countWidths[column])) }
            if hasSDK { cells.append(row.sdk.map { String($0.missing) } ?? "n/a") }
            for (offset, figure) in values.dropFirst(3).enumerated() {
                cells.append(Self.cell(figure, countWidth: countWidths[3 + offset]))
            }
            return cells
        }
        let body = report.rows.map(cells)
        let total = cells(report.total)
        var widths = header.map(DisplayWidth.of)
        for row in body + [total] {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        var lines = [style.apply(.bold, to: line(header))]
        lines += body.map(line)
        lines.append(String(repeating: "─", count: widths.reduce(0, +) + 2 * (widths.count - 1)))
        lines.append(style.apply(.bold, to: line(total)))
        lines.append(Self.headline(report))
        if let sdk = report.sdk, !sdk.missingContainers.isEmpty {
            lines.append(Self.missingContainers(sdk))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `documented: 75.9% (3482 of 4587 members have a summary)`, and with graphs what the
    /// members counted are.
    public static func headline(_ report: CoverageReport) -> String {
        let figure = report.headline
        let share = figure.percent.map { Self.percentText($0) } ?? "n/a"
        guard let sdk = report.total.sdk, sdk.missing > 0 else {
            return "documented: \(share) (\(figure.count) of \(figure.total) members have a summary)"
        }
        return "documented: \(share) (\(figure.count) of \(figure.total) members have a summary: the library's \(report.total.members) "
            + "and \(sdk.missing) the SDK declares that the library lacks)"
    }

    /// The containers the graphs declare that the library has no page for, the first few by name.
    static func missingContainers(_ sdk: CoverageReport.SDKSummary) -> String {
        let names = sdk.missingContainers.map { TerminalSafety.strip($0.name) }
        let listed = names.prefix(8).joined(separator: ", ")
        let more = names.count > 8 ? ", and \(names.count - 8) more (--format json lists them)" : ""
        let members = sdk.missingContainers.reduce(0) { $0 + $1.members }
        return "the graphs declare \(names.count) type(s) of \(sdk.frameworks.joined(separator: ", ")) that the library has no page for "
            + "(\(members) members, counted above): \(listed)\(more)"
    }

    /// `90.4%`, or `100%` without a tenth.
    public static func percentText(_ percent: Double) -> String {
        percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }

    /// ` 90%  38/42`: the whole percentage in four columns, then the counts right-aligned.
    static func cell(_ figure: CoverageFigure, countWidth: Int) -> String {
        let counts = Self.counts(figure)
        let percent = figure.wholePercent.map { "\($0)%" } ?? "n/a"
        return String(repeating: " ", count: max(0, 4 - percent.count)) + percent + " "
            + String(repeating: " ", count: max(0, countWidth - counts.count)) + counts
    }

    static func counts(_ figure: CoverageFigure) -> String {
        "\(figure.count)/\(figure.total)"
    }

    /// `--next`: the members to write next, most linked first, with what each lacks.
    public func render(next items: [NextWork.Item]) -> String {
        let header = ["Links", "Member", "Kind", "Lacks"]
        let rows = items.map { item in
            [
                String(item.links), TerminalSafety.strip(item.container + "." + item.name), item.kind,
                item.gaps.map(Self.gapText).joined(separator: ", ")
            ]
        }
        var widths = header.map(DisplayWidth.of)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
        }
        func line(_ cells: [String]) -> String {
            var text = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? padding + cell : cell + padding
            }.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        return ([style.apply(.bold, to: line(header))] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    static func gapText(_ gap: CoverageGap) -> String {
        switch gap {
        case .missing: "not in the library"
        case .summary: "summary"
        case .parameters: "parameters"
        case .returnValue: "return value"
        case .replacement: "replacement"
        }
    }
}
