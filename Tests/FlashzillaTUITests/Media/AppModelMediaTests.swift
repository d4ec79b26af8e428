import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// What plays, stops and opens is decided by the model from the card side on show; the
/// run loop only performs it.
@Suite struct AppModelMediaTests {
    static let now = Date(timeIntervalSince1970: 1_773_133_200)

    static func deck(prompt: String = "gato [sound: q.mp3]", answer: String = "cat [sound: a.mp3] [image: cat.png]") -> Deck {
        Deck(name: "Sounds", cards: [try! Card(prompt: prompt, answer: answer, createdAt: now)])
    }

    /// A Quiz on the one-card deck, and what opening it asked for.
    static func studying(_ deck: Deck = deck(), settings: Settings = Settings()) -> (AppModel, [AppEffect]) {
        var app = AppModel(listings: [], settings: settings, overrides: SettingsOverrides(noAnimation: true))
        let effects = app.receive(.deckLoaded(deck, fileName: "s.json", seed: 1), in: .at(.zero))
        return (app, effects)
    }

    static func reviewing(_ deck: Deck = deck()) -> (AppModel, [AppEffect]) {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        let effects = app.receive(.reviewLoaded(deck, fileName: "s.json", states: [:], introducedToday: 0, reviewedToday: 0), in: .at(.zero, date: now))
        return (app, effects)
    }

    @Test func theQuestionsSoundPlaysWhenTheCardAppears() {
        let deck = Self.deck()
        let (_, effects) = Self.studying(deck)
        #expect(effects.contains(.playSounds(deckID: deck.id, names: ["q.mp3"])))
    }

    @Test func revealingStopsTheQuestionsSoundAndPlaysTheAnswers() {
        let deck = Self.deck()
        var (app, _) = Self.studying(deck)
        #expect(app.handle(.key(.character(" ")), in: .at(.seconds(1))) == [.stopSounds, .playSounds(deckID: deck.id, names: ["a.mp3"])])
        // The same side staying on show plays nothing more.
        #expect(app.handle(.tick, in: .at(.seconds(2))) == [])
    }

    @Test func anAnswerWithoutSoundStopsTheQuestionsAndRReplaysIt() {
        let deck = Self.deck(answer: "cat")
        var (app, _) = Self.studying(deck)
        #expect(app.handle(.key(.character(" ")), in: .at(.seconds(1))) == [.stopSounds])
        #expect(app.handle(.key(.character("r")), in: .at(.seconds(2))) == [.playSounds(deckID: deck.id, names: ["q.mp3"])])
        // r again starts it over: what plays is stopped first.
        #expect(app.handle(.key(.character("r")), in: .at(.seconds(3))) == [.stopSounds, .playSounds(deckID: deck.id, names: ["q.mp3"])])
    }

    @Test func leavingTheCardStopsItsSound() {
        var (app, _) = Self.studying()
        let effects = app.handle(.key(.character("q")), in: .at(.seconds(1)))
        #expect(effects.contains(.stopSounds))
        #expect(app.shownMedia == nil)
    }

    @Test func withTheScreenReaderNothingPlaysByItselfButRDoes() {
        let deck = Self.deck()
        let (voice, effects) = Self.studying(deck, settings: Settings(screenReader: true))
        #expect(!effects.contains { if case .playSounds = $0 { true } else { false } })
        var app = voice
        #expect(app.handle(.key(.character("r")), in: .at(.seconds(1))) == [.playSounds(deckID: deck.id, names: ["q.mp3"])])
        // The choice made in settings wins over the default.
        var chosen = Settings(screenReader: true)
        chosen.playSounds = true
        #expect(Self.studying(deck, settings: chosen).1.contains(.playSounds(deckID: deck.id, names: ["q.mp3"])))
    }

    @Test func withASoundOnShowRReplaysAndRestartIsCapitalR() {
        let (app, _) = Self.studying()
        guard case .study(let screen, _) = app.route else { Issue.record("not studying"); return }
        let keys = screen.activeKeymap
        #expect(keys.action(for: .character("r")) == .soundReplayRequested)
        #expect(keys.action(for: .character("R")) == .restartRequested)
        #expect(keys.conflictingKeys.isEmpty && keys.unspokenBindings.isEmpty && keys.sharedWords.isEmpty)
        #expect(keys.binding(forWord: "replay")?.action == .soundReplayRequested)
        #expect(keys.binding(forWord: "restart")?.action == .restartRequested)
        // The help overlay is the keymap: it says so.
        #expect(keys.helpLines(width: 60).contains { $0.contains("replay sound") })
        // A card without sound keeps r as start again, and has no o.
        let (plain, _) = Self.studying(Self.deck(prompt: "gato", answer: "cat"))
        guard case .study(let quiet, _) = plain.route else { return }
        #expect(quiet.activeKeymap.action(for: .character("r")) == .restartRequested)
        #expect(quiet.activeKeymap.action(for: .character("R")) == .restartRequested, "R starts again on every card")
        #expect(quiet.activeKeymap.helpLines(width: 60).contains { $0.hasPrefix("r/R") && $0.contains("restart") })
        #expect(keys.helpLines(width: 60).contains { $0.hasPrefix("R ") && $0.contains("restart") })
        #expect(quiet.activeKeymap.action(for: .character("o")) == nil)
    }

    @Test func oOpensThePicturesOfTheSideOnShow() {
        let deck = Self.deck()
        var (app, _) = Self.studying(deck)
        // The question shows no picture: o means nothing.
        #expect(app.handle(.key(.character("o")), in: .at(.seconds(1))) == [])
        _ = app.handle(.key(.character(" ")), in: .at(.seconds(2)))
        #expect(app.handle(.key(.character("o")), in: .at(.seconds(3))) == [.openImages(deckID: deck.id, names: ["cat.png"])])
    }

    @Test func reviewPlaysAndReplaysAsStudyDoes() {
        let deck = Self.deck()
        var (app, effects) = Self.reviewing(deck)
        #expect(effects.contains(.playSounds(deckID: deck.id, names: ["q.mp3"])))
        #expect(app.handle(.key(.character("r")), in: .at(.seconds(1))) == [.stopSounds, .playSounds(deckID: deck.id, names: ["q.mp3"])])
        #expect(app.handle(.key(.character(" ")), in: .at(.seconds(2))) == [.stopSounds, .playSounds(deckID: deck.id, names: ["a.mp3"])])
        #expect(app.handle(.key(.character("o")), in: .at(.seconds(3))) == [.openImages(deckID: deck.id, names: ["cat.png"])])
        guard case .review(let screen, _) = app.route else { return }
        #expect(screen.activeKeymap.binding(forWord: "replay")?.action == .soundReplayRequested)
        #expect(screen.helpKeymap.bindings.contains { $0.action == .soundReplayRequested })
    }

    @Test func reviewWithoutMediaHasNoMediaKeys() {
        var (app, effects) = Self.reviewing(Self.deck(prompt: "gato", answer: "cat"))
        #expect(effects.isEmpty)
        #expect(app.handle(.key(.character("r")), in: .at(.seconds(1))) == [])
        #expect(app.handle(.key(.character("o")), in: .at(.seconds(1))) == [])
        guard case .review(let screen, _) = app.route else { return }
        #expect(!screen.helpKeymap.bindings.contains { $0.action == .soundReplayRequested || $0.action == .imageOpenRequested })
    }

    @Test func noPlayerIsSaidOnceUntilTheNextKey() {
        var (app, _) = Self.studying()
        _ = app.receive(.soundPlayerMissing, in: .at(.seconds(1)))
        let bottom = app.view(in: .at(.seconds(1))).text(row: 23)
        #expect(bottom.contains("install mpv"))
        #expect(app.describe(in: .at(.seconds(1))).first?.contains("install mpv") == true)
        _ = app.handle(.key(.character(" ")), in: .at(.seconds(2)))
        #expect(app.mediaNote == nil)
        _ = app.receive(.soundPlayerMissing, in: .at(.seconds(3)))
        #expect(app.mediaNote == nil)
    }

    @Test func aRefusedNameIsSaidWithoutItsControlCharacters() {
        var (app, _) = Self.studying()
        _ = app.receive(.mediaProblem("refused the media file name “../x.mp3”: it contains a path separator\u{1b}[2J"), in: .at(.seconds(1)))
        let bottom = app.view(in: .at(.seconds(1))).text(row: 23)
        #expect(bottom.contains("refused the media file name"))
        #expect(!bottom.contains("\u{1b}"))
    }
}
