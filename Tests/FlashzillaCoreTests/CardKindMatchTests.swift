import Foundation
import Testing
@testable import FlashzillaCore

/// Match deals cards of every kind: a cloze card pairs its question with its hidden words,
/// and a reversed pair is dealt once (its second card would repeat the same two words).
@Suite struct CardKindMatchTests {
    @Test func clozeQuestionsPairWithTheirHiddenWordsAndPairsAreDealtOnce() throws {
        let now = Date(timeIntervalSince1970: 0)
        let cards = try NewEntry(prompt: nil, answer: nil, cloze: "{{c1::Paris}} is the capital of {{c2::France::country}}").cards(createdAt: now)
            + NewEntry(prompt: "gato", answer: "cat", reversed: true).cards(createdAt: now)
        var deck = Deck(name: "Kinds", cards: cards)
        deck.settings.pairs = 6
        #expect(MatchGame.pairCount(for: deck) == 3)
        let dealt = MatchGame.deal(deck, seed: 7)
        var pairs: [Int: [MatchCard.Side: String]] = [:]
        for card in dealt { pairs[card.pair, default: [:]][card.side] = card.text }
        let shown = Set(pairs.values.map { "\($0[.prompt] ?? "") = \($0[.answer] ?? "")" })
        #expect(shown == ["[…] is the capital of France = Paris", "Paris is the capital of [country] = France", "gato = cat"])
    }

    @Test func newEntriesRefuseWhatMakesNoCard() {
        let now = Date(timeIntervalSince1970: 0)
        #expect(throws: NewEntry.Problem.kind(.cloze(.noDeletion))) {
            try NewEntry(prompt: nil, answer: nil, cloze: "no deletion").cards(createdAt: now)
        }
        #expect(NewEntry.Problem.kind(.cloze(.noDeletion)).description == "The cloze text has no cloze deletion (write one as {{c1::hidden words}}).")
        #expect(throws: NewEntry.Problem.card(.empty(.answer))) {
            try NewEntry(prompt: "p", answer: " ", reversed: true).cards(createdAt: now)
        }
        let typed = try? NewEntry(prompt: "perro", answer: "dog", typed: true).cards(createdAt: now)
        #expect(typed?.map(\.isTyped) == [true])
        #expect(typed?.first?.kindWords == "typed answer")
    }
}
