import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears of the deck list: the selected deck with its due counts.
struct DescribeChooserTests {
    let context = ScreenContext(moment: .zero, date: ReviewFixtures.date, size: Size(width: 80, height: 24))

    static func listing(_ name: String, cards: Int, due: DeckDue? = nil) -> DeckListing {
        var listing = DeckListing(fileName: name.lowercased().replacingOccurrences(of: " ", with: "-") + ".json", name: name,
                                  color: .blue, cardCount: cards, samplePrompts: [], timeLimit: 60)
        listing.due = due
        return listing
    }

    let listings = [
        listing("Vocab Alpha", cards: 12),
        listing("Vocab Beta", cards: 20, due: DeckDue(new: 8, learning: 1, review: 2, next: nil)),
        listing("Done\u{1B}[2J", cards: 3, due: DeckDue(new: 0, learning: 0, review: 0, next: nil)),
        .broken(fileName: "broken.json", problem: "line 3, column 14: expected a value"),
    ]

    @Test func theSelectedDeckWithItsDueCounts() {
        let screen = ChooserScreen(listings: listings, selecting: "vocab-beta.json")
        #expect(screen.describe(in: context) == ["2. Vocab Beta, 8 new, 3 due.", "Deck 2 of 4."])
    }

    @Test func aDeckWithoutProgressSaysItsSizeAndOneWithNothingDueSaysSo() {
        #expect(ChooserScreen(listings: listings).describe(in: context).first == "1. Vocab Alpha, 12 cards.")
        #expect(ChooserScreen.spokenRow(listings[2], number: 3) == "3. Done␛[2J, nothing due.")
    }

    @Test func aBrokenFileSaysWhy() {
        let screen = ChooserScreen(listings: listings, selecting: "broken.json")
        #expect(screen.describe(in: context) == ["4. broken.json, cannot be read: line 3, column 14: expected a value.", "Deck 4 of 4."])
    }

    @Test func noDecksSaysHowToMakeOne() {
        #expect(ChooserScreen(listings: []).describe(in: context) == ["No decks yet. Press n for a new deck, or i to import a file."])
    }

    @Test func theDeleteQuestionIsSaidInsteadOfTheList() {
        var screen = ChooserScreen(listings: listings, selecting: "vocab-beta.json")
        _ = screen.update(.deleteSelected, size: context.size)
        #expect(screen.describe(in: context) == [
            "Delete deck.",
            "Delete deck “Vocab Beta” (20 cards)? The file moves to the trash folder, from where it can be put back by hand.",
            "y: Delete, n: Keep.",
        ])
    }
}
