import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// The history guessed as soon as a package's collection is read (so that it can be written
/// while the cards are rendered) is the history the plan gives, whenever the plan comes out
/// as guessed; whenever it does not, the guess says so.
@Suite struct EarlyHistoryTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    let scheduler = FSRSScheduler()

    /// The package read, with the source its reader handed over before rendering.
    func read(_ name: String) throws -> (AnkiPackageImport, AnkiHistorySource) {
        var source: AnkiHistorySource?
        let package = try AnkiPackageReader.read(fileAt: AnkiFixtures.path(name), displayName: name) { source = $0 }
        package.cleanUp()
        return (package, try #require(source))
    }

    func plan(_ package: AnkiPackageImport, guess: ImportedHistory.Early?, deck: String? = nil, existing: [Deck] = []) throws -> ImportPlan {
        try ImportPlan(files: [package.parsed], deckName: deck, now: Self.now, newDeckIDs: guess?.newDeckIDs ?? [:]) { wanted in
            existing.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
                .map { LoadedDeck(deck: $0, fileURL: URL(fileURLWithPath: "/decks/x.json"), fingerprint: nil) }
        }
    }

    @Test(arguments: ["current.apkg", "legacy.apkg", "current.colpkg", "legacy.colpkg"], [nil, "All"])
    func theGuessedHistoryIsThePlansHistory(name: String, deck: String?) throws {
        let (package, source) = try read(name)
        let guess = ImportedHistory.Early(source, deckName: deck)
        let plan = try plan(package, guess: guess, deck: deck)
        // current.apkg skips a note with an empty front: it has no answers, so the guess holds.
        #expect(guess.holds(for: plan, cardCount: package.parsed.cardCount))
        let early = guess.history(of: source, scheduler: scheduler)
        let fromPlan = ImportedHistory(for: plan, deckName: deck, packages: [package], scheduler: scheduler)
        #expect(early.count == fromPlan.count && early.cardCount == fromPlan.cardCount)
        #expect(Array(early.batches(cardsPerBatch: 1).joined()) == Array(fromPlan.batches().joined()))
        #expect(early.count == 4)
    }

    @Test func aDeckThatExistsBreaksTheGuess() throws {
        let (package, source) = try read("current.apkg")
        let guess = ImportedHistory.Early(source, deckName: nil)
        let decks = try plan(package, guess: nil).decks.map(\.deck)
        #expect(!guess.holds(for: try plan(package, guess: guess, existing: decks), cardCount: package.parsed.cardCount))
        // --deck naming a deck there is.
        let all = Deck(name: "All")
        #expect(!guess.holds(for: try plan(package, guess: guess, deck: "All", existing: [all]), cardCount: package.parsed.cardCount))
    }

    @Test func decksWithOtherIdsOrCardsNotAddedBreakTheGuess() throws {
        let (package, source) = try read("current.apkg")
        let guess = ImportedHistory.Early(source, deckName: nil)
        // A plan made without the chosen ids.
        #expect(!guess.holds(for: try plan(package, guess: nil), cardCount: package.parsed.cardCount))
        // A card rendered but not added.
        #expect(!guess.holds(for: try plan(package, guess: guess), cardCount: package.parsed.cardCount + 1))
    }

    @Test func aSkippedNoteWithAnswersBreaksTheGuess() throws {
        let (package, source) = try read("current.apkg")
        let guess = ImportedHistory.Early(source, deckName: nil)
        var plan = try plan(package, guess: guess)
        let answered = try #require(source.collection.notes.firstIndex { note in
            source.collection.cards[note.cards].contains { !$0.reviews.isEmpty }
        })
        plan.skipped.append(SkippedRow(file: "current.apkg", line: answered + 1, unit: .note, reason: "empty front"))
        #expect(!guess.holds(for: plan, cardCount: package.parsed.cardCount))
    }

    @Test func aCardGivenTwiceBreaksTheGuess() throws {
        let (package, source) = try read("current.apkg")
        let guess = ImportedHistory.Early(source, deckName: nil)
        var plan = try plan(package, guess: guess)
        plan.decks[0].duplicates.append(SkippedRow(file: "current.apkg", line: 1, unit: .note, reason: "same note twice"))
        #expect(!guess.holds(for: plan, cardCount: package.parsed.cardCount))
    }
}
