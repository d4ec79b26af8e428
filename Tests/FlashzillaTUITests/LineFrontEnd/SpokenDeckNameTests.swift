import Testing
@testable import FlashzillaTUI

/// A deck named in the deck list by its start, as the old conversation allowed.
struct SpokenDeckNameTests {
    static let names = ["Colors (US)", "Colours", "Évil", "verbs.json"]

    @Test func theStartOfOneNameChoosesItsRow() {
        #expect(SpokenDeckName.find("colou", names: Self.names) == .one(row: 2))
        #expect(SpokenDeckName.find("  EVIL ", names: Self.names) == .one(row: 3), "case and accents ignored")
        #expect(SpokenDeckName.find("verbs", names: Self.names) == .one(row: 4))
    }

    @Test func severalAreSaidWithTheirNumbersInTheList() {
        #expect(SpokenDeckName.find("col", names: Self.names) == .several([
            "“col” could be 2 decks:", "1. Colors (US).", "2. Colours.", "Say the number of the one you mean.",
        ]))
    }

    @Test func aWholeNameWinsOverLongerOnesAndNothingMatchesNothing() {
        #expect(SpokenDeckName.find("colours", names: ["Colours extra", "Colours"]) == .one(row: 2))
        #expect(SpokenDeckName.find("banana", names: Self.names) == .none)
        #expect(SpokenDeckName.find("", names: Self.names) == .none)
    }

    @Test func aNameIsOnlyReadInTheDeckList() {
        var app = LineFrontEndAppTests.chooser()
        #expect(app.deckNamed(byLine: "d").events == [.key(.home)], "both decks are called D: the first, picked with the list's keys")
        app = LineFrontEndScreensTests.opened(.study)
        let named = app.deckNamed(byLine: "d")
        #expect(named.events.isEmpty && named.said.isEmpty)
    }
}
