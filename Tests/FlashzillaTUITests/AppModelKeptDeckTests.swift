import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A deck being studied is reused when the same deck is opened to edit, browse or play,
/// rather than read (and held) a second time; an edit lets the stale session go.
@Suite struct AppModelKeptDeckTests {
    let size = Size(width: 80, height: 24)
    static let date = Date(timeIntervalSince1970: 1_000_000)

    /// One card answered, then back on the chooser with the session kept; `readOnly`: the
    /// file was written by a newer version.
    func studying(readOnly: Bool = false) -> AppModel {
        var app = AppModel(listings: [DeckListing(deck: AppModelTests.deck(["one", "two"]), fileName: "d.json")],
                           overrides: SettingsOverrides(noAnimation: true))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint,
                                    isReadOnly: readOnly, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.right), in: .at(.seconds(1)))
        _ = app.handle(.key(.character("q")), in: .at(.seconds(2)))
        return app
    }

    @Test func theStudiedDeckIsOfferedWithTheFingerprintItWasReadAt() throws {
        let app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        #expect(kept.deck == app.studyScreen("d.json")?.session.deck)
        #expect(kept.revision == AppModelTests.fingerprint)
        #expect(app.keptDeck(fileName: "other.json") == nil)
    }

    @Test func aReadOnlyFileIsNeverOffered() {
        var app = studying()
        // Read again (for study), now written by a newer version: its deck is not lent out.
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint,
                                    isReadOnly: true, seed: 1), in: .at(.seconds(3)))
        _ = app.handle(.key(.character("q")), in: .at(.seconds(4)))
        #expect(app.keptDeck(fileName: "d.json") == nil)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, seed: 1),
                        in: .at(.seconds(5)))
        _ = app.handle(.key(.character("q")), in: .at(.seconds(6)))
        #expect(app.keptDeck(fileName: "d.json") != nil)
    }

    @Test func editingCardsLetsTheStaleSessionGoAndReturningStartsAfresh() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editCards, seed: 1), in: .at(.seconds(3)))
        #expect(app.parkedStudy?.fileName == "d.json" && app.studyScreen("d.json") == nil, "parked while the editor has its deck")
        #expect(app.parkedStudy?.screen.session.deck.cards.isEmpty == true, "the editor is the cards' only owner")
        for ch in "three" { _ = app.handle(.key(.character(ch)), in: .at(.seconds(3), date: Self.date)) }
        _ = app.handle(.key(.enter), in: .at(.seconds(3), date: Self.date))
        for ch in "3" { _ = app.handle(.key(.character(ch)), in: .at(.seconds(3), date: Self.date)) }
        _ = app.handle(.key(.enter), in: .at(.seconds(3), date: Self.date))
        #expect(app.studyScreen("d.json") == nil && app.parkedStudy == nil && app.keptDeck(fileName: "d.json") == nil)
        let saves = app.flushSaves(now: .seconds(4))
        guard case .saveDeck(let saved, "d.json", AppModelTests.fingerprint) = try #require(saves.first) else { Issue.record("\(saves)"); return }
        _ = app.receive(.deckSaved(saved, fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero))
        _ = app.handle(.key(.escape), in: .at(.seconds(5), date: Self.date))
        _ = app.receive(.deckLoaded(saved, fileName: "d.json", revision: AppModelTests.edited, seed: 2), in: .at(.seconds(6)))
        #expect(app.studyScreen("d.json")?.session.totalCards == 3)
        #expect(app.studyScreen("d.json")?.session.correctCount == 0)
    }

    @Test func leavingTheEditorWithoutChangesResumesTheSession() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editCards, seed: 1), in: .at(.seconds(3)))
        _ = app.handle(.key(.escape), in: .at(.seconds(4), date: Self.date))
        #expect(app.route == .chooser)
        #expect(app.parkedStudy == nil)
        #expect(app.studyScreen("d.json")?.session.deck == kept.deck, "the deck is given back")
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, seed: 2), in: .at(.seconds(5)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 1)
        #expect(app.studyScreen("d.json")?.session.topCard?.prompt == "two")
        #expect(app.view(in: .at(.seconds(5))).lines.joined().contains("two"))
    }

    @Test func browsingTheStudiedDeckParksTheSessionAndGivesItBack() throws {
        var app = studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .browse, seed: 1), in: .at(.seconds(3)))
        #expect(app.parkedStudy?.fileName == "d.json")
        _ = app.handle(.key(.escape), in: .at(.seconds(4), date: Self.date))
        #expect(app.route == .chooser && app.parkedStudy == nil)
        #expect(app.studyScreen("d.json")?.session.deck == kept.deck)
    }

    @Test func aDeckReadAfreshThatDiffersLeavesTheSessionAlone() {
        var app = studying()
        let other = AppModelTests.deck(["one", "two", "three"])
        _ = app.receive(.deckLoaded(other, fileName: "d.json", revision: AppModelTests.edited, purpose: .editCards, seed: 1), in: .at(.seconds(3)))
        #expect(app.parkedStudy == nil)
        #expect(app.studyScreen("d.json")?.session.deck.cards.count == 2)
    }
}
