import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// Review on a parent reads its decks' states in one pass and only their due counts: the
/// same as reading them deck by deck.
@Suite("Progress reads for a parent's decks")
struct ProgressFamilyReadTests {
    typealias F = ProgressFixtures
    let third = UUID(uuidString: "22222222-3333-4444-8555-666666666666")!

    @Test("states(deckIDs:) is states(deckID:) for each deck; dueCounts(only:) leaves the other decks out")
    func severalDecksAtOnce() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            for n in 1...3 { try store.record(F.answer(F.card(n), at: F.start, after: F.review(at: F.start, due: F.start))) }
            for n in 4...5 { try store.record(F.answer(F.card(n), deck: F.otherDeck, at: F.start, after: F.review(at: F.start, due: F.start))) }
            try store.record(F.answer(F.card(6), deck: third, at: F.start, after: F.review(at: F.start, due: F.start)))
            let unknown = UUID()
            let states = try store.states(deckIDs: [F.deck, F.otherDeck, unknown])
            #expect(states.keys.sorted { $0.uuidString < $1.uuidString } == [F.deck, F.otherDeck].sorted { $0.uuidString < $1.uuidString })
            #expect(states[F.deck] == (try store.states(deckID: F.deck)) && states[F.deck]?.keys.count == 3)
            #expect(states[F.otherDeck] == (try store.states(deckID: F.otherDeck)) && states[F.otherDeck]?.keys.count == 2)
            let later = F.start.addingTimeInterval(3_600), dayStart = F.start.addingTimeInterval(-3_600)
            let all = try store.dueCounts(now: later, dayStart: dayStart)
            let some = try store.dueCounts(now: later, dayStart: dayStart, only: [F.deck, third])
            #expect(Set(some.keys) == [F.deck, third])
            #expect(some[F.deck] == all[F.deck] && some[third] == all[third] && all[F.otherDeck]?.review == 2)
        }
    }
}
