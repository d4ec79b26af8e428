import Foundation
import Testing
@testable import FlashzillaCore

/// Anki's custom study: which cards each choice brings, in which order, and whether answers
/// change the schedule.
@Suite("Custom study sessions")
struct CustomStudyTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id
    /// Today's study day began at 04:00 on the fixture's day.
    let dayStart = ISO8601Timestamp.date(from: "2026-03-10T04:00:00Z")!

    func session(_ study: CustomStudy, _ deck: Deck, states: CardStates = [:], marks: DeckMarks = DeckMarks(),
                 forgotten: Set<UUID> = []) -> ReviewSession {
        ReviewSession(customStudy: study, deck: deck, states: states, marks: marks, forgotten: forgotten, dayStart: dayStart,
                      now: F.now, scheduler: F.scheduler)
    }

    func shown(_ review: ReviewSession) -> [UUID] {
        (review.queue.current.map { [$0.cardID] } ?? []) + review.queue.upcomingReviews + review.queue.upcomingNew
    }

    @Test("only the limit choices reschedule besides reviewing ahead, as Anki builds its filtered decks")
    func reschedules() {
        #expect(CustomStudy.moreNew(5).reschedules && CustomStudy.moreReviews(5).reschedules && CustomStudy.reviewAhead(days: 2).reschedules)
        #expect(!CustomStudy.forgotten(days: 1).reschedules && !CustomStudy.tag("x").reschedules && !CustomStudy.previewNew(days: 1).reschedules)
        #expect(CustomStudy.moreNew(5).limitExtension == ReviewCounts(new: 5) && !CustomStudy.moreNew(5).isFiltered)
    }

    @Test("forgotten cards: only those answered Again in the days asked, suspended ones left out; answers change nothing")
    func forgotten() throws {
        let states: CardStates = [id(1): F.state(.relearning(step: 0), due: F.days(1)), id(2): F.state(.review, due: F.days(5)),
                                  id(3): F.state(.review, due: F.days(5))]
        var review = session(.forgotten(days: 2), F.deck(count: 4), states: states,
                             marks: DeckMarks(marks: [id(3): CardMarks(isSuspended: true)]), forgotten: [id(1), id(2), id(3)])
        #expect(Set(shown(review)) == [id(1), id(2)])
        #expect(!review.reschedules)
        let first = try #require(review.currentCard?.id)
        let answer = review.answered(.again, at: F.now, milliseconds: 5)
        #expect(answer.after == nil && review.states == states)
        // Again shows it again within the session (after a minute, or sooner when nothing else is left).
        #expect(review.queue.learning.map(\.cardID) == [first] && review.queue.learning.first?.due == F.minutes(1))
        review.answered(.good, at: F.now, milliseconds: 5)
        review.answered(.easy, at: F.now, milliseconds: 5)
        #expect(review.isFinished && review.states == states)
    }

    @Test("review ahead: review cards due up to N days after today, soonest first; answers reschedule them")
    func reviewAhead() throws {
        let states: CardStates = [id(1): F.state(.review, due: F.days(2.5)), id(2): F.state(.review, due: F.days(0.5)),
                                  id(3): F.state(.review, due: F.days(4)), id(4): F.state(.learning(step: 0), due: F.days(1))]
        var review = session(.reviewAhead(days: 2), F.deck(count: 5), states: states)
        #expect(shown(review) == [id(2), id(1)])
        #expect(review.reschedules)
        let answer = review.answered(.good, at: F.now, milliseconds: 5)
        #expect(answer.after != nil && review.states[id(2)] == answer.after)
    }

    @Test("by tag: every card with the tag, in any case, new or not; the schedule stays")
    func byTag() throws {
        var deck = F.deck(count: 4)
        deck.cards[0].tags = ["Verbs"]
        deck.cards[2].tags = ["verbs", "b"]
        deck.cards[3].tags = ["nouns"]
        var review = session(.tag("verbs"), deck, states: [id(3): F.state(.review, due: F.days(9))])
        #expect(Set(shown(review)) == [id(1), id(3)])
        review.answered(.good, at: F.now, milliseconds: 5)
        #expect(review.states == [id(3): F.state(.review, due: F.days(9))])
    }

    @Test("preview: new cards added in the last N days, in deck order, still new afterwards")
    func preview() throws {
        var deck = F.deck(count: 4)
        deck.cards[0].createdAt = F.days(-3)
        deck.cards[1].createdAt = dayStart.addingTimeInterval(60)
        deck.cards[2].createdAt = dayStart.addingTimeInterval(-3600)
        deck.cards[3].createdAt = dayStart.addingTimeInterval(120)
        #expect(shown(session(.previewNew(days: 1), deck)) == [id(2), id(4)])
        var twoDays = session(.previewNew(days: 2), deck)
        #expect(shown(twoDays) == [id(2), id(3), id(4)])
        twoDays.answered(.easy, at: F.now, milliseconds: 5)
        #expect(twoDays.states.isEmpty)
    }
}

extension CustomStudyTests {
    @Test("a session that does not reschedule offers its own times: Again in a minute, Hard in ten, Good and Easy as the card was")
    func practiceTimes() throws {
        let states: CardStates = [id(1): F.state(.review, due: F.days(5))]
        let review = session(.tag("t"), try tagged(F.deck(count: 1)), states: states)
        let due = try #require(review.nextDueByRating(at: F.now))
        #expect(due == FSRSNextDue(again: F.minutes(1), hard: F.minutes(10), good: F.days(5), easy: F.days(5)))
    }

    func tagged(_ deck: Deck) throws -> Deck {
        var deck = deck
        for index in deck.cards.indices { deck.cards[index].tags = ["t"] }
        return deck
    }
}
