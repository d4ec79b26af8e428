import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The screen on show is its cards' only owner while it changes (the route is taken out
/// first), so an edit changes a 100,000-card deck in place rather than copying it.
/// Checked by where the card array lives: a copy would move it.
@Suite struct AppModelCopyOnWriteTests {
    static func cardsAddress(_ deck: Deck?) -> UInt? {
        deck?.cards.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func editFirstCard(of app: inout AppModel) {
        for key: Key in [.character("e"), .character("!"), .enter] { _ = app.handle(.key(key), in: .at(.zero)) }
    }

    @Test func anEditInBrowseChangesTheCardsInPlace() throws {
        var app = AppModel(listings: AppModelEditingTests.listings, overrides: SettingsOverrides(noAnimation: true))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two", "three"]), fileName: "d.json", purpose: .browse, seed: 1), in: .at(.zero))
        let before = try #require(Self.cardsAddress(app.route.browse?.deck))
        editFirstCard(of: &app)
        #expect(app.route.browse?.deck.cards.first?.prompt == "one!", "edited")
        #expect(Self.cardsAddress(app.route.browse?.deck) == before)
    }

    @Test func browsingTheKeptDeckNeitherReadsNorCopiesIt() throws {
        var app = AppModelKeptDeckTests().studying()
        let kept = try #require(Self.cardsAddress(app.keptDeck(fileName: "d.json")?.deck))
        _ = app.receive(.deckUnchanged(fileName: "d.json", purpose: .browse, seed: 1), in: .at(.zero))
        #expect(Self.cardsAddress(app.route.browse?.deck) == kept, "the session's own cards")
        editFirstCard(of: &app)
        #expect(app.route.browse?.deck.cards.first?.prompt == "one!", "edited")
        #expect(Self.cardsAddress(app.route.browse?.deck) == kept, "changed in place: the parked session lent them")
    }
}
