import APIRefCore
import Testing

@Suite struct LanguageStringsFormatTests {
    let japanese = LanguageStrings(
        language: "ja", labels: ["Introduced in {platform} {version}.": "{platform} {version} で導入。"])

    @Test func fillsEveryPlaceholderOfTheTranslatedPattern() {
        let text = japanese.format("Introduced in {platform} {version}.", ["platform": "iOS", "version": "2.0"])
        #expect(text == "iOS 2.0 で導入。")
    }

    @Test func usesTheEnglishPatternWithoutATranslation() {
        let text = LanguageStrings(language: "en").format("Deprecated in {platform} {version}.", ["platform": "iOS", "version": "9.0"])
        #expect(text == "Deprecated in iOS 9.0.")
    }

    @Test func keepsUnknownPlaceholdersAndLoneBraces() {
        let text = LanguageStrings(language: "en").format("{a} {unknown} { {b", ["a": "1", "b": "2"])
        #expect(text == "1 {unknown} { {b")
    }

    @Test func neverExpandsAPlaceholderInsideAValue() {
        let text = LanguageStrings(language: "en").format("{platform} {version}", ["platform": "{version}", "version": "2.0"])
        #expect(text == "{version} 2.0")
    }
}
