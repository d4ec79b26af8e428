import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Saving deck settings keeps a session in progress unless what it studies changed
/// (issue 18): a new colour or name goes on where it was; a new time limit starts afresh, and says so.
@Suite struct AppModelDeckSettingsSaveTests {
    let size = Size(width: 80, height: 24)

    func studiedThenEdited(_ change: (inout Deck) -> Void) throws -> (AppModel, Deck) {
        var app = AppModelKeptDeckTests().studying()  // one card answered, back at the chooser
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editDeck, seed: 1), in: .at(.seconds(3)))
        var saved = kept.deck
        change(&saved)
        _ = app.receive(.deckSaved(saved, fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero))
        return (app, saved)
    }

    @Test func aNewColourAndNameKeepTheSession() throws {
        var (app, saved) = try studiedThenEdited { deck in
            deck.color = .purple
            deck.name = "Renamed"
        }
        #expect(app.chooser.status == "Saved “Renamed”.")
        _ = app.receive(.deckLoaded(saved, fileName: "d.json", revision: AppModelTests.edited, seed: 2), in: .at(.seconds(5)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 1, "resumed where it was")
        #expect(app.studyScreen("d.json")?.session.deck.name == "Renamed" && app.studyScreen("d.json")?.session.deck.color == .purple)
    }

    @Test func aNewTimeLimitStartsAfreshAndSaysSo() throws {
        var (app, saved) = try studiedThenEdited { $0.settings.timeLimit = 30 }
        #expect(app.chooser.status == "Saved “\(saved.name)”; its study session starts afresh, as what it studies changed.")
        #expect(app.studyScreen("d.json") == nil)
        _ = app.receive(.deckLoaded(saved, fileName: "d.json", revision: AppModelTests.edited, seed: 2), in: .at(.seconds(5)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 0)
    }

    @Test func aRenameThatMovedTheFileKeepsTheSessionUnderItsNewFileName() throws {
        var app = AppModelKeptDeckTests().studying()
        let kept = try #require(app.keptDeck(fileName: "d.json"))
        _ = app.receive(.deckLoaded(kept.deck, fileName: "d.json", revision: kept.revision, purpose: .editDeck, seed: 1), in: .at(.seconds(3)))
        var saved = kept.deck
        saved.name = "Renamed"
        #expect(app.receive(.deckSaved(saved, fileName: "renamed.json", revision: AppModelTests.edited, movedFrom: "d.json"), in: .at(.zero)) == [.reloadListings])
        #expect(app.chooser.status == "Saved “Renamed” as renamed.json.")
        #expect(app.studyScreen("d.json") == nil)
        #expect(app.keptDeck(fileName: "renamed.json")?.revision == AppModelTests.edited, "the kept deck follows the file")
        _ = app.receive(.deckLoaded(saved, fileName: "renamed.json", revision: AppModelTests.edited, seed: 2), in: .at(.seconds(5)))
        #expect(app.studyScreen("renamed.json")?.session.correctCount == 1, "resumed where it was")
    }

    @Test func theDeckEditorAsksForTheFileToFollowOnlyANewName() throws {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editDeck, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.tab), in: .at(.zero))  // to the colour
        _ = app.handle(.key(.right), in: .at(.zero))
        let effects = app.handle(.key(.ctrl("s")), in: .at(.zero))
        guard case .saveDeck(_, "d.json", AppModelTests.fingerprint) = try #require(effects.first) else { Issue.record("\(effects)"); return }
    }
}
