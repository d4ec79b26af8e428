import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Each screen reached and worked by lines, as the old conversation's tests covered it:
/// the words ask for the same effects the keys do, and typed text fills the fields.
@Suite struct LineFrontEndScreensTests {
    typealias App = LineFrontEndAppTests

    static func opened(_ purpose: DeckPurpose) -> AppModel {
        var app = App.chooser()
        _ = app.receive(.deckLoaded(AppModelTests.deck(["uno", "dos"]), fileName: "d.json", revision: AppModelTests.fingerprint,
                                    purpose: purpose, seed: 1), in: .at(.zero))
        return app
    }

    @Test func theDeckListsWordsAskForEachScreensDeck() {
        var app = App.chooser()
        #expect(App.say("quiz", to: &app) == [.loadDeck(fileName: "d.json", purpose: .study)])
        #expect(App.say("match", to: &app) == [.loadDeck(fileName: "d.json", purpose: .match)])
        #expect(App.say("cards", to: &app) == [.loadDeck(fileName: "d.json", purpose: .editCards)])
        #expect(App.say("edit", to: &app) == [.loadDeck(fileName: "d.json", purpose: .editDeck)])
        #expect(App.say("stats", to: &app) == [.openStatistics(fileName: "d.json")])
    }

    @Test func helpIsSaidWithTheWordsToSay() {
        var app = App.chooser()
        _ = App.say("help", to: &app)
        let said = app.describe(in: .at(.zero)).joined(separator: "\n")
        #expect(said.contains("review"))
        #expect(said.contains("settings"))
    }

    @Test func studyIsAnsweredByVoice() {
        var app = Self.opened(.study)
        let before = app.describe(in: .at(.zero))
        #expect(before.first?.hasPrefix("uno") == true)
        _ = App.say("", to: &app, at: .seconds(1))
        #expect(app.describe(in: .at(.seconds(1))) != before)
    }

    @Test func aNewCardIsTypedFieldByField() {
        var app = Self.opened(.editCards)
        guard case .cardEditor(let editor, _) = app.route else {
            Issue.record("expected the card editor, got \(app.route)")
            return
        }
        #expect(editor.focus == .prompt)
        #expect(app.isTypingText)
        _ = App.say("gato", to: &app)
        guard case .cardEditor(let typed, _) = app.route else { return }
        #expect(typed.focus == .answer)
        _ = App.say("cat", to: &app)
        let said = app.describe(in: .at(.zero)).joined(separator: "\n")
        #expect(said.contains("gato"), "\(said)")
    }

    @Test func cancelLeavesATextField() {
        let app = Self.opened(.editCards)
        #expect(app.events(forLine: "cancel", in: .at(.zero)) == [.key(.escape)])
    }

    @Test func matchIsPlayedOnItsScreenByWords() {
        let app = Self.opened(.match)
        guard case .match = app.route else {
            Issue.record("expected Match, got \(app.route)")
            return
        }
        #expect(!app.events(forLine: "help", in: .at(.zero)).isEmpty)
    }

    @Test func aSettingIsChangedAndSavedByVoice() {
        var app = App.chooser()
        _ = App.say("settings", to: &app)
        let first = app.describe(in: .at(.zero))
        let effects = App.say("change", to: &app)
        guard case .saveSettings(let saved)? = effects.first else {
            Issue.record("expected the settings saved, got \(effects)")
            return
        }
        #expect(saved != Settings())
        #expect(app.describe(in: .at(.zero)) != first)
        _ = App.say("next", to: &app)
        #expect(app.describe(in: .at(.zero)).first != first.first)
    }

    @Test func aFullDiskIsSaidOnTheDeckList() {
        var app = App.chooser()
        var speech = SpokenChanges()
        _ = speech.lines(app.describe(in: .at(.zero)))
        _ = app.receive(.saveFailed("No space left on device"), in: .at(.zero))
        #expect(speech.lines(app.describe(in: .at(.zero))).contains { $0.contains("No space left on device") })
    }
}
