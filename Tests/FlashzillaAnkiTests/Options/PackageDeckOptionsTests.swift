import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// A package's deck options (scripts/make-apkg-deck-options-fixtures.py, Anki's own backend):
/// read from either schema and mapped onto the decks the import makes.
struct PackageDeckOptionsTests {
    static let packages = ["deck-options.apkg", "deck-options-legacy.apkg"]

    /// The preset "Custom" as the script set it: every option Flashzilla maps, none Anki's default.
    static let custom: AnkiDeckOptionValues = {
        var options = AnkiDeckOptionValues()
        (options.newPerDay, options.reviewsPerDay, options.learnSteps, options.relearnSteps) = (7, 77, [2, 15.5], [5])
        (options.desiredRetention, options.maximumInterval, options.leechThreshold, options.leechAction) = (0.85, 400, 5, 0)
        (options.buryNew, options.buryReviews, options.buryInterdayLearning, options.newGatherPriority) = (true, true, true, 2)
        return options
    }()

    @Test(arguments: packages)
    func eachDecksOptionsAreReadAsAnkiHasThem(package: String) throws {
        let read = try AnkiFixtures.read(package)
        var options = read.deckOptions
        // The retention is a float in the newer schema: 0.85 is 0.8500000238 there.
        for (name, value) in options { options[name]?.desiredRetention = (value.desiredRetention * 10_000).rounded() / 10_000 }
        #expect(options["Options::Custom"] == Self.custom)
        var override = Self.custom
        (override.newPerDay, override.reviewsPerDay, override.desiredRetention) = (3, 33, 0.8)
        #expect(options["Options::Override"] == override, "the deck's own limits and retention win over its preset's")
        #expect(options["Options::Plain"] == AnkiDeckOptionValues(), "Anki's Default preset")
    }

    @Test(arguments: packages)
    func theDecksTheImportMakesTakeThem(package: String) throws {
        let read = try AnkiFixtures.read(package)
        var plan = try ImportPlan(files: [read.parsed], deckName: nil, now: Date()) { _ in nil }
        plan.takeDeckOptions(from: [read], deckName: nil, learner: .default)
        let settings = Dictionary(uniqueKeysWithValues: plan.decks.map { ($0.deck.name, $0.deck.settings) })
        let custom = try #require(settings["Options::Custom"])
        #expect(custom.newCardsPerDay == 7 && custom.reviewsPerDay == 77 && custom.leechAction == .suspend)
        #expect(custom.review == DeckReviewOptions(learningSteps: [120, 930], relearningSteps: [300], desiredRetention: 0.85, maximumInterval: 400,
                                                   leechThreshold: 5, buryNew: true, buryReviews: true, buryInterdayLearning: true, newCardOrder: .latest))
        let override = try #require(settings["Options::Override"])
        #expect(override.newCardsPerDay == 3 && override.reviewsPerDay == 33 && override.review.desiredRetention == 0.8)
        #expect(settings["Options::Plain"] == DeckSettings(), "Anki's defaults are the learner's here: the deck keeps following them")
        #expect(custom.timeLimit == DeckSettings.defaultTimeLimit, "the Quiz's settings are not Anki's")
    }

    @Test func aDeckAlreadyHereKeepsItsOwnOptions() throws {
        let read = try AnkiFixtures.read("deck-options.apkg")
        let here = LoadedDeck(deck: Deck(name: "Options::Custom", settings: DeckSettings(newCardsPerDay: 12)),
                              fileURL: URL(fileURLWithPath: "/tmp/custom.json"), fingerprint: nil)
        var plan = try ImportPlan(files: [read.parsed], deckName: nil, now: Date()) { $0 == "Options::Custom" ? here : nil }
        plan.takeDeckOptions(from: [read], deckName: nil, learner: .default)
        #expect(plan.decks.first { $0.deck.name == "Options::Custom" }?.deck.settings.newCardsPerDay == 12)
    }

    /// `--deck`: one deck from three Anki decks whose options differ takes none of them.
    @Test func oneDeckFromDecksWithDifferentOptionsTakesNone() throws {
        let read = try AnkiFixtures.read("deck-options-legacy.apkg")
        var plan = try ImportPlan(files: [read.parsed], deckName: "All", now: Date()) { _ in nil }
        plan.takeDeckOptions(from: [read], deckName: "All", learner: .default)
        #expect(plan.decks.map(\.deck.settings) == [DeckSettings()])
    }
}
