import FlashzillaCore
import Foundation
import Testing

/// A deck exported as an Anki package takes its options along: Anki's own backend, importing
/// the package into a new collection, gives the deck the options it has here
/// (scripts/anki-deck-options.py PACKAGE DECK).
struct ExportDeckOptionsEndToEndTests {
    @Test(AnkiLibrary.required) func anExportedDecksOptionsAreItsOptionsInAnki() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/anki/deck-options.apkg").path
        try #require(try fz.run(["import", fixture]).status == 0)
        // Every option away from Anki's defaults (the fixture's), the order the last one added.
        try SyncSendEndToEndTests.change("Options::Custom", fz) { deck in deck.settings.review.newCardOrder = .random }
        let package = fz.home.appendingPathComponent("custom.apkg").path
        let export = try fz.run(["export", "Options::Custom", "--format", "apkg", "--output", package, "--with-scheduling"])
        try #require(export.status == 0, "\(export.stderr)")

        let run = try AnkiLibrary.python([AnkiLibrary.repository.appendingPathComponent("scripts/anki-deck-options.py").path,
                                          package, "Options::Custom"])
        try #require(run.status == 0, "\(run.stderr)")
        let anki = try JSONDecoder().decode(DeckOptionsAnkiDefaultsTests.AnkiOptions.self, from: Data(run.stdout.utf8))
        #expect(anki == DeckOptionsAnkiDefaultsTests.AnkiOptions(
            newCardsPerDay: 7, reviewsPerDay: 77, learningSteps: [120, 930], relearningSteps: [300], desiredRetention: 0.85,
            maximumInterval: 400, leechThreshold: 5, leechAction: "suspend", buryNew: true, buryReviews: true,
            buryInterdayLearning: true, newCardOrder: "random"))
    }
}
