import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// Custom study's raised limits in the progress file: per deck, for the study day they were
/// raised on, added up within that day, gone when the next day starts, kept across opening.
@Suite("Progress limit extensions")
struct ProgressLimitExtensionTests {
    typealias F = ProgressFixtures
    let today = ProgressFixtures.start.addingTimeInterval(-3_600)
    var tomorrow: Date { today.addingTimeInterval(86_400) }

    @Test("raises add up within the day, per deck; reopening the file keeps them; the due counts carry them")
    func keptForTheDay() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            do {
                let store = try ProgressStore(fileURL: url)
                try store.extendLimits(deckID: F.deck, by: ReviewCounts(new: 10), dayStart: today)
                try store.extendLimits(deckID: F.deck, by: ReviewCounts(due: 50), dayStart: today)
                try store.extendLimits(deckID: F.deck, by: ReviewCounts(new: 5), dayStart: today)
                try store.extendLimits(deckID: F.otherDeck, by: ReviewCounts(due: 7), dayStart: today)
            }
            let store = try ProgressStore(fileURL: url)
            #expect(try store.limitExtension(deckID: F.deck, dayStart: today) == ReviewCounts(new: 15, due: 50))
            #expect(try store.limitExtensions(dayStart: today) == [F.deck: ReviewCounts(new: 15, due: 50), F.otherDeck: ReviewCounts(due: 7)])
            let counts = try store.dueCounts(now: F.start, dayStart: today)
            #expect(counts[F.deck]?.extended == ReviewCounts(new: 15, due: 50))
            #expect(counts[F.otherDeck]?.extended == ReviewCounts(due: 7))
        }
    }

    @Test("the next study day has none; a raise on it starts from zero, not from yesterday's")
    func endsWithTheDay() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try store.extendLimits(deckID: F.deck, by: ReviewCounts(new: 10, due: 3), dayStart: today)
            #expect(try store.limitExtension(deckID: F.deck, dayStart: tomorrow) == ReviewCounts())
            #expect(try store.limitExtensions(dayStart: tomorrow).isEmpty)
            #expect(try store.dueCounts(now: tomorrow.addingTimeInterval(60), dayStart: tomorrow)[F.deck]?.extended ?? ReviewCounts() == ReviewCounts())
            try store.extendLimits(deckID: F.deck, by: ReviewCounts(new: 2), dayStart: tomorrow)
            #expect(try store.limitExtension(deckID: F.deck, dayStart: tomorrow) == ReviewCounts(new: 2))
            #expect(try store.limitExtension(deckID: F.deck, dayStart: today) == ReviewCounts())
            #expect(try store.limitExtension(deckID: F.otherDeck, dayStart: tomorrow) == ReviewCounts())
        }
    }
}
