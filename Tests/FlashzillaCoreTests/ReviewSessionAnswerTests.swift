import Foundation
import Testing
@testable import FlashzillaCore

/// Answering and undoing in a Review session, whole state after each step.
@Suite("ReviewSession answers")
struct ReviewSessionAnswerTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id

    @Test("an answer returns the Review answer (before, after), requeues a learning card and shows the next")
    func answerNewCard() {
        var session = F.session(F.deck(count: 2))
        let answer = session.answered(.good, at: F.minutes(1), milliseconds: 4_200)
        let after = F.scheduler.review(nil, of: id(1), as: .good, at: F.minutes(1))
        #expect(after.phase == .learning(step: 1) && after.due == F.minutes(11))
        #expect(answer == ReviewAnswer(deckID: session.deckID, cardID: id(1), time: F.minutes(1), rating: .good, milliseconds: 4_200,
                                       mode: .review, before: nil, after: after))
        #expect(session.queue == ReviewQueue(current: .init(id(2), .new), learning: [.init(cardID: id(1), due: F.minutes(11))]))
        #expect(session.states == [id(1): after])
        #expect(session.counts == ReviewCounts(new: 1, learning: 1, due: 0))
        #expect(session.canUndo && session.nextDue == nil)
    }

    @Test("a card still learning comes back early when nothing else is left, until it graduates")
    func learnAhead() {
        var session = F.session(F.deck(count: 1))
        let again = session.answered(.again, at: F.now, milliseconds: 1)
        #expect(again.after?.due == F.minutes(1))
        #expect(session.queue == ReviewQueue(current: .init(id(1), .learning)))
        let good = session.answered(.good, at: F.minutes(1), milliseconds: 1)
        #expect(good.before == again.after && good.after?.phase == .learning(step: 1))
        #expect(session.queue == ReviewQueue(current: .init(id(1), .learning)))
        let graduated = session.answered(.good, at: F.minutes(2), milliseconds: 1)
        #expect(graduated.after?.phase == .review)
        #expect(session.isFinished && session.queue == ReviewQueue())
        #expect(session.nextDue == graduated.after?.due)
        #expect(session.states == [id(1): graduated.after!])
    }

    @Test("a relearning card due again goes before the remaining reviews and new cards")
    func learningDueFirst() {
        let states: CardStates = [id(1): F.state(.review, due: F.days(-2)), id(2): F.state(.review, due: F.days(-1))]
        var session = F.session(F.deck(count: 3), states: states)
        let lapse = session.answered(.again, at: F.now, milliseconds: 1)
        #expect(lapse.isLapse && lapse.after?.phase == .relearning(step: 0))
        #expect(session.queue == ReviewQueue(current: .init(id(2), .review),
                                             learning: [.init(cardID: id(1), due: F.minutes(10))], newCards: [id(3)]))
        session.answered(.good, at: F.minutes(11), milliseconds: 1)
        #expect(session.queue == ReviewQueue(current: .init(id(1), .learning), newCards: [id(3)]))
    }

    @Test("undo restores the whole session, one answer at a time, and says what the store must restore")
    func undo() {
        let states: CardStates = [id(1): F.state(.review, due: F.days(-1))]
        let start = F.session(F.deck(count: 2), states: states)
        var session = start
        let first = session.answered(.again, at: F.now, milliseconds: 1)
        let afterFirst = session
        session.answered(.easy, at: F.minutes(1), milliseconds: 1)
        let undoneSecond = session.undo()
        #expect(undoneSecond == ReviewUndo(deckID: start.deckID, cardID: id(2), restoring: nil))
        #expect(session == afterFirst)
        let undoneFirst = session.undo()
        #expect(undoneFirst == ReviewUndo(deckID: start.deckID, cardID: id(1), restoring: first.before))
        #expect(session == start)
        let nothingToUndo = session.undo()
        #expect(nothingToUndo == nil)
        #expect(session == start)
    }

    @Test("undo on the end screen brings the last card back")
    func undoFromTheEnd() {
        var session = F.session(F.deck(count: 1))
        session.answered(.easy, at: F.now, milliseconds: 1)
        #expect(session.isFinished && session.nextDue == F.days(8))
        _ = session.undo()
        #expect(session == F.session(F.deck(count: 1)))
    }

    @Test("with no card on show an answer does nothing")
    func answerWhenFinished() {
        var session = F.session(F.deck(count: 0))
        let before = session
        let answer = session.answer(.good, at: F.now, milliseconds: 1)
        #expect(answer == nil)
        #expect(session == before)
    }

    @Test("the labels' due times are the scheduler's for the card on show")
    func nextDueByRating() {
        let state = F.state(.review, due: F.days(-1))
        let session = F.session(F.deck(count: 1), states: [id(1): state])
        #expect(session.nextDueByRating(at: F.now) == F.scheduler.nextDue(state, of: id(1), at: F.now))
        #expect(F.session(F.deck(count: 0)).nextDueByRating(at: F.now) == nil)
    }
}
