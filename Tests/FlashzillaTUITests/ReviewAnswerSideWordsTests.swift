import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// By voice, "show" flips the card; on the answer side it must not rate it (Space/Enter
/// press Good there, as in Anki, but a second "show" would rate a card unheard).
@Suite struct ReviewAnswerSideWordsTests {
    @Test func showFlipsTheQuestionButRatesNothingOnTheAnswerSide() {
        let question = ReviewFixtures.screen()
        #expect(question.keymap.binding(forWord: "show")?.action == .answerRevealed)
        let answer = question.afterKeys(.character(" "))
        #expect(answer.isRevealed)
        #expect(answer.keymap.binding(forWord: "show") == nil)
        #expect(answer.keymap.binding(forWord: "flip") == nil)
        #expect(answer.keymap.binding(forWord: "good")?.action == .rated(.good))
        #expect(answer.keymap.action(for: .character(" ")) == .rated(.good), "the key itself still presses Good")
        #expect(answer.spokenHint == "Say again, hard, good, easy, quit or undo; help for more.")
    }

    @Test func withAFocusedButtonPressSaysIt() {
        let answer = ReviewFixtures.screen(buttons: true).afterKeys(.character(" "), .tab)
        #expect(answer.keymap.binding(forWord: "press")?.action == answer.keymap.action(for: .enter))
        #expect(answer.keymap.binding(forWord: "show") == nil)
    }
}
