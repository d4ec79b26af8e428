import Foundation
import FlashzillaCore
import GRDB
import Testing
@testable import FlashzillaProgress

/// The statistics queries: quarter-hour sums, cards by state, due times.
@Suite("Progress statistics")
struct ProgressStatisticsTests {
    typealias F = ProgressFixtures
    /// F.start is 03:50:07 UTC: its bucket began at 03:45.
    let bucketStart = Date(timeIntervalSince1970: 1_795_319_100)

    func days(_ n: Double) -> TimeInterval { n * 86_400 }

    /// Deck: a new card answered Good, a mature card (last reviewed 30 days before) Again, a
    /// Quiz answer. Other deck: a young card (10 days) Good.
    func history(_ store: ProgressStore) throws {
        try store.record(F.answer(F.card(1), at: F.start, after: F.learning(step: 1, at: F.start, due: 600)))
        let mature = F.review(at: F.start.addingTimeInterval(-days(30)), due: F.start)
        try store.record(F.answer(F.card(2), at: F.start, rating: .again, before: mature,
                                  after: F.learning(step: 0, at: F.start, due: 60)))
        try store.record(F.answer(F.card(3), at: F.start, mode: .quiz, after: nil))
        let young = F.review(at: F.start.addingTimeInterval(-days(10)), due: F.start)
        try store.record(F.answer(F.card(4), deck: F.otherDeck, at: F.start.addingTimeInterval(60), before: young,
                                  after: F.review(at: F.start, due: F.start.addingTimeInterval(days(25)))))
    }

    func bucket(_ mode: ReviewAnswer.Mode, answers: Int, again: Int = 0, introduced: Int = 0, young: (Int, Int) = (0, 0),
                mature: (Int, Int) = (0, 0)) -> AnswerBucket {
        var bucket = AnswerBucket(start: Int64(bucketStart.timeIntervalSince1970), mode: mode)
        bucket.answers = answers
        bucket.milliseconds = answers * 1_250
        bucket.again = again
        bucket.introduced = introduced
        (bucket.youngReviews, bucket.youngPassed) = young
        (bucket.matureReviews, bucket.maturePassed) = mature
        return bucket
    }

    @Test("answers add up by quarter hour and mode, per deck or for all; Again on a mature card is a failed mature review")
    func buckets() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try history(store)
            let day = (F.start.addingTimeInterval(-days(1)), F.start.addingTimeInterval(days(1)))
            #expect(try store.answerBuckets(deckID: F.deck, from: day.0, to: day.1)
                    == [bucket(.review, answers: 2, again: 1, introduced: 1, mature: (1, 0)), bucket(.quiz, answers: 1, introduced: 1)])
            #expect(try store.answerBuckets(deckID: nil, from: day.0, to: day.1)
                    == [bucket(.review, answers: 3, again: 1, introduced: 1, young: (1, 1), mature: (1, 0)),
                        bucket(.quiz, answers: 1, introduced: 1)])
            #expect(try store.answerBuckets(deckID: UUID(), from: day.0, to: day.1).isEmpty)
        }
    }

    /// Every deck's sums, as the triggers keep them, against the per-deck sums added up.
    func allDecksAgree(_ url: URL) throws -> Bool {
        let queue = try DatabaseQueue(path: url.path)
        let columns = "answers, milliseconds, again, introduced, youngReviews, youngPassed, matureReviews, maturePassed"
        let sums = columns.split(separator: ",").map { "SUM(\($0.trimmingCharacters(in: .whitespaces)))" }.joined(separator: ", ")
        return try queue.read { db in
            let added = try Row.fetchAll(db, sql: "SELECT bucket, mode, \(sums) FROM review_bucket GROUP BY bucket, mode ORDER BY bucket, mode")
            let kept = try Row.fetchAll(db, sql: "SELECT bucket, mode, \(columns) FROM review_bucket_all ORDER BY bucket, mode")
            return added.map { Array($0.databaseValues) } == kept.map { Array($0.databaseValues) } && !kept.isEmpty
        }
    }

    @Test("every deck's sums are kept by triggers through answers and undos, and a version 1 file gets them on opening")
    func everyDecksSums() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            let store = try ProgressStore(fileURL: url)
            try history(store)
            #expect(try allDecksAgree(url))
            #expect(try store.undoLastQuizAnswer(deckID: F.deck, cardID: F.card(3)))
            #expect(try store.undoLastReview(deckID: F.otherDeck, cardID: F.card(4), restoring: nil))
            #expect(try allDecksAgree(url))
            let day = (F.start.addingTimeInterval(-days(1)), F.start.addingTimeInterval(days(1)))
            #expect(try store.answerBuckets(deckID: nil, from: day.0, to: day.1)
                    == [bucket(.review, answers: 2, again: 1, introduced: 1, mature: (1, 0))], "emptied sums are left out")

            // A file written before the all-decks sums: they are made from the per-deck ones.
            let old = folder.appendingPathComponent("v1.sqlite")
            let queue = try DatabaseQueue(path: old.path)
            try ProgressSchema.migrator.migrate(queue, upTo: "v1 decks, cards and reviews")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO deck (key, deckId) VALUES (1, x'01'), (2, x'02')")
                try db.execute(sql: """
                    INSERT INTO review_bucket VALUES (1, 100, 0, 3, 3000, 1, 1, 0, 0, 2, 2), (2, 100, 0, 2, 500, 0, 2, 0, 0, 0, 0),
                                                     (2, 101, 1, 4, 100, 4, 0, 0, 0, 0, 0)
                    """)
            }
            _ = try ProgressStore(fileURL: old)
            #expect(try allDecksAgree(old))
        }
    }

    @Test("young or mature goes by the interval the card was given, not by how late it is answered")
    func lateYoungCard() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            // A 10-day interval answered 30 days after the last review: still a young card.
            let late = F.review(at: F.start.addingTimeInterval(-days(30)), due: F.start.addingTimeInterval(-days(20)))
            try store.record(F.answer(at: F.start, before: late, after: F.review(at: F.start, due: F.start.addingTimeInterval(days(40)))))
            #expect(try store.answerBuckets(deckID: F.deck, from: .distantPast, to: .distantFuture) == [bucket(.review, answers: 1, young: (1, 1))])
            #expect(try store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: late))
            #expect(try store.answerBuckets(deckID: F.deck, from: .distantPast, to: .distantFuture).isEmpty)
        }
    }

    @Test("the range is whole buckets: the one `from` falls in is in, one beginning at `to` is out")
    func bucketRange() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try history(store)
            let end = bucketStart.addingTimeInterval(900)
            #expect(try store.answerBuckets(deckID: F.otherDeck, from: end.addingTimeInterval(-1), to: end.addingTimeInterval(3_600)).count == 1)
            #expect(try store.answerBuckets(deckID: F.otherDeck, from: bucketStart.addingTimeInterval(-3_600), to: bucketStart).isEmpty)
            #expect(try store.answerBuckets(deckID: F.otherDeck, from: bucketStart.addingTimeInterval(-3_600),
                                            to: bucketStart.addingTimeInterval(1)).count == 1)
            #expect(try store.answerBuckets(deckID: F.otherDeck, from: end, to: end.addingTimeInterval(3_600)).isEmpty)
        }
    }

    @Test("undoing an answer takes its share out of the sums")
    func undoBuckets() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try history(store)
            let mature = F.review(at: F.start.addingTimeInterval(-days(30)), due: F.start)
            #expect(try store.undoLastReview(deckID: F.deck, cardID: F.card(2), restoring: mature))
            #expect(try store.answerBuckets(deckID: F.deck, from: .distantPast, to: .distantFuture)
                    == [bucket(.review, answers: 1, introduced: 1), bucket(.quiz, answers: 1, introduced: 1)])
        }
    }

    @Test("started cards by state: learning, relearning, and review cards young below a 21-day interval, mature from it")
    func cardCounts() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            func review(_ n: Int, interval: Double, deck: UUID = F.deck) throws {
                let state = F.review(at: F.start, due: F.start.addingTimeInterval(days(interval)))
                try store.record(F.answer(F.card(n), deck: deck, at: F.start, after: state))
            }
            try store.record(F.answer(F.card(1), at: F.start, after: F.learning(step: 0, at: F.start, due: 60)))
            let relearning = FSRSCardState(phase: .relearning(step: 0), stability: 1, difficulty: 5, due: F.start, lastReview: F.start, reviewCount: 4)
            try store.record(F.answer(F.card(2), at: F.start, rating: .again, after: relearning))
            try review(3, interval: 20.9)
            try review(4, interval: 21)
            try review(5, interval: 100)
            try store.record(F.answer(F.card(6), at: F.start, mode: .quiz, after: nil))  // Quiz only: still new
            try review(7, interval: 3, deck: F.otherDeck)
            #expect(try store.startedCardCounts(deckID: F.deck) == .init(learning: 1, relearning: 1, young: 1, mature: 2))
            #expect(try store.startedCardCounts(deckID: nil) == .init(learning: 1, relearning: 1, young: 2, mature: 2))
            #expect(try store.startedCardCounts(deckID: UUID()) == .init())
        }
    }

    @Test("due times of started cards before a time, overdue included, per deck or for all")
    func dueTimes() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let overdue = F.start.addingTimeInterval(-days(3)), soon = F.start.addingTimeInterval(days(2))
            try store.record(F.answer(F.card(1), at: F.start, after: F.review(at: F.start, due: overdue)))
            try store.record(F.answer(F.card(2), at: F.start, after: F.review(at: F.start, due: soon)))
            try store.record(F.answer(F.card(3), at: F.start, after: F.review(at: F.start, due: F.start.addingTimeInterval(days(40)))))
            try store.record(F.answer(F.card(4), deck: F.otherDeck, at: F.start, after: F.review(at: F.start, due: soon)))
            try store.record(F.answer(F.card(5), at: F.start, mode: .quiz, after: nil))
            let until = F.start.addingTimeInterval(days(30))
            #expect(try store.dueTimes(deckID: F.deck, until: until).sorted() == [overdue, soon])
            #expect(try store.dueTimes(deckID: nil, until: until).sorted() == [overdue, soon, soon])
        }
    }
}
