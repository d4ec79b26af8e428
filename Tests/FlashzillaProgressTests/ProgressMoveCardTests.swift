import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// A card moved to another deck (Anki's Change Deck) takes its schedule, marks and answers
/// with it, and its answers' share of the sums: each deck's sums are then those of its rows.
@Suite("Progress card move")
struct ProgressMoveCardTests {
    typealias F = ProgressFixtures
    static let day: TimeInterval = 86_400
    static let moved = F.card(7)

    /// The moved card's answers (one mature, one young answered late) and another card's in
    /// the same quarter hours of the old deck (one young answered late, one mature). Each
    /// schedule's stability is its interval, as FSRS's at 90% retention.
    static func answers(movedAs card: UUID = moved, into deck: UUID = F.deck) -> (moved: [ReviewAnswer], other: [ReviewAnswer]) {
        let t0 = F.start, t1 = t0.addingTimeInterval(day), t2 = t1.addingTimeInterval(30 * day), t3 = t2.addingTimeInterval(25 * day)
        let moved = [
            F.answer(card, deck: deck, at: t0, after: F.learning(step: 0, at: t0, due: 600)),
            F.answer(card, deck: deck, at: t1, before: F.learning(step: 0, at: t0, due: 600), after: review(at: t1, days: 30)),
            F.answer(card, deck: deck, at: t2, rating: .again, before: review(at: t1, days: 30), after: review(at: t2, days: 3)),
            F.answer(card, deck: deck, at: t3, before: review(at: t2, days: 3), after: review(at: t3, days: 9)),
            F.answer(card, deck: deck, at: t3.addingTimeInterval(60), mode: .quiz, after: nil),
        ]
        let other = [
            F.answer(F.card(8), at: t0, after: review(at: t0, days: 2)),
            F.answer(F.card(8), at: t2, before: review(at: t0, days: 2), after: review(at: t2, days: 25)),
            F.answer(F.card(8), at: t3, rating: .again, before: review(at: t2, days: 25), after: review(at: t3, days: 1)),
        ]
        return (moved, other)
    }

    static func review(at time: Date, days: Double) -> FSRSCardState {
        FSRSCardState(phase: .review, stability: days, difficulty: 5, due: time.addingTimeInterval(days * day), lastReview: time, reviewCount: 3)
    }

    static func sums(_ store: ProgressStore, _ deck: UUID?) throws -> [AnswerBucket] {
        try store.answerBuckets(deckID: deck, from: F.start.addingTimeInterval(-day), to: F.start.addingTimeInterval(100 * day))
    }

    @Test("the card, its schedule, marks and answers are in the new deck under its new id; each deck's sums are its rows'; all together unchanged")
    func movesRowsAndSums() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let (moved, other) = Self.answers()
            for answer in moved + other { try store.record(answer) }
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: Self.moved, marks: CardMarks(flag: .red)), at: F.start)
            let all = try Self.sums(store, nil), state = try store.states(deckID: F.deck)[Self.moved]
            let count = try store.reviewCount()

            #expect(try store.moveCard(fromDeck: F.deck, cardID: Self.moved, toDeck: F.otherDeck, as: F.card(9)))

            // The same answers recorded straight into each deck: the sums a deck's rows make.
            let alone = try ProgressStore(fileURL: folder.appendingPathComponent("alone.sqlite"))
            for answer in Self.answers(movedAs: F.card(9), into: F.otherDeck).moved + other { try alone.record(answer) }
            #expect(try Self.sums(store, F.deck) == Self.sums(alone, F.deck))
            #expect(try Self.sums(store, F.otherDeck) == Self.sums(alone, F.otherDeck))
            #expect(try Self.sums(store, nil) == all)
            #expect(try store.reviewCount() == count)
            #expect(try store.reviews(deckID: F.otherDeck, cardID: F.card(9)).count == moved.count)
            #expect(try store.reviews(deckID: F.deck, cardID: Self.moved).isEmpty)
            #expect(try store.states(deckID: F.otherDeck)[F.card(9)] == state)
            #expect(try store.states(deckID: F.deck)[Self.moved] == nil)
            #expect(try store.marks(deckID: F.otherDeck, cardID: F.card(9), now: F.start) == CardMarks(flag: .red))
        }
    }

    @Test("nothing moves when the old deck has no such card, or the new deck has the new id already")
    func leavesOthersAlone() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let (moved, other) = Self.answers()
            for answer in moved + other { try store.record(answer) }
            let before = try Self.sums(store, F.deck)
            #expect(try !store.moveCard(fromDeck: F.otherDeck, cardID: Self.moved, toDeck: F.deck, as: F.card(9)))
            #expect(try !store.moveCard(fromDeck: F.deck, cardID: Self.moved, toDeck: F.deck, as: F.card(8)))
            #expect(try Self.sums(store, F.deck) == before)
            #expect(try store.reviews(deckID: F.deck, cardID: Self.moved).count == moved.count)
        }
    }
}
