import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Lines drive the same `AppModel` as keys do: choosing a deck, Review by voice, the due
/// counts said in the deck list, Browse and Settings reached by their words.
@Suite struct LineFrontEndAppTests {
    static let due = DeckDue(new: 8, learning: 1, review: 2, next: nil)

    static func chooser() -> AppModel {
        var verbs = DeckListing(deck: AppModelTests.deck(["ir", "ser"]), fileName: "verbs.json")
        verbs.due = due
        return AppModel(listings: [DeckListing(deck: AppModelTests.deck(["uno"]), fileName: "d.json"), verbs],
                        overrides: SettingsOverrides(noAnimation: true))
    }

    /// The line's events through the model, with the effects they asked for.
    static func say(_ line: String, to app: inout AppModel, at moment: Moment = .zero) -> [AppEffect] {
        app.events(forLine: line, in: .at(moment)).flatMap { app.handle($0, in: .at(moment)) }
    }

    @Test func choosingADeckByNumberSaysItsRowWithItsDueCounts() {
        var app = Self.chooser()
        var speech = SpokenChanges()
        _ = speech.lines(app.describe(in: .at(.zero)))
        #expect(Self.say("2", to: &app).isEmpty)
        #expect(speech.lines(app.describe(in: .at(.zero))) == ["2. D, 8 new, 3 due.", "Deck 2 of 2."])
    }

    @Test func reviewAndBrowseOfTheChosenDeckAreAskedForByTheirWords() {
        var app = Self.chooser()
        _ = Self.say("2", to: &app)
        #expect(Self.say("review", to: &app) == Self.enterEffects(app))
        #expect(Self.say("browse", to: &app) == [.loadDeck(fileName: "verbs.json", purpose: .browse)])
    }

    @Test func aDeletedCardIsWrittenWhenItsLineEndsNotAfterTheBurst() {
        var app = LineFrontEndScreensTests.opened(.editCards)
        _ = Self.say("previous field", to: &app)
        let deleted = Self.say("delete 1", to: &app)
        #expect(!deleted.contains { if case .saveDeck = $0 { true } else { false } }, "coalesced, as for keys")
        let written = app.receive(.lineEnded, in: .at(.zero))
        guard case .saveDeck(let deck, _, _)? = written.first else {
            Issue.record("expected the deck written, got \(written)")
            return
        }
        #expect(deck.cards.map(\.prompt) == ["dos"])
        _ = app.receive(.deckSaved(deck, fileName: "d.json", revision: AppModelTests.fingerprint), in: .at(.zero))
        #expect(app.receive(.lineEnded, in: .at(.zero)).isEmpty, "written once")
    }

    /// What Enter asks for on the chooser: the words and the key are one binding.
    static func enterEffects(_ app: AppModel) -> [AppEffect] {
        var copy = app
        return copy.handle(.key(.enter), in: .at(.zero))
    }

    @Test func reviewIsRatedByVoiceAndTheRatingIsRecorded() {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: ReviewFixtures.states,
                                      introducedToday: 1, reviewedToday: 0), in: .at(.zero, date: ReviewFixtures.date))
        // Unseen, a rating means nothing: "good" is not a word the card takes yet.
        #expect(app.events(forLine: "good", in: .at(.zero)).isEmpty)
        #expect(Self.say("show", to: &app).isEmpty)
        let effects = Self.say("good", to: &app, at: .seconds(2))
        guard case .recordReview? = effects.first else {
            Issue.record("expected the rating recorded, got \(effects)")
            return
        }
    }

    @Test func settingsAreReachedByTheirWord() {
        var app = Self.chooser()
        _ = Self.say("settings", to: &app)
        guard case .settings = app.route else {
            Issue.record("expected Settings, got \(app.route)")
            return
        }
        #expect(!app.describe(in: .at(.zero)).isEmpty)
    }

    @Test func quitWithUnsavedWorkAsksAsTheFullScreenDoes() {
        var app = Self.chooser()
        #expect(Self.say("quit", to: &app) == Self.enterEffects(quitting: app))
    }

    /// What q asks for on the chooser.
    static func enterEffects(quitting app: AppModel) -> [AppEffect] {
        var copy = app
        return copy.handle(.key(.character("q")), in: .at(.zero))
    }
}
