import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Review's `e` in tmux (issue 33): the card editor opens on the card on show, Enter saves
/// and Review is back on that card with its new text; Space then answers it Good. The old
/// binary ignores `e` (no "from Review" ever shows).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ReviewEditEndToEndTests {
    @Test func eEditsTheCardOnShowAndSpaceThenAnswersItGood() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try ReviewEndToEndTests.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Space/Enter good")
        try tmux.sendKeys("e")
        try tmux.waitForSettled(text: "from Review")
        // The prompt field has the cursor at its end; Tab Tab Tab reaches Tags.
        try tmux.sendLiteral(" (fixed)")
        try tmux.sendKeys("Tab", "Tab", "Tab")
        try tmux.sendLiteral("typo")
        try tmux.sendKeys("Enter")
        // Back in Review on the same card, answer side still shown, nothing answered yet.
        let screen = try tmux.waitForSettled(text: "Edited “Question one (fixed)”")
        #expect(screen.contains("new 3 · learning 0 · due 0"), "the counts as before the edit: \(screen)")
        #expect(screen.contains("Answer one"))
        try tmux.sendKeys("Space")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        let deck = try ReviewEndToEndTests.deck(fz)
        #expect(deck.cards[0].prompt == "Question one (fixed)" && deck.cards[0].tags == ["typo"])
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[0].id).map(\.rating) == [.good], "the edited card, answered once")
        #expect(try store.reviewCount() == 1)
    }
}
