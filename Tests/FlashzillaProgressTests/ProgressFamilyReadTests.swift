import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// Review on a parent reads its decks' states, marks and lapses in one pass and only their
/// due counts: the same as reading them deck by deck.
@Suite("Progress reads for a parent's decks")
struct ProgressFamilyReadTests {
    typealias F = ProgressFixtures
    let third = UUID(uuidString: "22222222-3333-4444-8555-666666666666")!

    @Test("familyCards(deckIDs:) is states(deckID:) and marks(deckID:) for each deck; dueCounts(only:) leaves the other decks out")
    func severalDecksAtOnce() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            for n in 1...3 { try store.record(F.answer(F.card(n), at: F.start, after: F.review(at: F.start, due: F.start))) }
            for n in 4...5 { try store.record(F.answer(F.card(n), deck: F.otherDeck, at: F.start, after: F.review(at: F.start, due: F.start))) }
            try store.record(F.answer(F.card(6), deck: third, at: F.start, after: F.review(at: F.start, due: F.start)))
            let unknown = UUID()
            let now = F.start.addingTimeInterval(3_600), nextDay = F.start.addingTimeInterval(86_400)
            let cards = try store.familyCards(deckIDs: [F.deck, F.otherDeck, unknown], now: now, nextDayStart: nextDay)
            #expect(Set(cards.keys) == [F.deck, F.otherDeck, unknown])
            #expect(cards[F.deck]?.states == (try store.states(deckID: F.deck)) && cards[F.deck]?.states.keys.count == 3)
            #expect(cards[F.otherDeck]?.states == (try store.states(deckID: F.otherDeck)) && cards[F.otherDeck]?.states.keys.count == 2)
            #expect(cards[unknown] == FamilyCards(marks: DeckMarks(nextDayStart: nextDay)))
            let dayStart = F.start.addingTimeInterval(-3_600)
            let all = try store.dueCounts(now: now, dayStart: dayStart)
            let some = try store.dueCounts(now: now, dayStart: dayStart, only: [F.deck, third])
            #expect(Set(some.keys) == [F.deck, third])
            #expect(some[F.deck] == all[F.deck] && some[third] == all[third] && all[F.otherDeck]?.review == 2)
        }
    }

    @Test("familyCards(deckIDs:) reads each deck's marks and lapses as marks(deckID:) does: a new card's too, an ended bury left out")
    func marksAndLapses() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let review = F.review(at: F.start, due: F.start.addingTimeInterval(86_400))
            let relearning = FSRSCardState(phase: .relearning(step: 0), stability: 1, difficulty: 7, due: F.start.addingTimeInterval(86_400 + 600),
                                           lastReview: F.start.addingTimeInterval(86_400), reviewCount: 4)
            // A lapse in each deck, so both decks have rows; card 9 is new and only marked.
            try store.record(F.answer(F.card(1), at: F.start, after: review))
            try store.record(F.answer(F.card(1), at: F.start.addingTimeInterval(86_400), rating: .again, before: review, after: relearning))
            try store.record(F.answer(F.card(2), deck: F.otherDeck, at: F.start, after: review))
            try store.record(F.answer(F.card(2), deck: F.otherDeck, at: F.start.addingTimeInterval(86_400), rating: .again, before: review,
                                      after: relearning))
            let now = F.start.addingTimeInterval(90_000)
            try store.setMarks(all: [
                CardMarkChange(deckID: F.deck, cardID: F.card(1), marks: CardMarks(flag: .green, isLeech: true)),
                CardMarkChange(deckID: F.deck, cardID: F.card(9), marks: CardMarks(isSuspended: true)),
                CardMarkChange(deckID: F.deck, cardID: F.card(10), marks: CardMarks(buriedUntil: now.addingTimeInterval(600))),
                CardMarkChange(deckID: F.deck, cardID: F.card(11), marks: CardMarks(buriedUntil: now.addingTimeInterval(-600))),
                CardMarkChange(deckID: F.otherDeck, cardID: F.card(12), marks: CardMarks(flag: .red)),
            ], at: F.start)
            let nextDay = now.addingTimeInterval(3_600)
            let cards = try store.familyCards(deckIDs: [F.deck, F.otherDeck], now: now, nextDayStart: nextDay)
            for deck in [F.deck, F.otherDeck] {
                #expect(cards[deck]?.marks == (try store.marks(deckID: deck, now: now, nextDayStart: nextDay)))
                #expect(cards[deck]?.states == (try store.states(deckID: deck)))
            }
            #expect(cards[F.deck]?.marks.marks.keys.sorted { $0.uuidString < $1.uuidString } == [F.card(1), F.card(9), F.card(10)])
            #expect(cards[F.deck]?.marks.lapses == [F.card(1): 1] && cards[F.otherDeck]?.marks.lapses == [F.card(2): 1])
            #expect(cards[F.otherDeck]?.marks.marks == [F.card(12): CardMarks(flag: .red)])
        }
    }
}
