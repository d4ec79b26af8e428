import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// By voice, rows are named by number: a number the list does not have is said so instead
/// of acting on the last row, and the card editor starts on its list.
@Suite struct LineFrontEndRowsTests {
    typealias App = LineFrontEndAppTests

    static func cards(byVoice: Bool) -> AppModel {
        var app = AppModel(listings: App.chooser().chooser.listings,
                           overrides: SettingsOverrides(noAnimation: true, byVoice: byVoice))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["uno", "dos", "tres"]), fileName: "d.json", revision: AppModelTests.fingerprint,
                                    purpose: .editCards, seed: 1), in: .at(.zero))
        return app
    }

    @Test func byVoiceTheCardEditorStartsOnItsListSoALineIsNotANewCard() {
        guard case .cardEditor(let spoken, _) = Self.cards(byVoice: true).route,
              case .cardEditor(let seen, _) = Self.cards(byVoice: false).route else {
            Issue.record("expected the card editor")
            return
        }
        #expect(spoken.focus == .list)
        #expect(seen.focus == .prompt)
    }

    @Test func aRowTheListDoesNotHaveIsSaidSoAndNothingHappens() {
        let app = Self.cards(byVoice: true)
        #expect(app.missingRow(forLine: "e 99") == "There is no card 99: 3 cards here.")
        #expect(app.missingRow(forLine: "delete 4") == "There is no card 4: 3 cards here.")
        #expect(app.missingRow(forLine: "0") == "There is no card 0: 3 cards here.")
        #expect(app.missingRow(forLine: "delete 3") == nil)
        #expect(App.chooser().missingRow(forLine: "7") == "There is no deck 7: 2 decks here.")
    }

    @Test func aKeyAndARowPickTheRowThenPressTheKey() {
        let keys = CardEditScreen.listKeymap.spokenKeys
        #expect(LineReading.events(for: "d 2", keys: keys, typing: false)
            == [.key(.home), .key(.down), .key(.character("d"))])
        #expect(LineReading.events(for: "e 2", keys: keys, typing: false)
            == [.key(.home), .key(.down), .key(.character("e"))])
        #expect(LineReading.row(in: "e 2", keys: keys) == 2)
        #expect(LineReading.row(in: "x 2", keys: keys) == nil)
    }
}
