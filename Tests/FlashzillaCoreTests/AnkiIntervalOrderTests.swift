import Foundation
import Testing
@testable import FlashzillaCore

/// Issue 29: Review gives a card in review Hard < Good < Easy in whole days, as Anki
/// enforces; the scheduler's own numbers (and so `fsrs replay`) stay py-fsrs's.
@Suite struct AnkiIntervalOrderTests {
    typealias F = ReviewFixture
    let card = ReviewFixture.id(1)

    func days(_ due: Date) -> Int { Int((due.timeIntervalSince(F.now) / 86_400).rounded()) }

    /// A weak memory seen again the same day: FSRS gives all three one day.
    var weak: FSRSCardState {
        FSRSCardState(phase: .review, stability: 0.2, difficulty: 9, due: F.now, lastReview: F.now.addingTimeInterval(-3_600), reviewCount: 4)
    }

    @Test func fsrsAloneGivesHardGoodAndEasyTheSameDay() {
        let plain = F.scheduler.nextDue(weak, of: card, at: F.now)
        #expect([plain.hard, plain.good, plain.easy].map(days) == [1, 1, 1])
    }

    @Test func reviewPutsThemADayApart() {
        let ordered = F.scheduler.nextDueInAnkiOrder(weak, of: card, at: F.now)
        #expect([ordered.hard, ordered.good, ordered.easy].map(days) == [1, 2, 3])
        #expect(ordered.again == F.scheduler.nextDue(weak, of: card, at: F.now).again)
        for (rating, expected) in [(FSRSRating.hard, 1), (.good, 2), (.easy, 3)] {
            let after = F.scheduler.reviewInAnkiOrder(weak, of: card, as: rating, at: F.now)
            #expect(days(after.due) == expected)
            // Only the due date moves: the memory is FSRS's.
            #expect(after.stability == F.scheduler.review(weak, of: card, as: rating, at: F.now).stability)
        }
    }

    @Test func intervalsAlreadyInOrderAndLearningCardsAreLeftAlone() {
        let strong = FSRSCardState(phase: .review, stability: 30, difficulty: 5, due: F.now, lastReview: F.days(-30), reviewCount: 5)
        #expect(F.scheduler.nextDueInAnkiOrder(strong, of: card, at: F.now) == F.scheduler.nextDue(strong, of: card, at: F.now))
        let learning = FSRSCardState(phase: .learning(step: 0), stability: 0.2, difficulty: 9, due: F.now, lastReview: F.now, reviewCount: 1)
        #expect(F.scheduler.nextDueInAnkiOrder(learning, of: card, at: F.now) == F.scheduler.nextDue(learning, of: card, at: F.now))
        #expect(F.scheduler.nextDueInAnkiOrder(nil, of: card, at: F.now) == F.scheduler.nextDue(nil, of: card, at: F.now))
    }

    @Test func aReviewSessionAnswersInAnkisOrder() {
        let deck = F.deck(count: 1)
        var session = F.session(deck, states: [deck.cards[0].id: weak])
        #expect(session.nextDueByRating(at: F.now).map { [$0.hard, $0.good, $0.easy].map(days) } == [1, 2, 3])
        let answer = session.answer(.good, at: F.now, milliseconds: 0)
        #expect(answer.flatMap(\.after).map { days($0.due) } == 2)
    }
}
