import Foundation
import Testing
@testable import FlashzillaCore

/// The scheduler against py-fsrs itself (scripts/fsrs-traces.py, fuzz off): every state
/// after every review, and the retrievability before it.
@Suite("FSRS against py-fsrs traces")
struct FSRSTraceTests {
    let traces = FSRSTraces.loaded

    @Test("the traces are py-fsrs 6.x and cover what they claim")
    func coverage() throws {
        #expect(traces.header.fsrs_version.hasPrefix("6."))
        #expect(traces.cards.count >= 300)
        #expect(traces.cards.allSatisfy { (3...15).contains($0.reviews.count) && $0.reviews.count == $0.states.count })
        let ratings = Set(traces.cards.flatMap { $0.reviews.map(\.rating) })
        #expect(ratings == [1, 2, 3, 4])
        #expect(Set(traces.cards.flatMap { $0.states.map(\.state) }) == ["learning", "review", "relearning"])
        #expect(traces.header.configs.count >= 5)
        #expect(Set(traces.header.configs.map(\.desired_retention)).count >= 4)
        #expect(Set(traces.header.configs.map(\.parameters)).count >= 4)

        // On time, late by days to weeks, early (a day or more since the last, before due),
        // and the same day, for cards in review.
        var late = 0, weeksLate = 0, early = 0, sameDay = 0, onTime = 0
        for card in traces.cards {
            let times = card.history.map(\.time)
            for i in 1..<card.states.count where card.states[i - 1].state == "review" {
                let due = ISO8601Timestamp.date(from: card.states[i - 1].due)!
                let sinceLast = times[i].timeIntervalSince(times[i - 1])
                let afterDue = times[i].timeIntervalSince(due)
                if afterDue >= 86_400 { late += 1 }
                if afterDue >= 14 * 86_400 { weeksLate += 1 }
                if afterDue >= 0 && afterDue < 3_600 { onTime += 1 }
                if afterDue < 0 && sinceLast >= 86_400 { early += 1 }
                if sinceLast < 86_400 { sameDay += 1 }
            }
        }
        #expect(late >= 100 && weeksLate >= 30 && early >= 30 && sameDay >= 30 && onTime >= 100,
                "late \(late), weeks late \(weeksLate), early \(early), same day \(sameDay), on time \(onTime)")
    }

    @Test("each state after each review is py-fsrs's: phase, step, stability and difficulty to 1e-9, due to the second")
    func statesMatch() throws {
        let schedulers = try traces.header.configs.map { FSRSScheduler(try $0.configuration()) }
        var compared = 0
        for card in traces.cards {
            let replayed = schedulers[card.config].replay(card.history, of: card.id)
            for (index, (ours, theirs)) in zip(replayed, card.states).enumerated() {
                let context = "card \(card.card) (\(traces.header.configs[card.config].name)), review \(index + 1)"
                let (state, step) = ours.phase.traceName
                #expect(state == theirs.state && step == theirs.step, "\(context): \(ours.phase)")
                #expect(relativelyClose(ours.stability, theirs.stability), "\(context): stability \(ours.stability) vs \(theirs.stability)")
                #expect(relativelyClose(ours.difficulty, theirs.difficulty), "\(context): difficulty \(ours.difficulty) vs \(theirs.difficulty)")
                #expect(ISO8601Timestamp.string(from: ours.due) == theirs.due, "\(context): due")
                #expect(ours.due == ISO8601Timestamp.date(from: theirs.due), "\(context): due has no fraction")
                #expect(ours.reviewCount == index + 1)
                compared += 1
            }
        }
        #expect(compared >= 3_000)
    }

    @Test("retrievability before each review is py-fsrs's")
    func retrievabilityMatches() throws {
        let schedulers = try traces.header.configs.map { FSRSScheduler(try $0.configuration()) }
        for card in traces.cards {
            let scheduler = schedulers[card.config]
            var state: FSRSCardState?
            for (index, review) in card.history.enumerated() {
                let ours = scheduler.retrievability(of: state, at: review.time)
                #expect(relativelyClose(ours, card.reviews[index].retrievability), "card \(card.card), review \(index + 1)")
                state = scheduler.review(state, of: card.id, as: review.rating, at: review.time)
            }
        }
    }
}
