import Testing
@testable import FlashzillaAnki

/// A package's decks share one collection: a deck's card or note id another deck took moves
/// to the first free millisecond above it.
@Suite struct TakenIDsTests {
    @Test func anIDTakenMovesToTheFirstFreeOneAboveIt() {
        var taken = TakenIDs()
        #expect([5, 5, 7, 5, 6, 100, 3, 4, 4].map { taken.take($0) } == [5, 6, 7, 8, 9, 100, 3, 4, 10])
    }

    /// The decks of one import: each made its cards in the same milliseconds.
    @Test func decksMadeTogetherGetOneRunOfIDs() {
        var taken = TakenIDs()
        let deck = (0..<20_000).map { 1_700_000_000_000 + Int64($0 / 7) }
        let ids = (0..<3).flatMap { _ in deck.map { taken.take($0) } }
        #expect(Set(ids).count == 60_000)
        #expect(ids.min() == 1_700_000_000_000 && ids.max() == 1_700_000_000_000 + 59_999, "no id left out in between")
    }
}
