import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Deck due counts")
struct DeckDueTests {
    @Test("new cards: what today's limit leaves, never more than the unstarted cards")
    func newCards() {
        let settings = DeckSettings(newCardsPerDay: 20, reviewsPerDay: 200)
        #expect(DeckDue(cardCount: 100, settings: settings, started: 10, learningDue: 0, reviewDue: 0, introducedToday: 5,
                        reviewedToday: 0, next: nil).new == 15)
        #expect(DeckDue(cardCount: 12, settings: settings, started: 10, learningDue: 0, reviewDue: 0, introducedToday: 0,
                        reviewedToday: 0, next: nil).new == 2)
        #expect(DeckDue(cardCount: 100, settings: settings, started: 0, learningDue: 0, reviewDue: 0, introducedToday: 30,
                        reviewedToday: 0, next: nil).new == 0)
        // More started than the deck holds (cards deleted from the file keep their history).
        #expect(DeckDue(cardCount: 3, settings: settings, started: 9, learningDue: 0, reviewDue: 0, introducedToday: 0,
                        reviewedToday: 0, next: nil).new == 0)
    }

    @Test("reviews are held to what today's limit leaves; learning cards are not limited")
    func limits() {
        let settings = DeckSettings(newCardsPerDay: 0, reviewsPerDay: 50)
        let due = DeckDue(cardCount: 500, settings: settings, started: 400, learningDue: 70, reviewDue: 90, introducedToday: 0,
                          reviewedToday: 20, next: nil)
        #expect(due == DeckDue(new: 0, learning: 70, review: 30, next: nil))
        #expect(due.hasWork)
        #expect(!DeckDue(new: 0, learning: 0, review: 0, next: nil).hasWork)
    }
}
