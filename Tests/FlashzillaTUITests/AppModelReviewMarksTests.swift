import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Review's marks through the app: opened with the store's marks, kept and undone by effects.
@Suite struct AppModelReviewMarksTests {
    let date = ReviewFixtures.date

    @Test func marksFromTheStoreLeaveCardsOutAndKeysKeepAndUndoThem() {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        let deck = ReviewFixtures.deck()
        // Card 3 (the due review) is suspended: only the two new cards are left.
        _ = app.receive(.reviewLoaded(deck, fileName: "capitals.json", states: ReviewFixtures.states, introducedToday: 0, reviewedToday: 0,
                                      marks: DeckMarks(marks: [ReviewFixtures.id(3): CardMarks(isSuspended: true)])),
                        in: .at(.zero, date: date))
        #expect(app.route.review?.session.counts == ReviewCounts(new: 2, learning: 0, due: 0))
        let first = app.route.review?.session.currentCard?.id ?? UUID()
        let bury = app.handle(.key(.character("-")), in: .at(.zero, date: date))
        guard case .setCardMarks(let change)? = bury.first else {
            Issue.record("no marks kept: \(bury)")
            return
        }
        #expect(change.cardID == first && change.marks.buriedUntil != nil && bury.count == 1)
        // Undo of a mark: only the marks go back, no answer is taken back.
        let undo = app.handle(.key(.character("u")), in: .at(.zero, date: date))
        #expect(undo == [.setCardMarks(CardMarkChange(deckID: deck.id, cardID: first, marks: CardMarks()))])
    }
}
