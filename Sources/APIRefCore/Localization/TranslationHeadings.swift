/// The headings a translation may use: the English ones of `Content/README.md`, or their
/// Japanese names as the seeds' reference uses them. Another language's names go here too.
enum TranslationHeadings {
    /// Level-2 section names, to the English `PageSection` names: every section an original
    /// may have, the Swift ones too (`Templates/strings/ja.yml` names them the same way).
    static let sections: [String: String] = [
        "概要": "Overview", "タスク": "Tasks", "プロパティ": "Properties", "クラスメソッド": "Class Methods",
        "インスタンスメソッド": "Instance Methods", "定数": "Constants", "通知": "Notifications",
        "関数": "Functions", "データ型": "Data Types",
        "イニシャライザ": "Initializers", "サブスクリプト": "Subscripts", "ケース": "Cases", "関連型": "Associated Types",
        "型エイリアス": "Type Aliases", "演算子": "Operators", "グローバル変数": "Global Variables",
        "型プロパティ": "Type Properties", "型メソッド": "Type Methods"
    ]

    /// The Japanese section names, for the message of an unknown section.
    static let japaneseSectionNames =
        "概要, タスク, プロパティ, クラスメソッド, インスタンスメソッド, 定数, 通知, 関数, データ型, イニシャライザ, サブスクリプト, ケース, 関連型, 型エイリアス, 演算子, グローバル変数, 型プロパティ, 型メソッド"

    /// The subsections a member's original puts after its parameters and return value, and
    /// that a translation's discussion unit holds (`MemberBody`): `Special Considerations`,
    /// `Examples`, in English or Japanese.
    static func isTrailingSubsection(_ title: String) -> Bool {
        ["special considerations", "examples", "example"].contains(subsection(title).lowercased())
    }

    /// Member subsection names, to the English `MemberBody` names.
    static let subsections: [String: String] = [
        "引数": "Parameters", "戻り値": "Return Value", "解説": "Discussion", "特記事項": "Special Considerations",
        "例": "Examples"
    ]

    /// Subsections that hold facts: known, so that they are reported as facts rather than
    /// as unknown headings. Their content is the original's.
    static let factSubsections: Set<String> = ["宣言", "利用可能", "関連項目", "declaration", "availability", "see also", "declared in"]

    /// Field names (`- 利用可能: iOS 2.0`) that state facts in Japanese.
    static let factFields: Set<String> = ["利用可能", "宣言", "関連項目", "非推奨", "代替", "宣言ファイル", "必須"]

    static func section(_ title: String) -> PageSection? {
        PageSection.named(sections[title] ?? title)
    }

    /// The English name of a subsection title, or the title as it is.
    static func subsection(_ title: String) -> String {
        subsections[title] ?? title
    }

    /// `markdown` with each subsection heading the parser turned into English (`#### Special
    /// Considerations`) named as the translation names it (`#### 特記事項`); code blocks are
    /// left as they are.
    static func japaneseSubsections(in markdown: String) -> String {
        let japanese = Dictionary(subsections.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var fence: Substring?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                return line
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                return line
            }
            let marks = line.prefix { $0 == "#" }
            guard (4...6).contains(marks.count), line.dropFirst(marks.count).first == " ",
                let name = japanese[line.dropFirst(marks.count + 1).trimmingWhitespace()]
            else { return line }
            return marks + " " + Substring(name)
        }
        return lines.joined(separator: "\n")
    }
}
