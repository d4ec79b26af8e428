import Foundation
import Testing
@testable import FlashzillaCore

/// A card edited during a sitting (Review's `e`, issue 33) shows its new text where it
/// was in the queue; its schedule, the queue and the counts stay as they were.
@Suite("ReviewSession edits")
struct ReviewSessionEditTests {
    typealias F = ReviewFixture

    @Test("the edited card on show takes its new text; queue, states and counts are unchanged")
    func anEditedCardKeepsItsPlace() throws {
        let states: CardStates = [F.id(2): F.state(.review, due: F.days(-1))]
        var session = F.session(F.deck(count: 4), states: states)
        let before = session
        var card = try #require(session.currentCard)
        #expect(card.id == F.id(2))
        try card.edit(prompt: "fixed prompt", answer: "fixed answer", at: F.now)
        card.tags = ["typo"]
        let replaced = session.replaceCard(card)
        #expect(replaced)
        #expect(session.currentCard == card)
        #expect(session.queue == before.queue && session.states == before.states && session.counts == before.counts)
        // Answered as usual: the answer is the edited card's, its schedule the one it had.
        let answer = session.answered(.good, at: F.now, milliseconds: 1_000)
        #expect(answer.cardID == F.id(2) && answer.before == states[F.id(2)])
    }

    @Test("a card further down the queue shows its new text when it comes; a card the sitting cannot show is refused")
    func laterAndUnknownCards() throws {
        var session = F.session(F.deck(count: 3))
        var later = makeCard(3)
        try later.edit(prompt: "third, edited", answer: "x", at: F.now)
        let replacedLater = session.replaceCard(later)
        #expect(replacedLater)
        session.answered(.easy, at: F.now, milliseconds: 1)
        session.answered(.easy, at: F.now, milliseconds: 1)
        #expect(session.currentCard?.prompt == "third, edited")
        let unknown = session.replaceCard(makeCard(9))
        #expect(!unknown, "not a card of this sitting")
    }
}
