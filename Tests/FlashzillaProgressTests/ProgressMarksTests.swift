import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// Suspended, buried, flagged and leech cards in the progress file, and the counts that
/// leave the suspended and buried ones out.
@Suite("Progress marks")
struct ProgressMarksTests {
    typealias F = ProgressFixtures
    let later = ProgressFixtures.start.addingTimeInterval(3_600)
    let tomorrow = ProgressFixtures.start.addingTimeInterval(86_400)

    func dueCounts(_ store: ProgressStore, at now: Date) throws -> DueCounts {
        try store.dueCounts(now: now, dayStart: F.start.addingTimeInterval(-3_600))[F.deck] ?? DueCounts()
    }

    @Test("marks round-trip, on a started card and on a new one (whose row they make); reopening keeps them")
    func roundTrip() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            do {
                let store = try ProgressStore(fileURL: url)
                try store.record(F.answer(at: F.start, after: F.review(at: F.start, due: F.start)))
                try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card, marks: CardMarks(isSuspended: true, flag: .turquoise)), at: F.start)
                try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(2), marks: CardMarks(buriedUntil: tomorrow, isLeech: true)), at: F.start)
                // A new card with a mark stays new: no schedule.
                #expect(try store.states(deckID: F.deck).keys == [F.card])
            }
            let store = try ProgressStore(fileURL: url)
            #expect(try store.marks(deckID: F.deck, cardID: F.card, now: F.start) == CardMarks(isSuspended: true, flag: .turquoise))
            let marks = try store.marks(deckID: F.deck, now: F.start, nextDayStart: tomorrow)
            #expect(marks == DeckMarks(marks: [F.card: CardMarks(isSuspended: true, flag: .turquoise),
                                               F.card(2): CardMarks(buriedUntil: tomorrow, isLeech: true)], nextDayStart: tomorrow))
            // Once the bury is over it is no mark; clearing all marks leaves none.
            #expect(try store.marks(deckID: F.deck, cardID: F.card(2), now: tomorrow) == CardMarks(isLeech: true))
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card, marks: CardMarks()), at: F.start)
            #expect(try store.marks(deckID: F.deck, now: F.start).marks.keys.sorted() == [F.card(2)])
            #expect(try store.marks(deckID: F.otherDeck, now: F.start) == DeckMarks())
        }
    }

    @Test("due counts leave out suspended cards and cards buried until later; a buried card counts again when its day starts")
    func countsLeaveSetAsideCardsOut() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            for n in 1...3 { try store.record(F.answer(F.card(n), at: F.start, after: F.review(at: F.start, due: F.start))) }
            try store.record(F.answer(F.card(4), at: F.start, after: F.learning(step: 0, at: F.start, due: 60)))
            var counts = try dueCounts(store, at: later)
            #expect((counts.review, counts.learning, counts.started, counts.setAsideNew) == (3, 1, 4, 0))

            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(1), marks: CardMarks(isSuspended: true)), at: F.start)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(2), marks: CardMarks(buriedUntil: tomorrow)), at: F.start)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(3), marks: CardMarks(flag: .red)), at: F.start)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(4), marks: CardMarks(isSuspended: true)), at: F.start)
            // Two new cards set aside, one only flagged.
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(5), marks: CardMarks(isSuspended: true)), at: F.start)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(6), marks: CardMarks(buriedUntil: tomorrow)), at: F.start)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(7), marks: CardMarks(flag: .blue)), at: F.start)
            counts = try dueCounts(store, at: later)
            #expect((counts.review, counts.learning, counts.started, counts.setAsideNew) == (1, 0, 4, 2))
            // The flagged review is due now; suspended cards are never "next".
            #expect(counts.nextDue == F.start)
            let due = DeckDue(cardCount: 10, settings: DeckSettings(), started: counts.started, setAsideNew: counts.setAsideNew,
                              learningDue: counts.learning, reviewDue: counts.review, introducedToday: 0, reviewedToday: 0, next: nil)
            #expect(due.new == 4)

            counts = try dueCounts(store, at: tomorrow)
            #expect((counts.review, counts.setAsideNew) == (2, 1))
        }
    }

    @Test("a card buried until later is next when it comes back, not at its due time")
    func buriedCardIsNextWhenItReturns() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try store.record(F.answer(at: F.start, after: F.review(at: F.start, due: F.start)))
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card, marks: CardMarks(buriedUntil: tomorrow)), at: F.start)
            #expect(try dueCounts(store, at: later).nextDue == tomorrow)
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card, marks: CardMarks(isSuspended: true)), at: F.start)
            #expect(try dueCounts(store, at: later).nextDue == nil)
        }
    }
}
