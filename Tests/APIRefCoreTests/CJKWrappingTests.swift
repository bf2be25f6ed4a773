import Testing

@testable import APIRefRender

/// Japanese text in the terminal: widths by display columns, breaks between CJK characters
/// but never inside a Latin word, and kinsoku (no line starts with 。、」ー or small kana,
/// none ends with 「（).
@Suite struct CJKWrappingTests {
    static let paragraph = """
        テーブルビューは、セルを再利用するために「再利用識別子」を使います。\
        dequeueReusableCellWithIdentifier:を呼ぶと、画面の外に出たセルが返されます（なければnilです）。\
        編集モードでは、アクセサリビューの代わりにeditingAccessoryViewが表示されます。ちょっとした工夫で、\
        スクロールがなめらかになります。UITableViewCellのサブクラスでは、prepareForReuseを上書きしてください。
        """

    func lines(_ text: String, width: Int) -> [String] {
        TextWrapper(width: width, style: TerminalStyle(usesEscapes: false))
            .wrap([StyledRun(text: text, style: .plain)], indent: 7)
    }

    @Test(arguments: [40, 60, 80])
    func noLineIsWiderThanTheTerminalOrBreaksTheRules(width: Int) {
        let wrapped = lines(Self.paragraph, width: width)
        #expect(wrapped.count > 1)
        for line in wrapped {
            #expect(DisplayWidth.of(line) <= width, "\(DisplayWidth.of(line)) columns: \(line)")
            let text = line.drop(while: { $0 == " " })
            if let first = text.first { #expect(!LineBreaking.cannotStartLine(first), "starts with \(first): \(line)") }
            if let last = text.last { #expect(!LineBreaking.cannotEndLine(last), "ends with \(last): \(line)") }
        }
        // Joined again, the text is whole: nothing lost, no space added inside Japanese.
        #expect(wrapped.map { $0.drop(while: { $0 == " " }) }.joined() == Self.paragraph)
        // An identifier is cut only when it alone is wider than the line.
        for identifier in ["dequeueReusableCellWithIdentifier:", "editingAccessoryView", "UITableViewCell", "prepareForReuse"]
        where identifier.count <= width - 7 {
            #expect(wrapped.contains { $0.contains(identifier) }, "\(identifier) is never cut")
        }
    }

    @Test func englishStillBreaksAtSpacesOnly() {
        let wrapped = lines("The cell shows an accessory view at its trailing edge in normal mode.", width: 30)
        #expect(wrapped == ["       The cell shows an", "       accessory view at its", "       trailing edge in normal", "       mode."])
    }

    @Test func kinsokuKeepsPunctuationWithTheCharacterBeforeIt() {
        #expect(!LineBreaking.mayBreak(between: "ル", and: "。"))
        #expect(!LineBreaking.mayBreak(between: "「", and: "再"))
        #expect(!LineBreaking.mayBreak(between: "ス", and: "ッ"))
        #expect(!LineBreaking.mayBreak(between: "a", and: "b"))
        #expect(LineBreaking.mayBreak(between: "ル", and: "を"))
        #expect(LineBreaking.mayBreak(between: "を", and: "U"))
    }
}
