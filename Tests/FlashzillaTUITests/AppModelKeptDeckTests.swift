import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A deck being studied is reused when the same deck is opened to edit, browse or play,
/// rather than read (and held) a second time; an edit lets the stale session go.
@Suite struct AppModelKeptDeckTests {
    let size = Size(width: 80, height: 24)
    static let date = Date(timeIntervalSince1970: 1_000_000)

    func studying() -> AppModel {
        var app = AppModel(listings: [DeckListing(deck: AppModelTests.deck(["one", "two"]), fileName: "d.json")],
                           overrides: SettingsOverrides(noAnimation: true))
        app.open(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, seed: 1, now: .zero, size: size)
        _ = app.handle(.key(.right), now: .seconds(1), size: size)
        _ = app.handle(.key(.character("q")), now: .seconds(2), size: size)
        return app
    }

    @Test func theStudiedDeckIsOfferedWithTheFingerprintItWasReadAt() throws {
        let app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        #expect(kept.deck == app.studies["d.json"]?.session.deck)
        #expect(kept.revision == AppModelTests.fingerprint)
        #expect(app.keptDeck(fileName: "other.json") == nil)
    }

    @Test func aReadOnlyFileIsNeverOffered() {
        var app = studying()
        app.noteReadOnly(fileName: "d.json", true)
        #expect(app.keptDeck(fileName: "d.json") == nil)
        app.noteReadOnly(fileName: "d.json", false)
        #expect(app.keptDeck(fileName: "d.json") != nil)
    }

    @Test func editingCardsLetsTheStaleSessionGoAndReturningStartsAfresh() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        app.open(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editCards, seed: 1, now: .seconds(3), size: size)
        #expect(app.parkedStudy?.fileName == "d.json" && app.studies["d.json"] == nil, "parked while the editor has its deck")
        #expect(app.parkedStudy?.screen.session.deck.cards.isEmpty == true, "the editor is the cards' only owner")
        for ch in "three" { _ = app.handle(.key(.character(ch)), now: .seconds(3), size: size, date: Self.date) }
        _ = app.handle(.key(.enter), now: .seconds(3), size: size, date: Self.date)
        for ch in "3" { _ = app.handle(.key(.character(ch)), now: .seconds(3), size: size, date: Self.date) }
        _ = app.handle(.key(.enter), now: .seconds(3), size: size, date: Self.date)
        #expect(app.studies["d.json"] == nil && app.parkedStudy == nil && app.keptDeck(fileName: "d.json") == nil)
        let saves = app.flushSaves(now: .seconds(4))
        guard case .saveDeck(let saved, "d.json", AppModelTests.fingerprint) = try #require(saves.first) else { Issue.record("\(saves)"); return }
        _ = app.deckSaved(saved, fileName: "d.json", revision: AppModelTests.edited)
        _ = app.handle(.key(.escape), now: .seconds(5), size: size, date: Self.date)
        app.open(saved, fileName: "d.json", revision: AppModelTests.edited, seed: 2, now: .seconds(6), size: size)
        #expect(app.studies["d.json"]?.session.totalCards == 3)
        #expect(app.studies["d.json"]?.session.correctCount == 0)
    }

    @Test func leavingTheEditorWithoutChangesResumesTheSession() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        app.open(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editCards, seed: 1, now: .seconds(3), size: size)
        _ = app.handle(.key(.escape), now: .seconds(4), size: size, date: Self.date)
        #expect(app.route == .chooser)
        #expect(app.parkedStudy == nil)
        #expect(app.studies["d.json"]?.session.deck == kept.deck, "the deck is given back")
        app.open(kept.deck, fileName: "d.json", revision: kept.revision, seed: 2, now: .seconds(5), size: size)
        #expect(app.studies["d.json"]?.session.correctCount == 1)
        #expect(app.studies["d.json"]?.session.topCard?.prompt == "two")
        #expect(app.view(size: size, now: .seconds(5)).lines.joined().contains("two"))
    }

    @Test func browsingTheStudiedDeckParksTheSessionAndGivesItBack() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        app.open(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .browse, seed: 1, now: .seconds(3), size: size)
        #expect(app.parkedStudy?.fileName == "d.json")
        _ = app.handle(.key(.escape), now: .seconds(4), size: size, date: Self.date)
        #expect(app.route == .chooser && app.parkedStudy == nil)
        #expect(app.studies["d.json"]?.session.deck == kept.deck)
    }

    @Test func aDeckReadAfreshThatDiffersLeavesTheSessionAlone() {
        var app = studying()
        let other = AppModelTests.deck(["one", "two", "three"])
        app.open(other, fileName: "d.json", revision: AppModelTests.edited, purpose: .editCards, seed: 1, now: .seconds(3), size: size)
        #expect(app.parkedStudy == nil)
        #expect(app.studies["d.json"]?.session.deck.cards.count == 2)
    }
}
