import Foundation
import Testing
@testable import FlashzillaCore

/// The scheduler's rules on hand-made cards, as whole states (the traces check the numbers
/// against py-fsrs; these name the behaviour).
@Suite("FSRS scheduler")
struct FSRSSchedulerTests {
    let start = ISO8601Timestamp.date(from: "2026-01-08T14:47:00Z")!
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000042")!
    let plain = FSRSScheduler(try! SchedulerConfiguration(fuzz: false))
    let w = FSRSParameters.default.weights

    func minutes(_ m: Double) -> Date { start.addingTimeInterval(m * 60) }
    func days(_ d: Double) -> Date { start.addingTimeInterval(d * 86_400) }

    @Test("a new card: Again and Hard stay on step 0 (1 min, halfway to 10 min), Good goes to step 1, Easy graduates")
    func newCard() {
        let d0 = { (r: Int) in w[4] - pow(M_E, w[5] * Double(r - 1)) + 1 }
        #expect(plain.review(nil, of: id, as: .again, at: start)
                == FSRSCardState(phase: .learning(step: 0), stability: w[0], difficulty: d0(1), due: minutes(1), lastReview: start, reviewCount: 1))
        #expect(plain.review(nil, of: id, as: .hard, at: start)
                == FSRSCardState(phase: .learning(step: 0), stability: w[1], difficulty: d0(2), due: minutes(5.5), lastReview: start, reviewCount: 1))
        #expect(plain.review(nil, of: id, as: .good, at: start)
                == FSRSCardState(phase: .learning(step: 1), stability: w[2], difficulty: d0(3), due: minutes(10), lastReview: start, reviewCount: 1))
        // At 90 % retention the interval is the stability, rounded: 8.2956 → 8 days.
        #expect(plain.review(nil, of: id, as: .easy, at: start)
                == FSRSCardState(phase: .review, stability: w[3], difficulty: 1, due: days(8), lastReview: start, reviewCount: 1))
    }

    @Test("next due for each rating is what reviewing with it gives, and reads 1m 6m 10m 8d on a new card")
    func nextDue() {
        let due = plain.nextDue(nil, of: id, at: start)
        for rating in FSRSRating.allCases {
            #expect(due[rating] == plain.review(nil, of: id, as: rating, at: start).due)
        }
        #expect(FSRSRating.allCases.map { IntervalText.short(from: start, to: due[$0]) } == ["1m", "6m", "10m", "8d"])
        // After Good, Good graduates to the review interval of the same-day stability.
        let learning = plain.review(nil, of: id, as: .good, at: start)
        let next = plain.nextDue(learning, of: id, at: minutes(10))
        #expect(IntervalText.short(from: minutes(10), to: next.again) == "1m")
        #expect(IntervalText.short(from: minutes(10), to: next.hard) == "10m")
        #expect(plain.review(learning, of: id, as: .good, at: minutes(10)).phase == .review)
        // With fuzz on, the label is the fuzzed interval the review would give.
        let fuzzy = FSRSScheduler()
        let review = fuzzy.review(learning, of: id, as: .easy, at: minutes(10))
        #expect(fuzzy.nextDue(learning, of: id, at: minutes(10)).easy == review.due)
    }

    @Test("a review card answered Again relearns for 10 min; Hard on that step waits 15 min; Good graduates")
    func relearning() {
        let review = FSRSCardState(phase: .review, stability: 10, difficulty: 5, due: days(10), lastReview: start, reviewCount: 3)
        let lapsed = plain.review(review, of: id, as: .again, at: days(10))
        #expect(lapsed.phase == .relearning(step: 0) && lapsed.due == days(10).addingTimeInterval(600) && lapsed.reviewCount == 4)
        #expect(lapsed.stability < 10 && lapsed.difficulty > 5)
        let hard = plain.review(lapsed, of: id, as: .hard, at: lapsed.due)
        #expect(hard.phase == .relearning(step: 0) && hard.due == lapsed.due.addingTimeInterval(900))
        let good = plain.review(lapsed, of: id, as: .good, at: lapsed.due)
        #expect(good.phase == .review && good.due.timeIntervalSince(lapsed.due) >= 86_400)
    }

    @Test("without relearning steps a lapse stays in review; without learning steps a new card goes to review")
    func noSteps() throws {
        let scheduler = FSRSScheduler(try SchedulerConfiguration(learningSteps: [], relearningSteps: [], fuzz: false))
        let first = scheduler.review(nil, of: id, as: .again, at: start)
        #expect(first == FSRSCardState(phase: .review, stability: w[0], difficulty: first.difficulty, due: days(1), lastReview: start, reviewCount: 1))
        let lapse = scheduler.review(first, of: id, as: .again, at: days(1))
        #expect(lapse.phase == .review && lapse.due == days(2))
    }

    @Test("a learning step past the end (steps shortened since) graduates on Hard, Good and Easy, restarts on Again")
    func stepPastTheEnd() {
        let stale = FSRSCardState(phase: .learning(step: 3), stability: 2, difficulty: 5, due: minutes(10), lastReview: start, reviewCount: 4)
        for rating in [FSRSRating.hard, .good, .easy] {
            #expect(plain.review(stale, of: id, as: rating, at: minutes(10)).phase == .review)
        }
        let again = plain.review(stale, of: id, as: .again, at: minutes(10))
        #expect(again.phase == .learning(step: 0) && again.due == minutes(11))
    }

    @Test("intervals stop at the maximum interval")
    func maximumInterval() throws {
        let scheduler = FSRSScheduler(try SchedulerConfiguration(maximumInterval: 30, fuzz: false))
        let strong = FSRSCardState(phase: .review, stability: 400, difficulty: 2, due: days(400), lastReview: start, reviewCount: 9)
        #expect(scheduler.review(strong, of: id, as: .easy, at: days(400)).due == days(430))
    }

    @Test("retrievability: 0 for a new card, 90 % after the stability in whole days, counted in whole days")
    func retrievability() {
        #expect(plain.retrievability(of: nil, at: start) == 0)
        let card = FSRSCardState(phase: .review, stability: 10, difficulty: 5, due: days(10), lastReview: start, reviewCount: 2)
        #expect(plain.retrievability(of: card, at: minutes(30)) == 1)
        #expect(relativelyClose(plain.retrievability(of: card, at: days(10)), 0.9, tolerance: 1e-12))
        #expect(plain.retrievability(of: card, at: days(10).addingTimeInterval(-1)) == plain.retrievability(of: card, at: days(9)))
        #expect(plain.retrievability(of: card, at: days(30)) < plain.retrievability(of: card, at: days(10)))
        #expect(plain.retrievability(of: card, at: days(-3)) == 1)
    }

    @Test("a same-day review uses the short-term formula: Good never lowers stability, Again can")
    func sameDay() {
        let card = FSRSCardState(phase: .review, stability: 50, difficulty: 5, due: days(50), lastReview: start, reviewCount: 5)
        let good = plain.review(card, of: id, as: .good, at: minutes(600))
        #expect(good.stability >= 50 && good.stability < 51)
        #expect(plain.review(card, of: id, as: .again, at: minutes(600)).stability < 50)
        // One second short of a day is still the same day; a whole day later is not.
        let almost = plain.review(card, of: id, as: .good, at: days(1).addingTimeInterval(-1))
        #expect(almost.stability == good.stability)
        #expect(plain.review(card, of: id, as: .good, at: days(1)).stability > good.stability)
    }

    @Test("replay is review after review")
    func replay() {
        let history = [FSRSReview(time: start, rating: .good), FSRSReview(time: minutes(10), rating: .good),
                       FSRSReview(time: days(3), rating: .again), FSRSReview(time: days(3.01), rating: .hard)]
        var state: FSRSCardState?
        var expected: [FSRSCardState] = []
        for review in history {
            state = plain.review(state, of: id, as: review.rating, at: review.time)
            expected.append(state!)
        }
        #expect(plain.replay(history, of: id) == expected)
        #expect(plain.replay([], of: id) == [])
    }
}
