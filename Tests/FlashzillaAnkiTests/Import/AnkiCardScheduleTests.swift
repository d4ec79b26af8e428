import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// Issue 29: an imported card's schedule is Anki's card row's, mapped onto Flashzilla's.
@Suite struct AnkiCardScheduleTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// A collection made at 2021-01-01 04:00 UTC, its days starting at 4 a.m.
    static let days = AnkiCollectionDays(creation: 1_609_473_600, rolloverHour: 4, timeZone: utc)
    static let steps = try! SchedulerConfiguration(learningSteps: [60, 600], relearningSteps: [600])
    static let lastAnswer = Date(timeIntervalSince1970: 1_610_000_000)
    static let replayed = FSRSCardState(phase: .review, stability: 40, difficulty: 6.5, due: lastAnswer.addingTimeInterval(86_400 * 40),
                                        lastReview: lastAnswer, reviewCount: 3)

    func state(_ schedule: AnkiCardSchedule, replayed: FSRSCardState? = Self.replayed) -> FSRSCardState? {
        schedule.state(days: Self.days, lastReview: Self.lastAnswer, replayed: replayed, configuration: Self.steps)
    }

    @Test func aNewCardHasNoSchedule() {
        #expect(state(AnkiCardSchedule(type: 0, due: 7)) == nil)
    }

    @Test func aLearningCardIsDueAtItsTimeOnTheStepItsStepsLeftSay() throws {
        // Two steps, one left (Good once): on the second; the thousands (old "today") ignored.
        let due: Int64 = 1_610_000_600
        let learning = try #require(state(AnkiCardSchedule(type: 1, due: due, left: 2001, reps: 1)))
        #expect(learning.phase == .learning(step: 1))
        #expect(learning.due == Date(timeIntervalSince1970: TimeInterval(due)))
        #expect(learning.reviewCount == 1 && learning.lastReview == Self.lastAnswer)
        // Both left (Again): the first; more left than Flashzilla has steps: still the first.
        #expect(state(AnkiCardSchedule(type: 1, due: due, left: 2))?.phase == .learning(step: 0))
        #expect(state(AnkiCardSchedule(type: 1, due: due, left: 5))?.phase == .learning(step: 0))
    }

    @Test func aLearningCardOverDaysIsDueOnItsDay() {
        // Queue 3 keeps a day number, not a time.
        #expect(state(AnkiCardSchedule(type: 1, due: 12, left: 1))?.due == Self.days.start(ofDay: 12))
    }

    @Test func aReviewCardIsDueFromTheStartOfItsDayWithTheMemoryAnkiStored() throws {
        let review = try #require(state(AnkiCardSchedule(type: 2, due: 183, interval: 4, reps: 9, lapses: 1, stability: 4.25, difficulty: 7.5)))
        #expect(review.phase == .review)
        // Day 183 after 2021-01-01 is 2021-07-03, from 04:00.
        #expect(review.due == ISO8601Timestamp.date(from: "2021-07-03T04:00:00Z"))
        #expect(review.stability == 4.25 && review.difficulty == 7.5 && review.reviewCount == 9)
    }

    @Test func withoutAStoredMemoryTheLogsReplayGivesIt() throws {
        let review = try #require(state(AnkiCardSchedule(type: 2, due: 10, interval: 4, reps: 3)))
        #expect(review.stability == 40 && review.difficulty == 6.5)
        #expect(review.due == Self.days.start(ofDay: 10), "the due date is still Anki's, not the replay's")
    }

    @Test func aRelearningCardIsOnItsRelearningStep() {
        #expect(state(AnkiCardSchedule(type: 3, due: 1_610_000_600, left: 1, lapses: 2))?.phase == .relearning(step: 0))
    }

    /// Reset, then given a due date in Anki, with no answer since and no stored memory: a
    /// stability whose interval is Anki's (at 90 % retention, the interval itself).
    @Test func aResetCardGivenADueDateKeepsThatDate() throws {
        let card = try #require(AnkiCardSchedule(type: 2, due: 183, interval: 30).state(
            days: Self.days, lastReview: nil, replayed: nil, configuration: Self.steps))
        #expect(card.due == ISO8601Timestamp.date(from: "2021-07-03T04:00:00Z"))
        #expect(abs(card.stability - 30) < 1e-9 && card.difficulty == 5)
        #expect(card.lastReview == card.due.addingTimeInterval(-30 * 86_400))
    }

    @Test func theMemoryStartsOverAfterAResetAndAtTheLastRunOfLearning() {
        func review(_ kind: Int8, reset: Bool = false) -> AnkiReview {
            AnkiReview(time: Self.lastAnswer, ease: 3, milliseconds: 0, kind: kind, startsOver: reset)
        }
        // learning, review, review: from the start.
        #expect(AnkiReview.memoryStart([review(0), review(1), review(1)][...]) == 0)
        // Learnt, reviewed, relearnt in a new run of learning (a reset Anki did not log): from that run.
        #expect(AnkiReview.memoryStart([review(0), review(1), review(0), review(0), review(1)][...]) == 2)
        // Reset before the fourth answer, a review: from there.
        #expect(AnkiReview.memoryStart([review(0), review(1), review(1), review(1, reset: true), review(1)][...]) == 3)
        // Offsets within a slice, not its indices.
        #expect(AnkiReview.memoryStart([review(1), review(0), review(1)][1...]) == 0)
    }

    @Test func aResetAnswerIsReplayedAsANewCardsAndTheLastTakesAnkisState() throws {
        let start = Self.lastAnswer
        let log = [AnkiReview(time: start, ease: 3, milliseconds: 0, kind: 0),
                   AnkiReview(time: start.addingTimeInterval(86_400 * 3), ease: 3, milliseconds: 0, kind: 1),
                   AnkiReview(time: start.addingTimeInterval(86_400 * 9), ease: 3, milliseconds: 0, kind: 0, startsOver: true)]
        let scheduler = FSRSScheduler(Self.steps)
        let schedule = AnkiCardSchedule(type: 1, due: 1_610_800_000, left: 1, reps: 3)
        let answers = ImportedHistory.replayed(log[...], schedule: schedule, days: Self.days, deckID: UUID(), cardID: UUID(), scheduler: scheduler)
        #expect(answers.count == 3)
        #expect(answers[2].before == nil, "after the reset the card is new again")
        let fresh = scheduler.replay([FSRSReview(time: log[2].time, rating: .good)], of: answers[2].cardID)
        #expect(answers[2].after?.stability == fresh[0].stability)
        #expect(answers[2].after?.phase == .learning(step: 1) && answers[2].after?.due == Date(timeIntervalSince1970: 1_610_800_000))
        // New in Anki: no answer leaves a schedule.
        let new = ImportedHistory.replayed(log[...], schedule: .new, days: Self.days, deckID: UUID(), cardID: UUID(), scheduler: scheduler)
        #expect(new.allSatisfy { $0.after == nil })
    }

    @Test func theMemoryIsReadFromTheCardsData() {
        func memory(_ json: String) -> (Float?, Float?) {
            Array(json.utf8).withUnsafeBufferPointer { AnkiCardSchedule.memory(inData: $0) }
        }
        #expect(memory(#"{"s":12.5,"d":5.25,"dr":0.9,"decay":0.1542,"lrt":1700000000}"#) == (12.5, 5.25))
        #expect(memory(#"{"pos":1,"lrt":1795561164}"#) == (nil, nil))
        #expect(memory("{}") == (nil, nil))
        #expect(memory("") == (nil, nil))
        #expect(memory(#"{"lrs":3,"d":2}"#) == (nil, 2))
    }

    @Test func anAnkiDayBeginsAtTheRolloverHourOfItsDate() {
        #expect(Self.days.start(ofDay: 0) == ISO8601Timestamp.date(from: "2021-01-01T04:00:00Z"))
        // crt is 4 a.m. where the collection was made: 03:00 UTC at UTC+1, 18:00 UTC the day
        // before at UTC+10, 09:00 UTC at UTC-5; its date is day 0 here too.
        for crt in [1_609_470_000, 1_609_437_600, 1_609_491_600] as [Int64] {
            let made = AnkiCollectionDays(creation: crt, rolloverHour: 4, timeZone: Self.utc)
            #expect(made.start(ofDay: 1) == ISO8601Timestamp.date(from: "2021-01-02T04:00:00Z"), "\(crt)")
        }
        // Across summer time, still 4 a.m. local: Berlin's clocks go forward on 2021-03-28.
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let there = AnkiCollectionDays(creation: 1_616_641_200, rolloverHour: 4, timeZone: berlin)  // 2021-03-25 03:00 UTC = 04:00 CET
        #expect(there.start(ofDay: 0) == ISO8601Timestamp.date(from: "2021-03-25T03:00:00Z"))
        #expect(there.start(ofDay: 5) == ISO8601Timestamp.date(from: "2021-03-30T02:00:00Z"))
    }

    /// Today as Anki counts it (rslib `sched_timing_today`), day `n` that many days from it.
    @Test func todayAsAnkiCountsIt() {
        func at(_ text: String) -> Date { ISO8601Timestamp.date(from: text)! }
        // No creation offset: days since crt's date here at the rollover hour (crt at 09:00).
        let legacy = AnkiCollectionDays(creation: Int64(at("2021-01-01T09:00:00Z").timeIntervalSince1970), rolloverHour: 4,
                                        creationMinutesWest: nil, now: at("2021-01-05T05:00:00Z"), timeZone: Self.utc)
        #expect(legacy.start(ofDay: 4) == at("2021-01-05T04:00:00Z"))
        // Made at UTC+1 (60 minutes east), asked before today's rollover: still yesterday's day.
        let offset = AnkiCollectionDays(creation: Int64(at("2021-01-01T03:00:00Z").timeIntervalSince1970), rolloverHour: 4,
                                        creationMinutesWest: -60, now: at("2021-01-05T03:30:00Z"), timeZone: Self.utc)
        #expect(offset.start(ofDay: 3) == at("2021-01-04T04:00:00Z"))
        #expect(offset.day(of: at("2021-01-05T03:30:00Z")) == 3)
    }
}
