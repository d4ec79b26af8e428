import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

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
                #expect(try store.states(deckID: F.deck) == [F.card: after])
            }
            let again = try ProgressStore(fileURL: url)
            #expect(try again.states(deckID: F.deck) == [F.card: after])
            #expect(try again.states(deckID: F.otherDeck).isEmpty)
            let log = try again.reviews(deckID: F.deck, cardID: F.card)
            let expected = ReviewLogEntry(id: 1, time: F.start, rating: .good, milliseconds: 1_250, mode: .review, phaseBefore: 0,
                                          stability: after.stability, difficulty: after.difficulty)
            #expect(log == [expected])
        }
    }

    @Test("every phase and step comes back as it was stored")
    func phasesRoundTrip() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let phases: [FSRSPhase] = [.learning(step: 0), .learning(step: 3), .review, .relearning(step: 0), .relearning(step: 2)]
            var expected: [UUID: FSRSCardState] = [:]
            for (n, phase) in phases.enumerated() {
                let state = FSRSCardState(phase: phase, stability: 0.001 + Double(n), difficulty: 1 + Double(n) * 2.25,
                                          due: F.start.addingTimeInterval(Double(n) * 3_600), lastReview: F.start, reviewCount: n + 1)
                expected[F.card(n)] = state
                try store.record(F.answer(F.card(n), at: F.start, after: state))
            }
            #expect(try store.states(deckID: F.deck).dictionary == expected)
        }
    }

    @Test("Quiz undo takes back the card's latest Quiz row and its sums, never a Review row or a schedule")
    func quizUndo() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let scheduled = F.learning(step: 0, at: F.start, due: 60)
            try store.record(F.answer(at: F.start, mode: .quiz, after: nil))
            try store.record(F.answer(at: F.start.addingTimeInterval(10), after: scheduled))
            try store.record(F.answer(at: F.start.addingTimeInterval(20), rating: .again, mode: .quiz, after: nil))
            try store.record(F.answer(F.card(2), at: F.start.addingTimeInterval(30), mode: .quiz, after: nil))
            let bucketsBefore = try store.answerBuckets(deckID: F.deck, from: F.start.addingTimeInterval(-3_600), to: F.start.addingTimeInterval(3_600))

            #expect(try store.undoLastQuizAnswer(deckID: F.deck, cardID: F.card))
            let log = try store.reviews(deckID: F.deck, cardID: F.card)
            #expect(log.map(\.mode) == [.quiz, .review])
            #expect(log.map(\.rating) == [.good, .good], "the latest Quiz row (Again) went")
            #expect(try store.states(deckID: F.deck) == [F.card: scheduled])
            #expect(try store.reviews(deckID: F.deck, cardID: F.card(2)).count == 1, "another card's row stays")
            let buckets = try store.answerBuckets(deckID: F.deck, from: F.start.addingTimeInterval(-3_600), to: F.start.addingTimeInterval(3_600))
            let quizAnswers = { (list: [AnswerBucket]) in list.filter { $0.mode == .quiz }.map(\.answers).reduce(0, +) }
            #expect(quizAnswers(buckets) == quizAnswers(bucketsBefore) - 1)
            #expect(buckets.filter { $0.mode == .quiz }.map(\.again).reduce(0, +) == 0)

            #expect(try store.undoLastQuizAnswer(deckID: F.deck, cardID: F.card))
            #expect(try !store.undoLastQuizAnswer(deckID: F.deck, cardID: F.card), "only the Review row is left")
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.mode) == [.review])
            #expect(try !store.undoLastQuizAnswer(deckID: F.otherDeck, cardID: F.card(2)))
        }
    }

    @Test("a Quiz answer is logged but never changes the schedule")
    func quizLeavesScheduleAlone() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            try store.record(F.answer(at: F.start, rating: .again, mode: .quiz, after: nil))
            #expect(try store.states(deckID: F.deck).isEmpty)
            let scheduled = F.learning(step: 0, at: F.start, due: 60)
            try store.record(F.answer(at: F.start, after: scheduled))
            // Even a Quiz answer that carries a state leaves the schedule alone.
            try store.record(F.answer(at: F.start.addingTimeInterval(5), mode: .quiz, before: scheduled, after: F.learning(step: 1, at: F.start, due: 9)))
            #expect(try store.states(deckID: F.deck) == [F.card: scheduled])
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.mode) == [.quiz, .review, .quiz])
            #expect(try store.reviewCount() == 3)
        }
    }

    @Test("undo removes the card's latest Review answer and restores the schedule before it (new again after a first answer)")
    func undo() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let first = F.learning(step: 0, at: F.start, due: 60)
            let second = F.learning(step: 1, at: F.start.addingTimeInterval(70), due: 600, count: 2)
            let firstID = try store.record(F.answer(at: F.start, rating: .again, after: first))
            try store.record(F.answer(at: F.start.addingTimeInterval(70), before: first, after: second))
            try store.record(F.answer(at: F.start.addingTimeInterval(80), mode: .quiz, after: nil))
            #expect(try store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: first))
            #expect(try store.states(deckID: F.deck) == [F.card: first])
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.id).first == firstID)
            #expect(try store.reviews(deckID: F.deck, cardID: F.card).map(\.mode) == [.review, .quiz])
            #expect(try store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: nil))
            #expect(try store.states(deckID: F.deck).isEmpty)
            #expect(try !store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: nil))
            #expect(try store.reviewCount() == 1)
            let counts = try store.dueCounts(now: F.start, dayStart: F.start.addingTimeInterval(-3_600))
            #expect((counts[F.deck] ?? DueCounts()) == DueCounts())
        }
    }

    @Test("lapses count Again on a card in review, and undo takes one back")
    func lapses() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let review = F.review(at: F.start, due: F.start.addingTimeInterval(86_400))
            let relearning = FSRSCardState(phase: .relearning(step: 0), stability: 1, difficulty: 7, due: F.start.addingTimeInterval(86_400 + 600),
                                           lastReview: F.start.addingTimeInterval(86_400), reviewCount: 4)
            try store.record(F.answer(at: F.start, after: review))
            try store.record(F.answer(at: F.start.addingTimeInterval(86_400), rating: .again, before: review, after: relearning))
            try store.record(F.answer(at: F.start.addingTimeInterval(86_500), rating: .again, before: relearning, after: relearning))
            #expect(try store.lapses(deckID: F.deck, cardID: F.card) == 1)
            try store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: relearning)
            #expect(try store.lapses(deckID: F.deck, cardID: F.card) == 1)
            try store.undoLastReview(deckID: F.deck, cardID: F.card, restoring: review)
            #expect(try store.lapses(deckID: F.deck, cardID: F.card) == 0)
        }
    }

    /// Issue 29: a learning card counts as due 20 minutes before it is (Anki's learn-ahead,
    /// as its deck list counts); a review card only once due.
    @Test func learningCardsCountWithinAnkisLearnAhead() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let now = F.start.addingTimeInterval(86_400)
            try store.record(F.answer(F.card(1), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 19 * 60)))
            try store.record(F.answer(F.card(2), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 21 * 60)))
            var relearning = F.learning(step: 0, at: now, due: 19 * 60)
            relearning.phase = .relearning(step: 0)
            try store.record(F.answer(F.card(3), at: now.addingTimeInterval(-60), after: relearning))
            try store.record(F.answer(F.card(4), at: F.start, after: F.review(at: F.start, due: now.addingTimeInterval(60))))
            let counts = try #require(try store.dueCounts(now: now, dayStart: now.addingTimeInterval(-3_600))[F.deck])
            #expect(counts.learning == 2)  // cards 1 and 3 (19 minutes); not card 2 (21)
            #expect(counts.review == 0)    // card 4 is due in a minute
            // Five new cards answered Good (each then due in 10 minutes): five learning, as Anki shows.
            for i in 10..<15 {
                try store.record(F.answer(F.card(i), at: now, after: F.learning(step: 1, at: now, due: 600)))
            }
            #expect(try store.dueCounts(now: now, dayStart: now.addingTimeInterval(-3_600))[F.deck]?.learning == 7)
        }
    }

    /// Seven minutes before the day ends, a card learnt over days and due when the next day
    /// starts is not counted yet (Anki's day-learning queue has no learn-ahead); one due in
    /// five minutes, within today, is.
    @Test func learnAheadStopsAtTheNextDaysStart() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let dayStart = F.start.addingTimeInterval(86_400)
            let now = dayStart.addingTimeInterval(86_400 - 7 * 60)
            try store.record(F.answer(F.card(1), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 7 * 60)))
            try store.record(F.answer(F.card(2), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 5 * 60)))
            #expect(try store.dueCounts(now: now, dayStart: dayStart)[F.deck]?.learning == 1)
        }
    }

    @Test("due counts: learning and review due now, started cards, today's new cards and reviews, the next due time")
    func dueCounts() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let now = F.start.addingTimeInterval(86_400 * 3)
            let dayStart = now.addingTimeInterval(-3_600)
            func review(due: TimeInterval) -> FSRSCardState { F.review(at: F.start, due: now.addingTimeInterval(due)) }
            // Earlier days: three cards learnt, now in review (two due, one not yet).
            try store.record(F.answer(F.card(1), at: F.start, after: review(due: -10)))
            try store.record(F.answer(F.card(2), at: F.start, after: review(due: 0)))
            try store.record(F.answer(F.card(3), at: F.start, after: review(due: 7_200)))
            // Today: one new card into learning (due in 10 min), one review lapsed into relearning (due now).
            try store.record(F.answer(F.card(4), at: now.addingTimeInterval(-60), after: F.learning(step: 1, at: now, due: 600)))
            var lapse = review(due: -1)
            lapse.phase = .relearning(step: 0)
            try store.record(F.answer(F.card(5), at: F.start, after: review(due: -100)))
            try store.record(F.answer(F.card(5), at: now.addingTimeInterval(-30), rating: .again, before: review(due: -100), after: lapse))
            // Another deck, and a Quiz answer that counts for nothing.
            try store.record(F.answer(F.card(6), deck: F.otherDeck, at: now, after: review(due: 86_400)))
            try store.record(F.answer(F.card(7), at: now, mode: .quiz, after: nil))

            let counts = try store.dueCounts(now: now, dayStart: dayStart)
            var expected = DueCounts()
            expected.learning = 2          // card 5, and card 4 (due in 10 minutes: within Anki's learn-ahead)
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

    @Test("today's answers of one deck: new cards introduced and reviews done since the day began, undo taken into account")
    func todayOfOneDeck() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let dayStart = F.start.addingTimeInterval(86_400)
            let review = F.review(at: F.start, due: dayStart)
            try store.record(F.answer(F.card(1), at: F.start, after: review))                    // yesterday: not today
            try store.record(F.answer(F.card(2), at: dayStart.addingTimeInterval(60), after: F.learning(step: 0, at: dayStart, due: 60)))
            try store.record(F.answer(F.card(1), at: dayStart.addingTimeInterval(90), before: review, after: review))
            try store.record(F.answer(F.card(3), at: dayStart.addingTimeInterval(95), after: F.learning(step: 0, at: dayStart, due: 60)))
            try store.record(F.answer(F.card(4), at: dayStart.addingTimeInterval(99), mode: .quiz, after: nil))
            try store.record(F.answer(F.card(9), deck: F.otherDeck, at: dayStart.addingTimeInterval(99), after: F.learning(step: 0, at: dayStart, due: 60)))
            #expect(try store.today(deckID: F.deck, dayStart: dayStart) == (introduced: 2, reviewed: 1))
            try store.undoLastReview(deckID: F.deck, cardID: F.card(3), restoring: nil)
            #expect(try store.today(deckID: F.deck, dayStart: dayStart) == (introduced: 1, reviewed: 1))
            #expect(try store.today(deckID: UUID(), dayStart: dayStart) == (introduced: 0, reviewed: 0))
        }
    }

    @Test("every Review answer comes back grouped by card, oldest first; Quiz answers are left out")
    func history() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            for (minute, rating) in [(0, FSRSRating.good), (10, .easy), (2, .hard)] {
                try store.record(F.answer(F.card(1), at: F.start.addingTimeInterval(TimeInterval(minute * 60)), rating: rating,
                                          after: F.learning(step: 0, at: F.start, due: 60)))
            }
            try store.record(F.answer(F.card(2), at: F.start, rating: .again, after: F.learning(step: 0, at: F.start, due: 60)))
            try store.record(F.answer(F.card(2), at: F.start, rating: .hard, mode: .quiz, after: nil))
            var seen: [(UUID, [FSRSReview])] = []
            try store.forEachReviewHistory { _, card, reviews in seen.append((card, reviews)) }
            #expect(seen.count == 2)
            #expect(seen.first?.0 == F.card(1))
            #expect(seen.first?.1 == [FSRSReview(time: F.start, rating: .good), FSRSReview(time: F.start.addingTimeInterval(120), rating: .hard),
                                      FSRSReview(time: F.start.addingTimeInterval(600), rating: .easy)])
            #expect(seen.last?.0 == F.card(2) && seen.last?.1 == [FSRSReview(time: F.start, rating: .again)])
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
            #expect(try b.states(deckID: F.deck).count == 300)
        }
    }
}
