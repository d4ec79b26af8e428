import Testing
import FlashzillaCore

/// Answering, requeueing, revealing, undoing and restarting.
@Suite("StudySession answers")
struct StudySessionAnswerTests {
    func started(count: Int = 3, requeueWrong: Bool = true, timeLimit: Int = 100) -> StudySession {
        StudySession(deck: makeDeck(count: count, timeLimit: timeLimit, requeueWrong: requeueWrong), seed: 1)
            .after(.start(at: t(0)))
    }

    @Test func correctAnswerRemovesTheTopCard() {
        let session = started().after(.answer(.correct, at: t(1)))
        #expect(prompts(session.stack) == ["prompt 2", "prompt 3"])
        #expect(session.correctCount == 1 && session.wrongCount == 0)
        #expect(session.outcomes == [makeCard(1).id: [.correct]])
        #expect(session.answeredCount == 1 && session.unansweredCount == 2 && session.totalCards == 3)
    }

    @Test func wrongAnswerGoesToTheBottomWhenRequeueing() {
        let session = started().after(.answer(.wrong, at: t(1)))
        #expect(prompts(session.stack) == ["prompt 2", "prompt 3", "prompt 1"])
        #expect(session.correctCount == 0 && session.wrongCount == 1)
        #expect(session.outcomes == [makeCard(1).id: [.wrong]])
        // Still to be asked, so not counted as answered.
        #expect(session.answeredCount == 0 && session.unansweredCount == 3)
    }

    @Test func progressCountsCardsThatLeftTheStack() {
        let session = StudySession(deck: makeDeck(count: 4), seed: 1).after(
            .start(at: t(0)), .answer(.wrong, at: t(1)), .answer(.correct, at: t(2)), .answer(.correct, at: t(3)))
        #expect(session.answeredCount == 2)
        #expect(session.progress == 0.5)
        #expect(StudySession(deck: makeDeck(count: 0), seed: 1).progress == 0)
    }

    @Test func wrongAnswerLeavesWhenNotRequeueing() {
        let session = started(requeueWrong: false).after(.answer(.wrong, at: t(1)))
        #expect(prompts(session.stack) == ["prompt 2", "prompt 3"])
        #expect(session.wrongCount == 1)
        #expect(session.answeredCount == 1)
    }

    @Test func allWrongWithoutRequeueFinishes() {
        let session = started(requeueWrong: false)
            .after(.answer(.wrong, at: t(1)), .answer(.wrong, at: t(2)), .answer(.wrong, at: t(3)))
        #expect(session.phase == .finished(.allAnswered))
        #expect(session.summary == StudySummary(
            correct: 0, wrong: 3, unanswered: 0, reason: .allAnswered, totalCards: 3, activeTime: .seconds(3)))
    }

    @Test func requeuedCardIsAskedAgainUntilRight() {
        var session = started(count: 1)
        for s in 1...3 {
            #expect(session.apply(.answer(.wrong, at: t(Double(s)))) == .applied)
            #expect(session.phase == .running)
            #expect(prompts(session.stack) == ["prompt 1"])
        }
        #expect(session.apply(.answer(.correct, at: t(4))) == .applied)
        #expect(session.phase == .finished(.allAnswered))
        #expect(session.outcomes == [makeCard(1).id: [.wrong, .wrong, .wrong, .correct]])
        #expect(session.correctCount == 1 && session.wrongCount == 3)
        #expect(session.answeredCount == 1 && session.totalCards == 1)
    }

    @Test func finishingFreezesTheCountdown() {
        let session = started().after(
            .pause(at: t(5)), .resume(at: t(25)),
            .answer(.correct, at: t(30)), .answer(.correct, at: t(31)), .answer(.correct, at: t(32)))
        #expect(session.phase == .finished(.allAnswered))
        #expect(session.remaining(at: t(32)) == .seconds(88))
        #expect(session.remaining(at: t(10_000)) == .seconds(88))
        #expect(session.activeTime(at: t(10_000)) == .seconds(12))
        #expect(session.summary?.activeTime == .seconds(12))
        #expect(session.countdown?.isRunning == false)
    }

    @Test func revealTogglesAndAnsweringHidesTheNextCard() {
        let start = started()
        let revealed = start.after(.reveal)
        #expect(revealed.isRevealed)
        #expect(revealed.after(.reveal) == start)
        let answered = revealed.after(.answer(.wrong, at: t(1)))
        #expect(!answered.isRevealed)
    }

    @Test func answeringDoesNotRequireRevealing() {
        let session = started().after(.answer(.correct, at: t(1)))
        #expect(session.correctCount == 1)
    }

    // MARK: - Undo

    @Test func undoRestoresTheWholeState() {
        let before = started().after(.reveal)
        for outcome in Outcome.allCases {
            // A tick at the same moment records what the answer + undo recorded on the clock.
            let expected = before.after(.reveal, .tick(at: t(4)))
            let undone = before.after(.answer(outcome, at: t(4)), .undo(at: t(4)))
            #expect(undone == expected, "\(outcome)")
            #expect(!undone.isRevealed)
        }
    }

    @Test func undoedCardComesBackUnrevealedEvenIfTheNextWasRevealed() {
        let session = started().after(.answer(.correct, at: t(1)), .reveal, .undo(at: t(2)))
        #expect(session.topCard == makeCard(1))
        #expect(!session.isRevealed)
    }

    @Test func undoAcrossRequeueReturnsCardsToTheTop() {
        var session = started().after(.answer(.wrong, at: t(1)), .answer(.wrong, at: t(2)))
        #expect(prompts(session.stack) == ["prompt 3", "prompt 1", "prompt 2"])
        #expect(session.apply(.undo(at: t(3))) == .applied)
        #expect(prompts(session.stack) == ["prompt 2", "prompt 3", "prompt 1"])
        #expect(session.wrongCount == 1)
        #expect(session.outcomes == [makeCard(1).id: [.wrong]])
        #expect(session.apply(.undo(at: t(4))) == .applied)
        #expect(prompts(session.stack) == ["prompt 1", "prompt 2", "prompt 3"])
        #expect(session.wrongCount == 0 && session.outcomes.isEmpty)
        #expect(session.apply(.undo(at: t(5))) == .ignored(.nothingToUndo))
    }

    @Test func undoOfARepeatedlyRequeuedSingleCard() {
        var session = started(count: 1).after(.answer(.wrong, at: t(1)), .answer(.wrong, at: t(2)))
        #expect(session.apply(.undo(at: t(3))) == .applied)
        #expect(prompts(session.stack) == ["prompt 1"])
        #expect(session.outcomes == [makeCard(1).id: [.wrong]])
        #expect(session.wrongCount == 1)
    }

    @Test func undoMixedAnswersInReverseOrder() {
        let steps: [StudyAction] = [
            .answer(.wrong, at: t(1)), .answer(.correct, at: t(2)), .answer(.wrong, at: t(3)),
            .answer(.correct, at: t(4)), .answer(.wrong, at: t(5)),
        ]
        var states = [started()]
        for step in steps { states.append(states.last!.after(step)) }
        var session = states.last!
        for index in stride(from: steps.count - 1, through: 0, by: -1) {
            #expect(session.apply(.undo(at: t(10))) == .applied)
            #expect(session.stack == states[index].stack, "after undoing step \(index)")
            #expect(session.outcomes == states[index].outcomes)
            #expect(session.correctCount == states[index].correctCount)
            #expect(session.wrongCount == states[index].wrongCount)
        }
    }

    @Test func undoWithoutRequeueReturnsALeftWrongCard() {
        var session = started(requeueWrong: false).after(.answer(.wrong, at: t(1)))
        #expect(session.apply(.undo(at: t(2))) == .applied)
        #expect(prompts(session.stack) == ["prompt 1", "prompt 2", "prompt 3"])
    }

    @Test func undoFromAllAnsweredResumesFromTheFrozenTime() {
        var session = started(count: 2)
            .after(.answer(.correct, at: t(10)), .answer(.correct, at: t(20)))
        #expect(session.phase == .finished(.allAnswered))
        // 40 s on the summary screen, then undo.
        #expect(session.apply(.undo(at: t(60))) == .applied)
        #expect(session.phase == .running)
        #expect(prompts(session.stack) == ["prompt 2"])
        #expect(session.correctCount == 1 && session.answeredCount == 1)
        #expect(session.summary == nil)
        #expect(session.remaining(at: t(60)) == .seconds(80))
        #expect(session.remaining(at: t(70)) == .seconds(70))
        #expect(session.activeTime(at: t(70)) == .seconds(30))
    }

    @Test func undoFromAllAnsweredUntimedResumesTheStopwatch() {
        var session = started(count: 1, timeLimit: 0).after(.answer(.correct, at: t(10)))
        #expect(session.apply(.undo(at: t(50))) == .applied)
        #expect(session.activeTime(at: t(55)) == .seconds(15))
    }

    @Test func undoAfterTimeUpIsRefused() {
        var session = started().after(.answer(.correct, at: t(1)))
        #expect(session.apply(.tick(at: t(100))) == .expired)
        let before = session
        #expect(session.apply(.undo(at: t(101))) == .ignored(.timeUp))
        #expect(session == before)
    }

    // MARK: - Restart

    @Test func restartEqualsAFreshSessionStartedThen() {
        let deck = makeDeck(count: 6, shuffle: true)
        let fresh = StudySession(deck: deck, seed: 77).after(.start(at: t(300)))
        let used = StudySession(deck: deck, seed: 1).after(
            .start(at: t(0)), .reveal, .answer(.wrong, at: t(5)), .answer(.correct, at: t(6)), .pause(at: t(7)))
        let restarted = used.after(.restart(at: t(300), seed: 77))
        #expect(restarted == fresh)
        #expect(restarted.correctCount == 0 && restarted.wrongCount == 0 && restarted.outcomes.isEmpty)
        #expect(restarted.remaining(at: t(300)) == .seconds(100))
        #expect(restarted.seed == 77)
        #expect(restarted.totalCards == 6 && restarted.phase == .running)
    }

    @Test func restartDealsFromTheWholeDeckAgain() {
        let deck = makeDeck(count: 10, sessionSize: 3, shuffle: true)
        let session = StudySession(deck: deck, seed: 1).after(
            .start(at: t(0)), .answer(.correct, at: t(1)), .answer(.correct, at: t(2)), .answer(.correct, at: t(3)))
        #expect(session.phase == .finished(.allAnswered))
        let restarted = session.after(.restart(at: t(10), seed: 2))
        #expect(restarted.stack == StudySession.deal(deck, seed: 2))
        #expect(restarted.totalCards == 3)
        #expect(restarted.stack != StudySession.deal(deck, seed: 1))
    }

    @Test func restartThenUndoHasNothingToUndo() {
        var session = started().after(.answer(.correct, at: t(1)), .restart(at: t(2), seed: 1))
        #expect(session.apply(.undo(at: t(3))) == .ignored(.nothingToUndo))
    }
}

@Suite("StudySession lending its deck")
struct StudySessionLendTests {
    @Test func aLentDeckComesBackToTheSameSession() {
        let deck = makeDeck(count: 3)
        let before = StudySession(deck: deck, seed: 1).after(.start(at: t(0)), .answer(.wrong, at: t(1)))
        var session = before
        let lent = session.lendDeck()
        #expect(lent == deck)
        #expect(session.deck.cards.isEmpty)
        session.restoreDeck(lent)
        #expect(session == before)
    }
}
