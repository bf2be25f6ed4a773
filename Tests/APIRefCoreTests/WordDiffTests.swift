import Testing

@testable import APIRefCore

@Suite struct WordDiffTests {
    @Test func changedWordsAreMarkedAndTheRestKept() {
        let pieces = WordDiff.pieces(from: "Each turn takes a second.", to: "Each turn takes two seconds.")
        #expect(WordDiff.render(pieces, escapes: false) == "Each turn takes [-a second.-]{+two seconds.+}")
        #expect(WordDiff.pieces(from: "same", to: "same") == [.same("same")])
        #expect(WordDiff.render(WordDiff.pieces(from: "", to: "new text"), escapes: false) == "{+new text+}")
    }
}
