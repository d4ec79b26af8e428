import Testing
import FlashzillaCore

@Suite("Match deal")
struct MatchDealTests {
    @Test func aDealHasBothSidesOfEachChosenCardFaceDown() {
        let deck = makeMatchDeck(count: 10, pairs: 6)
        let game = MatchGame(deck: deck, seed: 7)
        #expect(game.cards.count == 12 && game.pairCount == 6)
        #expect(game.cards.map(\.id) == Array(0..<12))
        #expect(game.table == String(repeating: "D", count: 12))
        #expect(game.score == 0 && !game.isStarted && !game.isFinished && game.result == nil)
        for pair in 0..<6 {
            let sides = game.places(ofPair: pair).map { game.cards[$0] }
            #expect(Set(sides.map(\.side)) == [.prompt, .answer])
            let card = try! #require(deck.cards.first { $0.id == sides[0].cardID })
            #expect(sides[0].cardID == sides[1].cardID)
            #expect(Set(sides.map(\.text)) == [card.prompt, card.answer])
        }
        // Six different deck cards.
        #expect(Set(game.cards.map(\.cardID)).count == 6)
    }

    @Test func theSameSeedDealsTheSameTable() {
        let deck = makeMatchDeck(count: 10)
        #expect(MatchGame(deck: deck, seed: 3) == MatchGame(deck: deck, seed: 3))
        #expect(MatchGame.deal(deck, seed: 3) == MatchGame(deck: deck, seed: 3).cards)
        let tables = Set((0..<20).map { MatchGame.deal(deck, seed: UInt64($0)).map(\.text) })
        #expect(tables.count == 20)
    }

    @Test(arguments: [
        (cards: 10, pairs: 6, dealt: 6), (cards: 3, pairs: 6, dealt: 3), (cards: 1, pairs: 6, dealt: 1),
        (cards: 8, pairs: 1, dealt: 1), (cards: 60, pairs: 50, dealt: 50), (cards: 0, pairs: 6, dealt: 0),
        (cards: 5, pairs: 0, dealt: 0), (cards: 5, pairs: -3, dealt: 0),
    ])
    func pairsAreAtMostTheCardsOfTheDeck(cards: Int, pairs: Int, dealt: Int) {
        let deck = makeMatchDeck(count: cards, pairs: pairs)
        #expect(MatchGame.pairCount(for: deck) == dealt)
        #expect(MatchGame(deck: deck, seed: 1).cards.count == 2 * dealt)
    }

    @Test func theDefaultIsSixPairs() {
        #expect(DeckSettings().pairs == 6)
        #expect(MatchGame(deck: makeDeck(count: 20), seed: 1).pairCount == 6)
    }

    @Test(arguments: [makeMatchDeck(count: 0), makeMatchDeck(count: 4, pairs: 0)])
    func anEmptyGameRefusesEveryChoiceAndNeverEnds(deck: Deck) {
        var game = MatchGame(deck: deck, seed: 1)
        let before = game
        #expect(game.isEmpty && game.pairCount == 0)
        for place in [-1, 0, 1] {
            #expect(game.choose(place, at: t(1)) == .ignored(.noSuchCard))
        }
        #expect(game == before)
        #expect(!game.isFinished && !game.isStarted && game.result == nil)
        #expect(game.elapsed(at: t(50)) == .zero)
        #expect(!game.pause(at: t(2)) && !game.resume(at: t(3)))
    }
}
