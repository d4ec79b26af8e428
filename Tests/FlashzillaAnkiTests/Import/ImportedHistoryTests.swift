import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// Anki's review log becomes Flashzilla's answers for the cards an import adds, replayed
/// through FSRS; importing again adds no answer twice.
@Suite struct ImportedHistoryTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    let scheduler = FSRSScheduler()

    func plan(_ package: AnkiPackageImport, into existing: [Deck] = [], deck: String? = nil) throws -> ImportPlan {
        try ImportPlan(files: [package.parsed], deckName: deck, now: Self.now) { wanted in
            existing.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
                .map { LoadedDeck(deck: $0, fileURL: URL(fileURLWithPath: "/decks/x.json"), fingerprint: nil) }
        }
    }

    @Test func thePackagesReviewsAreReadPerCard() throws {
        // scripts/make-apkg-fixtures.py answered Good, Again, Good, Easy in Geography.
        for name in ["current.apkg", "legacy.apkg", "current.colpkg"] {
            let package = try AnkiFixtures.read(name)
            let history = package.historyByCard()
            #expect(history.keys.sorted { "\($0)" < "\($1)" } == [.ankiNote(guid: "fz-apkg-01", ordinal: 0), .ankiNote(guid: "fz-apkg-02", ordinal: 0)], "\(name)")
            #expect(history.values.map { package.reviewLog[$0.reviews].map(\.ease) }.sorted { $0.lexicographicallyPrecedes($1) } == [[1, 4], [3, 3]], "\(name)")
        }
        #expect(try AnkiFixtures.read("no-media.apkg").answered.isEmpty)  // exported without scheduling
    }

    @Test func addedCardsGetTheirAnswersWithSchedulesReplayedByFSRS() throws {
        let package = try AnkiFixtures.read("current.apkg")
        let first = try plan(package)
        let answers = ImportedHistory.answers(for: first, deckName: nil, packages: [package], scheduler: scheduler)
        #expect(answers.count == 4)
        let geography = first.decks[0].deck
        #expect(Set(answers.map(\.deckID)) == [geography.id])
        #expect(Set(answers.map(\.cardID)) == Set(geography.cards.map(\.id)))
        for cardID in Set(answers.map(\.cardID)) {
            let mine = answers.filter { $0.cardID == cardID }
            #expect(mine.map(\.time) == mine.map(\.time).sorted())
            #expect(mine[0].before == nil && mine[1].before == mine[0].after)
            let replayed = scheduler.replay(mine.map { FSRSReview(time: $0.time, rating: $0.rating) }, of: cardID)
            #expect(mine.dropLast().map(\.after) == replayed.dropLast())
            // The last leaves the card as Anki has it (in review, its reps), its memory the
            // replay's (Anki stored none).
            let last = try #require(mine.last?.after)
            #expect(last.phase == .review && last.stability == replayed.last?.stability && last.reviewCount == 2)
            #expect(mine.allSatisfy { $0.mode == .review })
        }
    }

    @Test func importingAgainAddsNoAnswers() throws {
        let package = try AnkiFixtures.read("current.apkg")
        let decks = try plan(package).decks.map(\.deck)
        #expect(ImportedHistory.answers(for: try plan(package, into: decks), deckName: nil, packages: [package], scheduler: scheduler).isEmpty)
    }

    /// An import killed after its decks were written but before its history committed: the
    /// cards are there, their answers are not; named as lacking them, they get them (only them).
    @Test func cardsTheDeckHasButWhoseAnswersAreLackingGetThemOnImportingAgain() throws {
        let package = try AnkiFixtures.read("current.apkg")
        let first = try plan(package)
        let decks = first.decks.map(\.deck)
        let answered = Set(ImportedHistory.answers(for: first, deckName: nil, packages: [package], scheduler: scheduler).map(\.cardID))
        let geography = decks[0]
        let again = try plan(package, into: decks)
        let all = ImportedHistory.answers(for: again, deckName: nil, packages: [package], scheduler: scheduler,
                                          lacking: [geography.id: Set(geography.cards.map(\.id))])
        #expect(all.count == 4 && Set(all.map(\.cardID)) == answered)
        let one = try #require(answered.first)
        let some = ImportedHistory.answers(for: again, deckName: nil, packages: [package], scheduler: scheduler, lacking: [geography.id: [one]])
        #expect(some.count == 2 && Set(some.map(\.cardID)) == [one])
    }

    @Test func deckOptionKeepsTheHistory() throws {
        let package = try AnkiFixtures.read("current.apkg")
        let one = try plan(package, deck: "All")
        let answers = ImportedHistory.answers(for: one, deckName: "All", packages: [package], scheduler: scheduler)
        #expect(answers.count == 4 && Set(answers.map(\.deckID)) == [one.decks[0].deck.id])
    }

    @Test func aCardInTwoPackagesGetsOneHistory() throws {
        let current = try AnkiFixtures.read("current.apkg"), legacy = try AnkiFixtures.read("legacy.apkg")
        let both = try ImportPlan(files: [current.parsed, legacy.parsed], deckName: nil, now: Self.now) { _ in nil }
        #expect(ImportedHistory.answers(for: both, deckName: nil, packages: [current, legacy], scheduler: scheduler).count == 4)
    }

    /// Answered here and in Anki between two syncs: the answers the package has from
    /// before the latest here are lacking too (they interleave), and only then is the card
    /// taken apart from "the answers after the latest".
    @Test func answersLackedFromBeforeTheLatestAreFoundByTheSecond() {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let log = [0, 60, 120, 180].map { AnkiReview(time: start.addingTimeInterval(TimeInterval($0)), ease: 3, milliseconds: 0, kind: 0) }
        let seconds = { (offsets: [Int64]) in Set(offsets.map { 1_790_000_000 + $0 }) }
        // Here: the 1st and 3rd (the 2nd was given on the phone meanwhile) and a later one of its own.
        #expect(ImportedHistory.lackedBefore(log[...], known: seconds([0, 120]), latest: start.addingTimeInterval(120)) == 2)
        // Here: the first two; the package's later ones are simply after the latest.
        #expect(ImportedHistory.lackedBefore(log[...], known: seconds([0, 60]), latest: start.addingTimeInterval(60)) == nil)
        // Here: all of them.
        #expect(ImportedHistory.lackedBefore(log[...], known: seconds([0, 60, 120, 180]), latest: start.addingTimeInterval(180)) == nil)
    }
}
