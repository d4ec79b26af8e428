import Foundation
import Testing
@testable import FlashzillaCore

/// Suspend, bury, flags and leeches in a Review session (Anki's `@`, `-`, `^1`…, 8 lapses).
@Suite("ReviewSession marks")
struct ReviewSessionMarksTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id
    let tomorrow = ReviewFixture.now.addingTimeInterval(20 * 3600)

    func session(_ deck: Deck, states: CardStates = [:], marks: DeckMarks, at time: Date = F.now) -> ReviewSession {
        ReviewSession(deck: deck, states: states, marks: marks, introducedToday: 0, reviewedToday: 0, now: time, scheduler: F.scheduler)
    }

    @Test("suspended cards and cards buried until later are never queued; a bury that has ended is no bar")
    func setAsideCardsAreLeftOut() {
        let states: CardStates = [id(2): F.state(.review, due: F.days(-1)), id(3): F.state(.learning(step: 0), due: F.minutes(-1))]
        let marks = DeckMarks(marks: [id(1): CardMarks(isSuspended: true), id(2): CardMarks(buriedUntil: tomorrow),
                                      id(3): CardMarks(isSuspended: true), id(4): CardMarks(buriedUntil: F.minutes(-1)),
                                      id(5): CardMarks(flag: .red)])
        let today = session(F.deck(count: 5), states: states, marks: marks)
        #expect(today.queue == ReviewQueue(current: .init(id(4), .new), newCards: [id(5)]))
        #expect(today.counts == ReviewCounts(new: 2, learning: 0, due: 0))
        // The next study day: the buried review is back, the suspended cards are not.
        let next = session(F.deck(count: 5), states: states, marks: marks, at: tomorrow)
        #expect(next.queue == ReviewQueue(current: .init(id(2), .review), newCards: [id(4), id(5)]))
    }

    @Test("@ suspends the card on show: the next one shows, it never comes back, and undo puts it back on show unmarked")
    func suspendAndUndo() throws {
        var review = session(F.deck(count: 3), marks: DeckMarks(nextDayStart: tomorrow))
        let changeMade = review.mark(.suspend, at: F.now)
        let change = try #require(changeMade)
        #expect(change == CardMarkChange(deckID: review.deckID, cardID: id(1), marks: CardMarks(isSuspended: true)))
        #expect(review.currentCard?.id == id(2) && review.counts.new == 2)
        review.answered(.easy, at: F.now, milliseconds: 1)
        review.answered(.easy, at: F.now, milliseconds: 1)
        #expect(review.isFinished)
        _ = review.undo()
        let undoMade = review.undo()
        let undo = try #require(undoMade)
        #expect(undo.undoesAnswer)
        let unmarkMade = review.undo()
        let unmark = try #require(unmarkMade)
        #expect(!unmark.undoesAnswer && unmark.marks == CardMarks() && unmark.cardID == id(1))
        #expect(review.currentCard?.id == id(1) && review.marks.isEmpty && review.counts.new == 3)
        #expect(review.undo() == nil)
    }

    @Test("- buries the card on show until the next study day starts")
    func buryUntilTheNextDay() throws {
        var review = session(F.deck(count: 2), marks: DeckMarks(nextDayStart: tomorrow))
        let changeMade = review.mark(.bury, at: F.now)
        let change = try #require(changeMade)
        #expect(change.marks == CardMarks(buriedUntil: tomorrow))
        #expect(review.currentCard?.id == id(2))
        // Without a day start given, it is the one after the bury's moment.
        var local = session(F.deck(count: 2), marks: DeckMarks())
        #expect(local.mark(.bury, at: F.now)?.marks.buriedUntil == StudyDay.nextStart(after: F.now))
    }

    @Test("a flag is set on the card on show, which stays; the same flag again clears it, another replaces it")
    func flags() throws {
        var review = session(F.deck(count: 2), marks: DeckMarks())
        #expect(review.mark(.flag(.red), at: F.now)?.marks == CardMarks(flag: .red))
        #expect(review.currentCard?.id == id(1) && review.currentMarks.flag == .red)
        #expect(review.mark(.flag(.purple), at: F.now)?.marks.flag == .purple)
        #expect(review.mark(.flag(.purple), at: F.now)?.marks == CardMarks())
        #expect(review.marks.isEmpty)
        let undoMade = review.undo()
        let undo = try #require(undoMade)
        #expect(undo.marks == CardMarks(flag: .purple) && review.currentMarks.flag == .purple)
    }

    @Test("a review card's 8th lapse makes it a leech, and so does the 12th; the 9th does not")
    func leechAtEightAndTwelve() {
        for (lapses, isLeech) in [(7, true), (8, false), (10, false), (11, true)] {
            var review = session(F.deck(count: 1), states: [id(1): F.state(.review, due: F.days(-1))],
                                 marks: DeckMarks(lapses: [id(1): lapses]))
            review.answered(.again, at: F.now, milliseconds: 1)
            #expect((review.leechFound != nil) == isLeech, "lapse \(lapses + 1)")
            #expect(review.marks[id(1)]?.isLeech == (isLeech ? true : nil))
            // Tagged only (the default): the card goes on relearning.
            #expect(review.queue.learning.map(\.cardID) == (isLeech ? [id(1)] : []) || review.currentCard?.id == id(1))
        }
        #expect((1...20).filter { Leech.isReached(lapses: $0) } == [8, 12, 16, 20])
    }

    @Test("a deck that suspends leeches takes the card out of the session; undo gives it back with no mark")
    func leechSuspended() throws {
        var deck = F.deck(count: 2)
        deck.settings.leechAction = .suspend
        var review = session(deck, states: [id(1): F.state(.review, due: F.days(-1))], marks: DeckMarks(lapses: [id(1): 7]))
        review.answered(.again, at: F.now, milliseconds: 1)
        #expect(review.leechFound?.marks == CardMarks(isSuspended: true, isLeech: true))
        #expect(review.queue.learning.isEmpty && review.currentCard?.id == id(2))
        let undoMade = review.undo()
        let undo = try #require(undoMade)
        #expect(undo.undoesAnswer && undo.marks == CardMarks())
        #expect(review.currentCard?.id == id(1) && review.marks.isEmpty)
        // The lapse is taken back too: lapsing again is the 8th once more.
        review.answered(.again, at: F.now, milliseconds: 1)
        #expect(review.leechFound != nil)
    }

    @Test("a buried card comes back at the next study day's start (4 a.m. local)")
    func nextStudyDay() {
        let zone = TimeZone(identifier: "Europe/Madrid")!
        let evening = ISO8601Timestamp.date(from: "2026-03-28T21:00:00Z")!  // 22:00 in Madrid, the night clocks go forward
        #expect(StudyDay.nextStart(after: evening, timeZone: zone) == ISO8601Timestamp.date(from: "2026-03-29T02:00:00Z")!)
        let small = ISO8601Timestamp.date(from: "2026-03-29T01:30:00Z")!  // 03:30 summer time, before 4 a.m.
        #expect(StudyDay.nextStart(after: small, timeZone: zone) == ISO8601Timestamp.date(from: "2026-03-29T02:00:00Z")!)
    }
}
