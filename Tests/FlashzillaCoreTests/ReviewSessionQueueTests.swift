import Foundation
import Testing
@testable import FlashzillaCore

/// How a Review session orders a deck's cards, whole queue at a time.
@Suite("ReviewSession queue")
struct ReviewSessionQueueTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id

    @Test("learning due now first (by due), then reviews most overdue first, then new cards in deck order")
    func order() {
        let states: CardStates = [
            id(2): F.state(.review, due: F.days(-1)),
            id(3): F.state(.review, due: F.days(-2)),
            id(4): F.state(.learning(step: 1), due: F.minutes(-1)),
            id(5): F.state(.relearning(step: 0), due: F.minutes(-5)),
            id(6): F.state(.review, due: F.days(1)),
            id(7): F.state(.learning(step: 0), due: F.minutes(10)),
        ]
        let session = F.session(F.deck(count: 8), states: states)
        #expect(session.queue == ReviewQueue(
            current: .init(id(5), .learning),
            learning: [.init(cardID: id(4), due: F.minutes(-1)), .init(cardID: id(7), due: F.minutes(10))],
            reviews: [id(3), id(2)], newCards: [id(1), id(8)]))
        #expect(session.counts == ReviewCounts(new: 2, learning: 3, due: 2))
        #expect(session.states == states)
        #expect(session.heldBack == ReviewCounts())
        #expect(session.nextDue == nil && !session.isFinished && !session.canUndo)
        #expect(session.currentCard?.prompt == "prompt 5")
        #expect(session.currentState == states[id(5)])
    }

    @Test("the day's limits cut reviews and new cards by what today already used; the rest is held back")
    func limits() {
        let states = CardStates(Dictionary(uniqueKeysWithValues: (1...3).map { (id($0), F.state(.review, due: F.days(-Double($0)))) }))
        let session = F.session(F.deck(count: 8, newPerDay: 3, reviewsPerDay: 5), states: states, introduced: 2, reviewed: 4)
        #expect(session.queue == ReviewQueue(current: .init(id(3), .review), newCards: [id(4)]))
        #expect(session.counts == ReviewCounts(new: 1, learning: 0, due: 1))
        #expect(session.heldBack == ReviewCounts(new: 4, due: 2))
    }

    @Test("of many review cards due, the most overdue up to the limit come first; equal times keep deck order")
    func manyDueCutByLimit() {
        // 300 due cards at 30 distinct times: the 200 kept are the earliest, ties by position.
        let states = CardStates(Dictionary(uniqueKeysWithValues: (1...300).map { (id($0), F.state(.review, due: F.days(-Double($0 % 30) - 1))) }))
        let session = F.session(F.deck(count: 300, newPerDay: 0, reviewsPerDay: 200), states: states)
        let expected = (1...300).sorted { (-($0 % 30), $0) < (-($1 % 30), $1) }.prefix(200).map(id)
        #expect(Array(session.queue.upcomingReviews) == Array(expected.dropFirst()))
        #expect(session.queue.current == .init(expected[0], .review))
        #expect(session.heldBack == ReviewCounts(new: 0, due: 100))
        #expect(session.counts == ReviewCounts(new: 0, learning: 0, due: 200))
    }

    @Test("limits already used up leave only learning cards; a negative remainder counts as none")
    func limitsUsedUp() {
        let states: CardStates = [id(1): F.state(.review, due: F.days(-1)), id(2): F.state(.learning(step: 0), due: F.minutes(-1))]
        let session = F.session(F.deck(count: 3, newPerDay: 1, reviewsPerDay: 1), states: states, introduced: 5, reviewed: 9)
        #expect(session.queue == ReviewQueue(current: .init(id(2), .learning)))
        #expect(session.heldBack == ReviewCounts(new: 1, due: 1))
    }

    @Test("states of cards that left the deck are ignored")
    func foreignStates() {
        let stranger = UUID(uuidString: "99999999-0000-0000-0000-000000000000")!
        let session = F.session(F.deck(count: 1), states: [stranger: F.state(.review, due: F.days(-1))])
        #expect(session.queue == ReviewQueue(current: .init(id(1), .new)))
        #expect(session.states.isEmpty)
    }

    @Test("nothing due: finished, with the earliest due card as next due; nothing scheduled: no next due")
    func nothingDue() {
        let states: CardStates = [id(1): F.state(.review, due: F.days(3)), id(2): F.state(.review, due: F.minutes(200))]
        let session = F.session(F.deck(count: 2), states: states)
        #expect(session.isFinished && session.queue == ReviewQueue() && session.currentCard == nil)
        #expect(session.nextDue == F.minutes(200))
        #expect(session.counts == ReviewCounts())
        let empty = F.session(F.deck(count: 0))
        #expect(empty.isFinished && empty.nextDue == nil)
    }

    @Test("a learning card beyond the learn-ahead limit waits; wake shows it once within 20 minutes of due")
    func learnAheadWait() {
        var session = F.session(F.deck(count: 2), states: [id(1): F.state(.learning(step: 0), due: F.minutes(50)),
                                                           id(2): F.state(.review, due: F.days(2))])
        #expect(session.isFinished && session.nextDue == F.minutes(50))
        #expect(session.counts == ReviewCounts(learning: 1))
        let before = session
        let tooEarly = session.wake(at: F.minutes(29))
        #expect(!tooEarly)
        #expect(session == before)
        let woke = session.wake(at: F.minutes(30))
        #expect(woke)
        #expect(session.queue == ReviewQueue(current: .init(id(1), .learning)))
        #expect(session.nextDue == nil)
    }
}
