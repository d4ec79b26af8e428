import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// By voice each screen says what can be said there once a session (issue 30), unless the
/// learner says `hints on` (every time) or `hints off` (never).
@Suite struct SpokenHintsTests {
    static let chooserHint = "Say review, quiz, cards, browse, match or new; help for more."

    static func app() -> AppModel {
        AppModel(listings: [DeckListing(deck: StudyFixtures.capitals(), fileName: "capitals.json")],
                 overrides: SettingsOverrides(byVoice: true))
    }

    /// Into Browse and back: the deck list's hint is not said on coming back.
    static func visitBrowse(_ app: inout AppModel) {
        _ = app.handle(.key(.character("b")), in: .at(.zero))
        _ = app.receive(.deckLoaded(StudyFixtures.capitals(), fileName: "capitals.json", purpose: .browse, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.escape), in: .at(.zero))
    }

    @Test func eachHintIsSaidTheFirstTimeItsScreenShows() {
        var app = Self.app()
        #expect(app.describe(in: .at(.zero)).last == Self.chooserHint)
        Self.visitBrowse(&app)
        #expect(app.route == .chooser)
        #expect(!app.describe(in: .at(.zero)).contains(Self.chooserHint), "heard once: not again this session")
    }

    @Test func hintsOnSaysThemEveryTimeAndHintsOffNever() {
        var app = Self.app()
        _ = app.handle(.process(.hintsAsked(.always)), in: .at(.zero))
        Self.visitBrowse(&app)
        #expect(app.describe(in: .at(.zero)).last == Self.chooserHint)
        _ = app.handle(.process(.hintsAsked(.never)), in: .at(.zero))
        #expect(!app.describe(in: .at(.zero)).contains { $0.hasPrefix("Say ") })
    }

    @Test func theLineHintsOnOrOffIsReadOutsideTextFields() {
        #expect(LineReading.hintMode(in: " Hints on ") == .always)
        #expect(LineReading.hintMode(in: "hints off") == .never)
        #expect(LineReading.hintMode(in: "hints") == nil)
    }

    @Test func aHintNamesTheFootersWordsAndNotHelpOrPause() {
        let hint = ChooserScreen.keymap.spokenHint ?? ""
        #expect(hint == Self.chooserHint)
        #expect(!hint.contains("pause program"))
    }

    @Test func theCustomStudyMenuHasOneHintLineNamingItsChoices() {
        let menu: any Screen = CustomStudyScreen(deckName: "Capitals")
        #expect(!menu.describe(in: .at(.zero)).contains { $0.hasPrefix("Say ") })
        #expect(menu.spokenHint == "Say a number from 1 to 6, or: more new, more reviews, forgotten, ahead, tag, preview; help for more.")
        var prompt = CustomStudyScreen(deckName: "Capitals")
        _ = prompt.handle(.key(.character("4")), in: .at(.zero))
        #expect((prompt as any Screen).spokenHint == prompt.keymap.spokenHint, "a prompt hints the footer's words")
    }
}
