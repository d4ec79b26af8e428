import FlashzillaCore
import Foundation

extension StudyFixtures {
    /// A deck of `pairs` with ids of its own: the fixture numbers every deck's cards from 1,
    /// and a parent's decks must not share card ids.
    static func deckWithOwnIDs(_ name: String, _ pairs: ArraySlice<(String, String)>) -> Deck {
        var deck = StudyFixtures.deck(name, Array(pairs))
        deck.id = UUID()
        for i in deck.cards.indices { deck.cards[i].id = UUID() }
        return deck
    }
}
