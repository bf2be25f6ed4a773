/// What the full-text table holds of one symbol: its name with the name's words, its
/// summary, and its discussion, parameters, return value and declaration, all as plain text.
struct SearchText: Sendable {
    let name: String
    let summary: String
    let body: String
}
