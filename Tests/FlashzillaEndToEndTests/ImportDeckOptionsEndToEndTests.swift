import FlashzillaCore
import Foundation
import Testing

/// Issue 32/33: `flashzilla import` of an Anki package gives each deck it makes its Anki
/// deck's options, from either schema.
struct ImportDeckOptionsEndToEndTests {
    func settings(_ name: String, _ fz: FlashzillaBinary) throws -> DeckSettings {
        let file = try SyncSendEndToEndTests.deckFile(name, fz)
        return try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck.settings
    }

    /// A package's options come with `flashzilla import` (scripts/make-apkg-deck-options-fixtures.py).
    @Test(arguments: ["deck-options.apkg", "deck-options-legacy.apkg"])
    func anImportedPackagesDecksTakeItsOptions(package: String) throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/anki/\(package)").path
        let imported = try fz.run(["import", path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let custom = try settings("Options::Custom", fz)
        #expect(custom.newCardsPerDay == 7 && custom.reviewsPerDay == 77 && custom.leechAction == .suspend, "\(custom)")
        #expect(custom.review == DeckReviewOptions(learningSteps: [120, 930], relearningSteps: [300], desiredRetention: 0.85, maximumInterval: 400,
                                                   leechThreshold: 5, buryNew: true, buryReviews: true, buryInterdayLearning: true, newCardOrder: .latest))
        #expect(try settings("Options::Override", fz).newCardsPerDay == 3)
        #expect(try settings("Options::Plain", fz) == DeckSettings())
    }
}
