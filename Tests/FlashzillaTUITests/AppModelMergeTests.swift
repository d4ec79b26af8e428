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
        for ch in prompt { _ = app.handle(.key(.character(ch)), now: now, size: size, date: Self.date) }
        _ = app.handle(.key(.enter), now: now, size: size, date: Self.date)
        for ch in "answer" { _ = app.handle(.key(.character(ch)), now: now, size: size, date: Self.date) }
        _ = app.handle(.key(.enter), now: now, size: size, date: Self.date)
    }

    @Test func theCardEditorCarriesOnWithTheMergedDeckAndItsRevision() throws {
        var app = AppModel(listings: AppModelEditingTests.listings)
        app.open(AppModelTests.deck(["one"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editCards, seed: 1, now: .zero, size: size)
        add("mine", at: .zero, into: &app)
        guard case .saveDeck(let saved, "d.json", AppModelTests.fingerprint) = try #require(app.dueSaves(now: .seconds(1)).first) else {
            Issue.record("no save"); return
        }
        var merged = saved
        merged.cards.insert(try Card(prompt: "theirs", answer: "a", createdAt: Self.date), at: 1)
        #expect(app.deckMerged(merged, fileName: "d.json", revision: AppModelTests.edited, summary: "merged with changes made on disk", size: size) == [])
        #expect(app.cardEditor?.deck == merged)
        #expect(app.cardEditor?.status == .info("Saved, merged with changes made on disk."))
        #expect(!app.hasUnsavedEdits)
        #expect(app.route == .cardEditor(fileName: "d.json"))
        // The next save starts from the merged deck and the file's new revision.
        add("next", at: .seconds(2), into: &app)
        guard case .saveDeck(let next, "d.json", AppModelTests.edited) = try #require(app.dueSaves(now: .seconds(3)).first) else {
            Issue.record("no second save"); return
        }
        #expect(next.cards.map(\.prompt) == ["one", "theirs", "mine", "next"])
    }

    @Test func aMergedSaveFromTheDeckEditorReturnsToTheChooserSayingSo() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        app.open(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editDeck, seed: 1, now: .zero, size: size)
        let merged = AppModelTests.deck(["one", "two", "three"])
        let effects = app.deckMerged(merged, fileName: "d.json", revision: AppModelTests.edited,
                                     summary: "merged with changes made on disk; your change of the name not kept, as it was changed meanwhile", size: size)
        #expect(effects == [.reloadListings])
        #expect(app.route == .chooser)
        #expect(app.chooser.status == "Saved “D”, merged with changes made on disk; your change of the name not kept, as it was changed meanwhile.")
    }
}
