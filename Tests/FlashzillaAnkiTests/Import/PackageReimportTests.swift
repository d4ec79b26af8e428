import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// A package meets the decks on disk through the text importer's plan: a second import
/// of the same package adds nothing, and every layout of one collection finds the same cards.
@Suite struct PackageReimportTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    func plan(_ name: String, into existing: [Deck] = [], deck: String? = nil) throws -> ImportPlan {
        let parsed = try AnkiFixtures.read(name).parsed
        return try ImportPlan(files: [parsed], deckName: deck, now: Self.now) { wanted in
            existing.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
                .map { LoadedDeck(deck: $0, fileURL: URL(fileURLWithPath: "/decks/x.json"), fingerprint: nil) }
        }
    }

    @Test func aFirstImportMakesOneDeckPerAnkiDeck() throws {
        let first = try plan("current.apkg")
        #expect(first.decks.map(\.deck.name) == ["Geography", "Languages", "Languages::Spanish", "Languages::French", "Languages::Japanese"])
        #expect(first.decks.map(\.deck.cards.count) == [2, 1, 8, 2, 4])
        #expect(first.summary(severalFiles: false) == "17 added, 0 updated, 0 unchanged, 1 skipped (empty front, note 12)")
        let deck = first.decks[2].deck
        #expect(deck.cards[1].id == DerivedID.card(deck: deck.id, prompt: "fz-apkg-04", answer: "anki-guid", occurrence: 1))
        #expect(deck.cards[0].tags == ["animals"])
    }

    @Test func importingTheSamePackageAgainAddsNothing() throws {
        let first = try plan("current.apkg").decks.map(\.deck)
        let again = try plan("current.apkg", into: first)
        #expect((again.added, again.updated, again.unchanged) == (0, 0, 17))
        #expect(again.decks.map(\.deck) == first)
    }

    @Test func everyLayoutOfTheCollectionFindsTheSameCards() throws {
        let first = try plan("current.apkg").decks.map(\.deck)
        for name in ["legacy.apkg", "current.colpkg", "legacy.colpkg", "no-media.apkg"] {
            let again = try plan(name, into: first)
            #expect((again.added, again.updated, again.unchanged) == (0, 0, 17), "\(name)")
        }
    }

    @Test func aChangedCardIsUpdatedInPlace() throws {
        var first = try plan("current.apkg").decks.map(\.deck)
        try first[0].cards[0].edit(prompt: "Capital of France, before?", answer: "Paris", at: Self.now)
        let again = try plan("current.apkg", into: first)
        #expect((again.added, again.updated, again.unchanged) == (0, 1, 16))
        #expect(again.decks[0].deck.cards[0].prompt == "Capital of France?")
        #expect(again.decks[0].deck.cards[0].id == first[0].cards[0].id)
    }

    @Test func deckOptionPutsEveryCardInOneDeck() throws {
        let one = try plan("current.apkg", deck: "Everything")
        #expect(one.decks.map(\.deck.name) == ["Everything"])
        #expect(one.decks[0].deck.cards.count == 17)
    }

    @Test func skippedNotesAreNamedByNumberInTheSummary() throws {
        var file = ParsedFile(file: "a.apkg")
        file.skip(line: 3, unit: .note, reason: "empty front")
        file.skip(line: 9, unit: .note, reason: "empty front")
        let plan = try ImportPlan(files: [file], deckName: nil, now: Self.now) { _ in nil }
        #expect(plan.summary(severalFiles: false) == "0 added, 0 updated, 0 unchanged, 2 skipped (empty front, note 3 and 9)")
    }
}
