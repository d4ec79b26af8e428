import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// `R` on the chooser reads the deck files again (changed outside the app).
@Suite struct ChooserReloadTests {
    let size = Size(width: 80, height: 24)

    @Test func capitalRAsksForTheListingsAgain() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(screen.handle(.key(.character("R")), size: size) == [.reload])
        var app = AppModel(listings: ChooserScreenTests.listings)
        #expect(app.handle(.key(.character("R")), in: .at(.zero)) == [.reloadListings])
    }

    @Test func aFixedFileOpensAfterTheReload() {
        var app = AppModel(listings: [.broken(fileName: "d.json", problem: "d.json:1:2: expected a value")])
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [])
        _ = app.receive(.listingsRead([DeckListing(fileName: "d.json", name: "D", color: .blue, cardCount: 1, samplePrompts: ["p"], timeLimit: 0)]), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .study)])
    }
}
