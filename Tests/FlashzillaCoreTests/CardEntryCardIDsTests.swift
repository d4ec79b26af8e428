import Foundation
import Testing
@testable import FlashzillaCore

/// The ids a card of an entry may have at its Anki ord (how sync finds an entry card from
/// its note's GUID, the entry's id, and the card's ord).
@Suite struct CardEntryCardIDsTests {
    @Test func eachEntryCardIsAmongTheIdsOfItsOrdAndNoOtherCardIs() throws {
        let now = Date(timeIntervalSince1970: 0)
        let entries = [try NewEntry(prompt: "gato", answer: "cat", reversed: true).cards(createdAt: now),
                       try NewEntry(prompt: nil, answer: nil, cloze: "{{c1::a}} {{c2::b}} {{c4::c}}").cards(createdAt: now),
                       try NewEntry(prompt: "perro", answer: "dog", typed: true).cards(createdAt: now)]
        for cards in entries {
            let entry = try #require(cards.first?.entry?.id)
            for card in cards {
                let ord = try #require(CardKindNoteTypes.note(for: card)?.ord)
                let ids = CardEntries.possibleCardIDs(entry: entry, ord: ord)
                #expect(ids.contains(card.id), "\(card.prompt) at ord \(ord)")
                // The entry's other cards are not taken for this one.
                #expect(cards.filter { $0.id != card.id && ids.contains($0.id) }.isEmpty, "\(card.prompt) at ord \(ord)")
            }
        }
    }
}
