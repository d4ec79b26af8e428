import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A save that found the deck changed on disk and merged: the app carries on with the
/// merged deck (the other program's cards too) and the file's new revision.
@Suite struct AppModelMergeTests {
    let size = Size(width: 80, height: 24)
    static let date = Date(timeIntervalSince1970: 1_000)

    func add(_ prompt: String, at now: Moment, into app: inout AppModel) {
        for ch in prompt { _ = app.handle(.key(.character(ch)), in: .at(now, date: Self.date)) }
        _ = app.handle(.key(.enter), in: .at(now, date: Self.date))
        for ch in "answer" { _ = app.handle(.key(.character(ch)), in: .at(now, date: Self.date)) }
        _ = app.handle(.key(.enter), in: .at(now, date: Self.date))
    }

    @Test func theCardEditorCarriesOnWithTheMergedDeckAndItsRevision() throws {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editCards, seed: 1), in: .at(.zero))
        add("mine", at: .zero, into: &app)
        guard case .saveDeck(let saved, "d.json", AppModelTests.fingerprint) = try #require(app.receive(.ticked, in: .at(.seconds(1))).first) else {
            Issue.record("no save"); return
        }
        var merged = saved
        merged.cards.insert(try Card(prompt: "theirs", answer: "a", createdAt: Self.date), at: 1)
        #expect(app.receive(.deckMerged(merged, fileName: "d.json", revision: AppModelTests.edited, summary: "merged with changes made on disk"), in: .at(.zero)) == [])
        #expect(app.route.cardEditor?.deck == merged)
        #expect(app.route.cardEditor?.status == .info("Saved, merged with changes made on disk."))
        #expect(!app.hasUnsavedEdits)
        #expect(app.route.place == .cardEditor("d.json"))
        // The next save starts from the merged deck and the file's new revision.
        add("next", at: .seconds(2), into: &app)
        guard case .saveDeck(let next, "d.json", AppModelTests.edited) = try #require(app.receive(.ticked, in: .at(.seconds(3))).first) else {
            Issue.record("no second save"); return
        }
        #expect(next.cards.map(\.prompt) == ["one", "theirs", "mine", "next"])
    }

    @Test func aMergedSaveFromTheDeckEditorReturnsToTheChooserSayingSo() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editDeck, seed: 1), in: .at(.zero))
        let merged = AppModelTests.deck(["one", "two", "three"])
        let effects = app.receive(.deckMerged(merged, fileName: "d.json", revision: AppModelTests.edited, summary: "merged with changes made on disk; your change of the name not kept, as it was changed meanwhile"), in: .at(.zero))
        #expect(effects == [.reloadListings])
        #expect(app.route == .chooser)
        #expect(app.chooser.status == "Saved “D”, merged with changes made on disk; your change of the name not kept, as it was changed meanwhile.")
    }
}
