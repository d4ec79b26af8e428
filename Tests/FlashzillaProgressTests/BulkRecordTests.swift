import Foundation
import FlashzillaCore
import GRDB
import Testing
@testable import FlashzillaProgress

/// `record(all:)` writes in bulk (an import's history) and must leave every table exactly as
/// recording the same answers one at a time does.
@Suite struct BulkRecordTests {
    typealias F = ProgressFixtures

    /// A mixed history: quiz and review answers, lapses, two decks, a card seen only in
    /// Quiz, a card answered again after its quiz, and answers spread over several buckets.
    static func answers() -> [ReviewAnswer] {
        var answers: [ReviewAnswer] = []
        let scheduler = FSRSScheduler()
        for n in 0..<12 {
            let deck = n % 3 == 0 ? F.otherDeck : F.deck
            var state: FSRSCardState?
            for k in 0..<(n % 5 + 1) {
                let time = F.start.addingTimeInterval(Double(n * 700 + k * 86_400 * (k + 1)))
                if n % 4 == 1 && k == 0 {
                    answers.append(.quiz(deckID: deck, cardID: F.card(n), outcome: .correct, at: time, milliseconds: 900))
                    continue
                }
                let rating: FSRSRating = (n + k) % 4 == 0 ? .again : [.hard, .good, .easy][(n + k) % 3]
                let after = scheduler.review(state, of: F.card(n), as: rating, at: time)
                answers.append(ReviewAnswer(deckID: deck, cardID: F.card(n), time: time, rating: rating, milliseconds: 1_000 + k,
                                            mode: .review, before: state, after: after))
                state = after
            }
        }
        answers.append(.quiz(deckID: F.deck, cardID: F.card(99), outcome: .wrong, at: F.start, milliseconds: 500))
        return answers.sorted { $0.time < $1.time }
    }

    static func tables(_ url: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try ["SELECT * FROM deck ORDER BY key", "SELECT * FROM card ORDER BY key", "SELECT * FROM review ORDER BY id",
                 "SELECT * FROM review_bucket ORDER BY deckKey, bucket, mode", "SELECT * FROM review_bucket_all ORDER BY bucket, mode",
                 // Triggers and indexes a bulk write sets aside are back, as their migration made them.
                 "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') ORDER BY name",
                 // The bulk write runs without SQLite's key checks: its keys must hold all the same.
                 "PRAGMA foreign_key_check"].flatMap { sql in
                try Row.fetchAll(db, sql: sql).map(\.description)
            }
        }
    }

    @Test func bulkRecordingEqualsRecordingOneByOne() throws {
        try withProgressFolder { folder in
            let one = folder.appendingPathComponent("one.sqlite"), bulk = folder.appendingPathComponent("bulk.sqlite")
            // Both start with a card already reviewed, so the bulk path meets existing rows too.
            let earlier = F.answer(F.card(2), at: F.start.addingTimeInterval(-86_400), after: F.review(at: F.start, due: F.start))
            do {
                let store = try ProgressStore(fileURL: one)
                try store.record(earlier)
                for answer in Self.answers() { try store.record(answer) }
            }
            do {
                let store = try ProgressStore(fileURL: bulk)
                try store.record(earlier)
                try store.record(all: Self.answers())
                try store.record(all: [])
            }
            let expected = try Self.tables(one)
            #expect(expected.count > 40)
            #expect(try Self.tables(bulk) == expected)
        }
    }

    /// An import's history comes in batches (a card's answers may span two) and the bucket
    /// sums are written whenever a few have gathered: still the same tables.
    @Test func recordingInBatchesEqualsRecordingOneByOne() throws {
        try withProgressFolder { folder in
            let one = folder.appendingPathComponent("one.sqlite")
            do {
                let store = try ProgressStore(fileURL: one)
                for answer in Self.answers() { try store.record(answer) }
            }
            let expected = try Self.tables(one)
            let answers = Self.answers()
            // Written in bulk (triggers set aside), small (triggers in place), and in bulk after several batches were held.
            for smallWrite in [0, ProgressStore.smallWriteLimit, answers.count / 2] {
                for (size, limit) in [(1, 1), (7, 3), (answers.count, 2), (5, BucketSums.limit)] {
                    let bulk = folder.appendingPathComponent("bulk-\(size)-\(limit)-\(smallWrite).sqlite")
                    do {
                        let store = try ProgressStore(fileURL: bulk)
                        let batches = stride(from: 0, to: answers.count, by: size).map { Array(answers[$0..<min($0 + size, answers.count)]) }
                        try store.record(batches: [[]] + batches + [[]], bucketLimit: limit, smallWrite: smallWrite)
                        try store.record(batches: [[ReviewAnswer]](), bucketLimit: limit, smallWrite: smallWrite)
                    }
                    #expect(try Self.tables(bulk) == expected, "batches of \(size), \(limit) buckets held, small up to \(smallWrite)")
                }
            }
        }
    }

    /// Batches prepared ahead of the write (an import prepares them on another core, all
    /// of them before the first is written when the writer is slow): the same tables.
    @Test func batchesPreparedAheadEqualRecordingOneByOne() throws {
        try withProgressFolder { folder in
            let one = folder.appendingPathComponent("one.sqlite")
            do {
                let store = try ProgressStore(fileURL: one)
                for answer in Self.answers() { try store.record(answer) }
            }
            let expected = try Self.tables(one)
            let answers = Self.answers()
            for (size, limit) in [(1, 1), (4, 2), (answers.count, BucketSums.limit)] {
              for smallWrite in [0, ProgressStore.smallWriteLimit] {
                var preparer = AnswerPreparer(bucketLimit: limit)
                var prepared = stride(from: 0, to: answers.count, by: size).map { preparer.prepare(Array(answers[$0..<min($0 + size, answers.count)])) }
                prepared.append(preparer.finish())
                #expect(prepared.reduce(0) { $0 + $1.count } == answers.count)
                let bulk = folder.appendingPathComponent("prepared-\(size)-\(limit)-\(smallWrite).sqlite")
                do {
                    let store = try ProgressStore(fileURL: bulk)
                    try store.record(prepared: prepared, smallWrite: smallWrite)
                }
                #expect(try Self.tables(bulk) == expected, "batches of \(size), \(limit) buckets held, small up to \(smallWrite)")
              }
            }
        }
    }

    /// More rows than one multi-row statement takes (64): 300 cards of two answers each,
    /// about 600 answers in over 64 buckets of each deck, so both the statements of 64 rows
    /// and the single rows after them are used, for reviews and both kinds of sums; one
    /// card already has its row (an upsert among the new rows).
    @Test func manyRowsAtOnceEqualRecordingOneByOne() throws {
        let scheduler = FSRSScheduler()
        var answers: [ReviewAnswer] = []
        for n in 0..<300 {
            let deck = n % 2 == 0 ? F.deck : F.otherDeck
            let first = F.start.addingTimeInterval(Double(n) * 1_000)
            let after = scheduler.review(nil, of: F.card(n), as: .good, at: first)
            answers.append(ReviewAnswer(deckID: deck, cardID: F.card(n), time: first, rating: .good, milliseconds: n, mode: .review,
                                        before: nil, after: after))
            let second = first.addingTimeInterval(86_400 * 3)
            answers.append(ReviewAnswer(deckID: deck, cardID: F.card(n), time: second, rating: n % 3 == 0 ? .again : .easy, milliseconds: 2 * n,
                                        mode: .review, before: after, after: scheduler.review(after, of: F.card(n), as: .easy, at: second)))
        }
        answers.sort { $0.time < $1.time }  // as recorded one by one (review ids follow the order)
        try withProgressFolder { folder in
            let one = folder.appendingPathComponent("one.sqlite")
            let earlier = F.answer(F.card(70), deck: F.deck, at: F.start.addingTimeInterval(-86_400), after: F.review(at: F.start, due: F.start))
            do {
                let store = try ProgressStore(fileURL: one)
                try store.record(earlier)
                for answer in answers { try store.record(answer) }
            }
            let expected = try Self.tables(one)
            #expect(expected.filter { $0.contains("bucket") }.count > 2 * 64)
            for smallWrite in [0, ProgressStore.smallWriteLimit] {
                let bulk = folder.appendingPathComponent("bulk-\(smallWrite).sqlite")
                do {
                    let store = try ProgressStore(fileURL: bulk)
                    try store.record(earlier)
                    try store.record(batches: [answers], bucketLimit: BucketSums.limit, smallWrite: smallWrite)
                }
                #expect(try Self.tables(bulk) == expected, "small up to \(smallWrite)")
            }
        }
    }

    /// A sync's few answers are written with the bucket triggers left in place (the schema
    /// is not changed, so no statement is prepared again), all decks' sums counted once;
    /// past the limit they are set aside (the schema changes), with the same tables.
    @Test func aSmallWriteLeavesTheSchemaAloneAndCountsEachAnswerOnce() throws {
        try withProgressFolder { folder in
            let answers = Self.answers()
            let one = folder.appendingPathComponent("one.sqlite")
            do {
                let store = try ProgressStore(fileURL: one)
                for answer in answers { try store.record(answer) }
            }
            let expected = try Self.tables(one)
            for (smallWrite, schemaChanges) in [(answers.count, false), (answers.count - 1, true)] {
                let url = folder.appendingPathComponent("small-\(smallWrite).sqlite")
                let store = try ProgressStore(fileURL: url)
                let version = { try store.read { db in try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0 } }
                let before = try version()
                try store.record(batches: [answers], bucketLimit: BucketSums.limit, smallWrite: smallWrite)
                #expect((try version() != before) == schemaChanges, "small up to \(smallWrite)")
                #expect(try Self.tables(url) == expected, "small up to \(smallWrite)")
            }
        }
    }

    /// The bulk write adds all decks' sums itself, with the triggers that do it for single
    /// answers set aside meanwhile: afterwards they are back and work as before.
    @Test func singleAnswersAfterABulkWriteStillAddToAllDecksSums() throws {
        try withProgressFolder { folder in
            let answers = Self.answers()
            let later = F.answer(F.card(3), at: F.start.addingTimeInterval(30 * 86_400), after: F.review(at: F.start, due: F.start))
            let one = folder.appendingPathComponent("one.sqlite"), bulk = folder.appendingPathComponent("bulk.sqlite")
            do {
                let store = try ProgressStore(fileURL: one)
                for answer in answers + [later] { try store.record(answer) }
            }
            do {
                let store = try ProgressStore(fileURL: bulk)
                try store.record(all: answers)
                try store.record(later)
            }
            let tables = try Self.tables(bulk)
            #expect(tables.filter { $0.contains("CREATE TRIGGER") }.count == 3)
            #expect(tables == (try Self.tables(one)))
        }
    }

    /// An import's decks are written while its history is: `beforeCommit` waits for them,
    /// and if they fail, the history is not kept either (its triggers neither).
    @Test func aFailureBeforeTheCommitKeepsNothing() throws {
        struct DecksFailed: Error {}
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("bulk.sqlite")
            let store = try ProgressStore(fileURL: url)
            try store.record(F.answer(F.card(2), at: F.start, after: F.review(at: F.start, due: F.start)))
            let before = try Self.tables(url)
            var asked = 0
            for batches in [[Self.answers()], []] {
                #expect(throws: ProgressError.self) {
                    try store.record(batches: batches) { asked += 1; throw DecksFailed() }
                }
            }
            #expect(asked == 2)
            #expect(try Self.tables(url) == before)
            try store.record(batches: [Self.answers()]) { asked += 1 }
            #expect(asked == 3)
            #expect(try Self.tables(url) != before)
        }
    }
}
