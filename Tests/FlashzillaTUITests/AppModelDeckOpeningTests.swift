import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// How a deck chosen on the chooser is opened: the decisions the run loop used to make
/// (reuse the deck a kept session holds; refuse to edit a newer version's file) and the
/// baseline a deck opened for editing goes out with.
@Suite struct AppModelDeckOpeningTests {
    static let fingerprint = AppModelTests.fingerprint
    let deck = AppModelTests.deck(["one", "two"])

    /// Studied one card of d.json, then back on the chooser with the session kept.
    func studied(readOnly: Bool = false) -> AppModel {
        AppModelKeptDeckTests().studying(readOnly: readOnly)
    }

    func key(_ character: Character, on app: inout AppModel) -> [AppEffect] {
        app.handle(.key(.character(character)), in: .at(.seconds(3)))
    }

    @Test func everyPurposeButStudyAsksForTheFileUnlessItIsAsTheKeptSessionReadIt() {
        var app = studied()
        #expect(key("C", on: &app) == [.loadDeck(fileName: "d.json", purpose: .editCards, unlessUnchangedSince: Self.fingerprint)])
        #expect(key("b", on: &app) == [.loadDeck(fileName: "d.json", purpose: .browse, unlessUnchangedSince: Self.fingerprint)])
        #expect(key("e", on: &app) == [.loadDeck(fileName: "d.json", purpose: .editDeck, unlessUnchangedSince: Self.fingerprint)])
        #expect(key("m", on: &app) == [.loadDeck(fileName: "d.json", purpose: .match, unlessUnchangedSince: Self.fingerprint)])
        // Study reads the file: the fingerprint read then says whether the session resumes.
        #expect(app.handle(.key(.enter), in: .at(.seconds(3))) == [.loadDeck(fileName: "d.json", purpose: .study)])
    }

    @Test func withoutAKeptSessionOrForAReadOnlyFileTheFileIsRead() {
        var fresh = AppModel(listings: AppModelEditingTests.listings)
        #expect(key("C", on: &fresh) == [.loadDeck(fileName: "d.json", purpose: .editCards)])
        var readOnly = studied(readOnly: true)
        #expect(key("C", on: &readOnly) == [.loadDeck(fileName: "d.json", purpose: .editCards)])
    }

    @Test func anUnchangedFileOpensTheKeptDeckAndParksItsSession() throws {
        var app = studied()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        let effects = app.receive(.deckUnchanged(fileName: "d.json", purpose: .editCards, seed: 9), in: .at(.seconds(3)))
        // The card list asks for the deck's marks (suspended, buried, flagged cards).
        #expect(effects == [.recordBaseline(kept.deck, fileName: "d.json", revision: Self.fingerprint), .loadCardMarks(deckID: kept.deck.id)])
        #expect(app.route.place == .cardEditor("d.json"))
        #expect(app.route.cardEditor?.deck == kept.deck)
        #expect(app.parkedStudy?.screen.session.deck.cards.isEmpty == true, "the editor is the cards' only owner")
        // Leaving without a change gives the session its deck back, where it was.
        _ = app.handle(.key(.escape), in: .at(.seconds(4)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 1)
        #expect(app.studyScreen("d.json")?.session.deck == kept.deck)
    }

    @Test func anUnchangedFileForMatchDealsTheKeptDeckWithTheSeedGiven() throws {
        var app = studied()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        #expect(app.receive(.deckUnchanged(fileName: "d.json", purpose: .match, seed: 9), in: .at(.seconds(3))) == [],
                "Match writes through .recordMatch, which reads the file afresh: no baseline")
        #expect(app.route.match == MatchScreen(deck: kept.deck, seed: 9, options: app.studyOptions, now: .seconds(3)))
        #expect(app.studyScreen("d.json")?.session.deck == kept.deck, "Match does not borrow the session's deck")
    }

    @Test func anUnchangedFileWhoseSessionWentIsReadAfterAll() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        #expect(app.receive(.deckUnchanged(fileName: "d.json", purpose: .browse, seed: 1), in: .at(.zero))
                == [.loadDeck(fileName: "d.json", purpose: .browse)])
        #expect(app.route == .chooser)
    }

    @Test(arguments: [DeckPurpose.editCards, .editDeck, .browse, .match])
    func aReadOnlyDeckChosenInTheAppIsNotOpenedForAnythingButStudy(_ purpose: DeckPurpose) {
        var app = AppModel(listings: AppModelEditingTests.listings)
        let effects = app.receive(.deckLoaded(deck, fileName: "d.json", revision: Self.fingerprint, isReadOnly: true, purpose: purpose, seed: 1),
                                  in: .at(.zero))
        #expect(effects == [], "no baseline: nothing is edited")
        #expect(app.route == .chooser)
        #expect(app.chooser.status == "Cannot open d.json: written by a newer Flashzilla; it can be studied but not edited here")
    }

    @Test func aReadOnlyDeckOpensForStudyAndForTheDeckARunWasStartedOn() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(deck, fileName: "d.json", isReadOnly: true, purpose: .study, seed: 1), in: .at(.zero))
        #expect(app.route.place == .study("d.json"))
        var matchCommand = AppModel(listings: [], quitsWhenStudyEnds: true)
        _ = matchCommand.receive(.deckLoaded(deck, fileName: "d.json", isReadOnly: true, purpose: .match, seed: 1), in: .at(.zero))
        #expect(matchCommand.route.place == .match("d.json"))
    }

    @Test(arguments: [DeckPurpose.editCards, .editDeck, .browse])
    func aDeckOpenedToBeChangedGoesOutWithItsBaseline(_ purpose: DeckPurpose) {
        var app = AppModel(listings: AppModelEditingTests.listings)
        let effects = app.receive(.deckLoaded(deck, fileName: "d.json", revision: Self.fingerprint, purpose: purpose, seed: 1), in: .at(.zero))
        let marks: [AppEffect] = purpose == .editCards ? [.loadCardMarks(deckID: deck.id)] : []
        #expect(effects == [.recordBaseline(deck, fileName: "d.json", revision: Self.fingerprint)] + marks)
    }

    @Test(arguments: [DeckPurpose.study, .match])
    func aDeckOpenedToBePlayedHasNoBaseline(_ purpose: DeckPurpose) {
        var app = AppModel(listings: AppModelEditingTests.listings)
        #expect(app.receive(.deckLoaded(deck, fileName: "d.json", revision: Self.fingerprint, purpose: purpose, seed: 1), in: .at(.zero)) == [])
    }
}
