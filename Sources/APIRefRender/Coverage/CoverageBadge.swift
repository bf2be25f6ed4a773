import APIRefCore

/// `apiref coverage --format svg`: a small badge in the style of shields.io — a grey label,
/// then the headline figure on a colour from red to green — for a README or a CI page.
/// The same report gives the same bytes; text is escaped, and widths come from display
/// widths rather than from a font, so no font is needed to make it.
public enum CoverageBadge {
    /// The badge of `figure`, labelled `label`.
    public static func svg(_ figure: CoverageFigure, label: String = "coverage") -> String {
        let shown = figure.percent.map(CoverageText.percentText) ?? "n/a"
        let labelWidth = width(of: label)
        let valueWidth = width(of: shown)
        let total = labelWidth + valueWidth
        let (label, value) = (HTMLEscape.text(label), HTMLEscape.text(shown))
        let colour = self.colour(figure)
        // Text positions in tenths of a pixel, as shields.io writes them, at a tenth of the scale.
        let labelX = labelWidth * 5
        let valueX = labelWidth * 10 + valueWidth * 5
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(total)" height="20" role="img" aria-label="\(label): \(value)">\
            <title>\(label): \(value)</title>\
            <linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>\
            <clipPath id="r"><rect width="\(total)" height="20" rx="3" fill="#fff"/></clipPath>\
            <g clip-path="url(#r)"><rect width="\(labelWidth)" height="20" fill="#555"/><rect x="\(labelWidth)" width="\(valueWidth)" height="20" fill="\(colour)"/>\
            <rect width="\(total)" height="20" fill="url(#s)"/></g>\
            <g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">\
            <text aria-hidden="true" x="\(labelX)" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)">\(label)</text>\
            <text x="\(labelX)" y="140" transform="scale(.1)">\(label)</text>\
            <text aria-hidden="true" x="\(valueX)" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)">\(value)</text>\
            <text x="\(valueX)" y="140" transform="scale(.1)">\(value)</text></g></svg>

            """
    }

    /// Seven pixels a column at Verdana's 11 px, and five each side.
    static func width(of text: String) -> Int {
        DisplayWidth.of(text) * 7 + 10
    }

    /// shields.io's colours, by the whole percentage; grey for a figure of nothing.
    static func colour(_ figure: CoverageFigure) -> String {
        guard let percent = figure.wholePercent else { return "#9f9f9f" }
        switch percent {
        case 90...: return "#4c1"
        case 75..<90: return "#97ca00"
        case 60..<75: return "#a4a61d"
        case 40..<60: return "#dfb317"
        case 20..<40: return "#fe7d37"
        default: return "#e05d44"
        }
    }
}
