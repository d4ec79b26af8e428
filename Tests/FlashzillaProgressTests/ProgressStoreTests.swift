import Foundation
import Testing
@testable import FlashzillaProgress

/// A fresh folder for one test's progress file, removed afterwards.
func withProgressFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

enum ProgressFixtures {
    static let deck = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    static let otherDeck = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
    static let card = UUID(uuidString: "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B")!
    static let start = Date(timeIntervalSince1970: 1_795_319_407)  // 2026-11-22T03:50:07Z

    static func card(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", n))! }

    static func learning(step: Int, at time: Date, due: TimeInterval) -> CardProgress {
        CardProgress(phase: .learning, step: step, stability: 2.3065, difficulty: 2.118104, due: time.addingTimeInterval(due),
                     lastReview: time, reps: 1, lapses: 0)
    }

    static func answer(_ card: UUID = card, deck: UUID = deck, at time: Date, rating: Int = 3, mode: RecordedAnswer.Mode = .review,
                       before: CardProgress.Phase = .new, after: CardProgress?) -> RecordedAnswer {
        RecordedAnswer(deckID: deck, cardID: card, time: time, rating: rating, milliseconds: 1_250, mode: mode,
                       phaseBefore: before, after: after)
    }
}

@Suite("Progress store")
struct ProgressStoreTests {
    typealias F = ProgressFixtures

    @Test("a Review answer stores the card's schedule and a log row; reopening the file keeps both")
    func recordAndReopen() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let after = F.learning(step: 1, at: F.start, due: 600)
            do {
                let store = try ProgressStore(fileURL: url)
                try store.record(F.answer(at: F.start, after: after))
                #expect(try store.progress(deckID: F.deck) == [F.card: after])
            }
            let again = try ProgressStore(fileURL: url)
            #expect(try again.progress(deckID: F.deck) == [F.card: after])
            #expect(try again.progress(deckID: F.otherDeck).isEmpty)
            let log = try again.reviews(deckID: F.deck, cardID: F.card)
            #expect(log.count == 1)
            #expect(log[0].answer.time == F.start && log[0].answer.rating == 3 && log[0].answer.milliseconds == 1_250)
            #expect(log[0].answer.phaseBefore == .new && log[0].answer.mode == .review)
            #expect(log[0].answer.after?.stability == after.stability && log[0].answer.after?.difficulty == after.difficulty)
        }
    }

    @Test("a Quiz answer is logged but never changes the schedule")
    func quizLeavesScheduleAlone() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try store.record(F.answer(at: F.start, rating: 1, mode: .quiz, after: nil))
            #expect(try store.progress(deckID: F.deck).isEmpty)
            let scheduled = F.learning(step: 0, at: F.start, due: 60)
            try store.record(F.answer(at: F.start, after: scheduled))
            try store.record(F.answer(at: F.start.addingTimeInterval(5), rating: 3, mode: .quiz, before: .learning, after: nil))
            #expect(try store.progress(deckID: F.deck) == [F.card: scheduled])
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.answer.mode) == [.quiz, .review, .quiz])
            #expect(try store.reviewCount() == 3)
        }
    }

    @Test("undo removes the answer's row and restores the schedule before it (new again after a first answer)")
    func undo() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let first = F.learning(step: 0, at: F.start, due: 60)
            let second = F.learning(step: 1, at: F.start.addingTimeInterval(70), due: 600)
            let firstID = try store.record(F.answer(at: F.start, rating: 1, after: first))
            let secondID = try store.record(F.answer(at: F.start.addingTimeInterval(70), before: .learning, after: second))
            try store.undo(reviewID: secondID, restoring: first)
            #expect(try store.progress(deckID: F.deck) == [F.card: first])
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.id) == [firstID])
            try store.undo(reviewID: firstID, restoring: nil)
            #expect(try store.progress(deckID: F.deck).isEmpty)
            #expect(try store.reviewCount() == 0)
            let counts = try store.dueCounts(now: F.start, dayStart: F.start.addingTimeInterval(-3_600))
            #expect((counts[F.deck] ?? DueCounts()) == DueCounts())
        }
    }

    @Test("due counts: learning and review due now, started cards, today's new cards and reviews, the next due time")
    func dueCounts() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let now = F.start.addingTimeInterval(86_400 * 3)
            let dayStart = now.addingTimeInterval(-3_600)
            func review(due: TimeInterval) -> CardProgress {
                CardProgress(phase: .review, stability: 5, difficulty: 5, due: now.addingTimeInterval(due), lastReview: F.start, reps: 3)
            }
            // Yesterday: three cards learnt, now reviews (two due, one not yet).
            try store.record(F.answer(F.card(1), at: F.start, after: review(due: -10)))
            try store.record(F.answer(F.card(2), at: F.start, after: review(due: 0)))
            try store.record(F.answer(F.card(3), at: F.start, after: review(due: 7_200)))
            // Today: one new card into learning (due in 10 min), one relearning lapse due now, one review answered.
            try store.record(F.answer(F.card(4), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 600)))
            var lapse = review(due: -1)
            lapse.phase = .relearning
            lapse.step = 0
            try store.record(F.answer(F.card(5), at: F.start, after: review(due: -100)))
            try store.record(F.answer(F.card(5), at: now.addingTimeInterval(-30), rating: 1, before: .review, after: lapse))
            // Another deck, and a Quiz answer that counts for nothing.
            try store.record(F.answer(F.card(6), deck: F.otherDeck, at: now, after: review(due: 86_400)))
            try store.record(F.answer(F.card(7), at: now, mode: .quiz, after: nil))

            let counts = try store.dueCounts(now: now, dayStart: dayStart)
            var expected = DueCounts()
            expected.learning = 1          // card 5 (card 4 is due in 10 minutes)
            expected.review = 2            // cards 1 and 2
            expected.started = 5
            expected.introducedToday = 1   // card 4
            expected.reviewedToday = 1     // card 5's lapse
            expected.nextDue = now.addingTimeInterval(-10)
            #expect(counts[F.deck] == expected)
            var other = DueCounts()
            other.started = 1
            other.introducedToday = 1
            other.nextDue = now.addingTimeInterval(86_400)
            #expect(counts[F.otherDeck] == other)
            #expect(counts.count == 2)
        }
    }

    @Test("every Review answer comes back grouped by card, oldest first; Quiz answers are left out")
    func history() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            for minute in [0, 10, 2] {
                try store.record(F.answer(F.card(1), at: F.start.addingTimeInterval(TimeInterval(minute * 60)), rating: 3 + minute % 2,
                                          after: F.learning(step: 0, at: F.start, due: 60)))
            }
            try store.record(F.answer(F.card(2), at: F.start, rating: 1, after: F.learning(step: 0, at: F.start, due: 60)))
            try store.record(F.answer(F.card(2), at: F.start, rating: 2, mode: .quiz, after: nil))
            var seen: [(UUID, [TimeInterval], [Int])] = []
            try store.forEachReviewHistory { _, card, times, ratings in
                seen.append((card, times.map { $0.timeIntervalSince(F.start) }, ratings))
            }
            #expect(seen.count == 2)
            #expect(seen[0].0 == F.card(1) && seen[0].1 == [0, 120, 600] && seen[0].2 == [3, 3, 3])
            #expect(seen[1].0 == F.card(2) && seen[1].1 == [0] && seen[1].2 == [1])
        }
    }

    @Test("the file is in WAL mode, so readers never block the writer")
    func walMode() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            _ = try ProgressStore(fileURL: url)
            let header = try Data(contentsOf: url).prefix(20)
            // Bytes 18 and 19 of an SQLite header are 2 and 2 in WAL mode (1 and 1 for a rollback journal).
            #expect(Array(header.suffix(2)) == [2, 2])
        }
    }

    @Test("two stores on one file (the app and `due`, or two apps) write at once without losing an answer")
    func twoWritersAtOnce() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            let a = try ProgressStore(fileURL: url), b = try ProgressStore(fileURL: url)
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                let store = writer == 0 ? a : b
                for n in 0..<150 {
                    do {
                        try store.record(F.answer(F.card(writer * 1_000 + n), at: F.start, after: F.learning(step: 0, at: F.start, due: 60)))
                        _ = try store.dueCounts(now: F.start, dayStart: F.start)
                    } catch {
                        failures.add("\(error)")
                    }
                }
            }
            #expect(failures.all.isEmpty)
            #expect(try a.reviewCount() == 300)
            #expect(try b.progress(deckID: F.deck).count == 300)
        }
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
