import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Whole study conversations, compared line for line with what should be said.
struct ScreenReaderStudyTests {
    typealias F = ReaderFixtures

    /// Listening takes longer than reading (WCAG 2.2.1): by voice a timed deck is untimed
    /// until the learner chooses its time limits, and a chosen ×10 says the longer time.
    @Test func byVoiceDecksAreUntimedUnlessChosen() {
        var r = ReaderHarness(opening: F.capitals(), settings: Settings())
        r.start()
        r.type("time", "quit")
        #expect(r.transcript.hasPrefix("Capitals, 3 cards, no time limit.\n"), "\(r.transcript)")
        var tenfold = Settings()
        tenfold.timeLimits = .tenfold
        var slow = ReaderHarness(opening: F.capitals(), settings: tenfold)
        slow.start()
        #expect(slow.transcript.hasPrefix("Capitals, 3 cards, 1000 seconds.\n"), "\(slow.transcript)")
    }

    @Test func aWholeSessionThenARestartThatRunsOutOfTime() {
        var r = ReaderHarness(opening: F.capitals())
        r.start()
        r.type("", "y", "answer", "n", "undo", "correct", "WRONG")
        r.type("r", at: 20)
        r.idle(until: 130)
        r.type("y", at: 131)
        r.type("time", "quit")
        #expect(r.transcript == """
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            > 
            Answer: Paris. Was your answer correct? Type y for correct, n for wrong.
            > y
            Correct. 1 correct, 0 wrong.
            Card 2 of 3: What is the capital of Japan? Press Enter to hear the answer.
            > answer
            Answer: Tokyo. Was your answer correct? Type y for correct, n for wrong.
            > n
            Wrong. 1 correct, 1 wrong.
            Card 3 of 3: What is the capital of Kenya? Press Enter to hear the answer.
            > undo
            Undone. 1 correct, 0 wrong.
            Card 2 of 3: What is the capital of Japan? Press Enter to hear the answer.
            > correct
            Correct. 2 correct, 0 wrong.
            Card 3 of 3: What is the capital of Kenya? Press Enter to hear the answer.
            > WRONG
            Wrong. 2 correct, 1 wrong.
            Finished: 2 correct, 1 wrong.
            Type r to start again, or q to quit.
            > r
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            [60 s]
            60 seconds left.
            [90 s]
            30 seconds left.
            [110 s]
            10 seconds left.
            [120 s]
            Time is up: 0 correct, 0 wrong, 3 not answered.
            Type r to start again, or q to quit.
            > y
            The session is over. Type r to start again, or q to quit.
            > time
            Time is up.
            > quit
            Goodbye.
            [quit]
            """)
        #expect(r.hasEnded)
    }

    @Test func pauseStopsTheClockAndTimeTellsWhatIsLeft() {
        var r = ReaderHarness(opening: F.capitals())
        r.start()
        r.type("time", at: 12.3)
        r.type("pause", at: 15)
        r.idle(until: 500)
        r.type("y", "", "time", "undo")
        r.type("pause", at: 600)
        r.type("resume", "")
        r.type("p", at: 601)
        r.type("resume", at: 602)
        r.type("continue")
        #expect(r.transcript == """
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            > time
            88 seconds left.
            > pause
            Paused with 85 seconds left. Type resume to go on.
            > y
            Paused with 85 seconds left. Type resume to go on.
            > 
            Paused with 85 seconds left. Type resume to go on.
            > time
            Paused with 85 seconds left. Type resume to go on.
            > undo
            Paused with 85 seconds left. Type resume to go on.
            > pause
            Resumed with 85 seconds left.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            > resume
            The session is not paused.
            > 
            Answer: Paris. Was your answer correct? Type y for correct, n for wrong.
            > p
            Paused with 84 seconds left. Type resume to go on.
            > resume
            Resumed with 84 seconds left.
            Card 1 of 3: What is the capital of France?
            Answer: Paris. Was your answer correct? Type y for correct, n for wrong.
            > continue
            The session is not paused.
            """)
    }

    @Test func onlyThresholdsBelowTheLimitAreAnnouncedAndALateTickSaysTheTimeOnce() {
        var r = ReaderHarness(opening: F.capitals(timeLimit: 45))
        r.start()
        #expect(r.conversation.nextWakeUp(now: .zero) == .seconds(15))
        r.tick(at: 44)
        #expect(r.conversation.nextWakeUp(now: .seconds(44)) == .seconds(1))
        r.tick(at: 44.5)
        r.tick(at: 45)
        #expect(r.conversation.nextWakeUp(now: .seconds(45)) == nil)
        #expect(r.transcript == """
            Capitals, 3 cards, 45 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            [44 s]
            1 second left.
            [44.500 s]
            [45 s]
            Time is up: 0 correct, 0 wrong, 3 not answered.
            Type r to start again, or q to quit.
            """)
    }

    @Test func wakeUpsLandExactlyOnEachAnnouncementAndNeverWhilePaused() {
        var r = ReaderHarness(opening: F.capitals())
        r.start()
        #expect(r.conversation.nextWakeUp(now: .zero) == .seconds(40))
        #expect(r.conversation.nextWakeUp(now: .seconds(39.75)) == .milliseconds(250))
        r.tick(at: 40)
        #expect(r.conversation.nextWakeUp(now: .seconds(40)) == .seconds(30))
        r.type("pause", at: 41)
        #expect(r.conversation.nextWakeUp(now: .seconds(41)) == nil)
        var untimed = ReaderHarness(opening: F.colours)
        untimed.start()
        #expect(untimed.conversation.nextWakeUp(now: .zero) == nil)
    }

    @Test func anAnswerTypedJustAfterTheDeadlineIsNotTakenAndTimeUpIsSaidOnce() {
        var r = ReaderHarness(opening: F.capitals())
        r.start()
        r.type("", at: 99)
        r.type("y", at: 100.2)
        r.type("undo")
        r.type("r")
        #expect(r.transcript == """
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            > 
            1 second left.
            Answer: Paris. Was your answer correct? Type y for correct, n for wrong.
            > y
            Time is up: 0 correct, 0 wrong, 3 not answered.
            Type r to start again, or q to quit.
            > undo
            Time is up, so the answers stand.
            > r
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            """)
    }

    @Test func aWrongCardComesBackAndUndoFromTheSummaryReturnsToIt() {
        var r = ReaderHarness(opening: ReaderFixtures.loaded(StudyFixtures.deck("Two", [("uno", "one"), ("dos", "two")], timeLimit: 0, requeueWrong: true), "two"))
        r.start()
        r.type("n", "y", "repeat", "", "repeat", "y", "undo", "time", "y", "n")
        #expect(r.transcript == """
            Two, 2 cards, no time limit.
            Card 1 of 2: uno. Press Enter to hear the answer.
            > n
            Wrong; this card comes back later. 0 correct, 1 wrong.
            Card 1 of 2: dos. Press Enter to hear the answer.
            > y
            Correct. 1 correct, 1 wrong.
            Card 2 of 2, again: uno. Press Enter to hear the answer.
            > repeat
            Card 2 of 2, again: uno. Press Enter to hear the answer.
            > 
            Answer: one. Was your answer correct? Type y for correct, n for wrong.
            > repeat
            Card 2 of 2, again: uno.
            Answer: one. Was your answer correct? Type y for correct, n for wrong.
            > y
            Correct. 2 correct, 1 wrong.
            Finished: 2 correct, 1 wrong.
            Type r to start again, or q to quit.
            > undo
            Undone. 1 correct, 1 wrong.
            Card 2 of 2, again: uno. Press Enter to hear the answer.
            > time
            This session has no time limit.
            > y
            Correct. 2 correct, 1 wrong.
            Finished: 2 correct, 1 wrong.
            Type r to start again, or q to quit.
            > n
            The session is over. Type r to start again, or q to quit.
            """)
    }

    @Test func unknownInputHelpAndBackWithoutAMenu() {
        var r = ReaderHarness(opening: F.colours)
        r.start()
        r.type("xyzzy", "  HELP  ", "b", "undo")
        #expect(r.transcript == """
            Colours, 2 cards, no time limit.
            Card 1 of 2: rojo. Press Enter to hear the answer.
            > xyzzy
            Unknown command "xyzzy". Type help to hear the commands.
            >   HELP  
            Commands: Enter or answer to hear the answer; y or correct if you knew it; n or wrong if you did not; undo to take back the last answer; pause to stop the clock; resume to go on; time to hear the time left; repeat to hear the card again; r or restart to start again; help to hear this again; q or quit to leave Flashzilla.
            > b
            There is no deck menu in this mode. Type q to quit.
            > undo
            There is nothing to undo.
            """)
    }

    @Test func endOfInputMidSessionSaysTheScoreAndQuits() {
        var r = ReaderHarness(opening: F.capitals())
        r.start()
        r.type("y")
        r.endInput(at: 5)
        r.type("y")
        r.endInput()
        #expect(r.transcript == """
            Capitals, 3 cards, 100 seconds.
            Card 1 of 3: What is the capital of France? Press Enter to hear the answer.
            > y
            Correct. 1 correct, 0 wrong.
            Card 2 of 3: What is the capital of Japan? Press Enter to hear the answer.
            [end of input]
            Stopped with 1 correct, 0 wrong, 2 not answered.
            Goodbye.
            [quit]
            > y
            [end of input]
            """)
        #expect(r.hasEnded)
    }

    @Test func aDeckWithNoCardsSaysSoAndQuits() {
        var r = ReaderHarness(opening: ReaderFixtures.loaded(StudyFixtures.empty, "empty"))
        r.start()
        #expect(r.transcript == """
            Nothing here has no cards to study.
            Goodbye.
            [quit]
            """)
    }

    @Test func hostileCardTextIsSanitisedAndKeptOnOneLine() {
        let deck = StudyFixtures.deck("Evil\u{1B}[2J", [("\u{1B}[31mRED\u{1B}[0m\nalert\u{7}", "tab\there\u{9B}2J\r\nend")], timeLimit: 0)
        var r = ReaderHarness(opening: ReaderFixtures.loaded(deck, "evil"))
        r.start()
        r.type("", "\u{1B}[A")
        #expect(r.transcript == """
            Evil␛[2J, 1 card, no time limit.
            Card 1 of 1: ␛[31mRED␛[0m alert␇. Press Enter to hear the answer.
            > 
            Answer: tab here␛[2J end. Was your answer correct? Type y for correct, n for wrong.
            > \u{1B}[A
            Unknown command "␛[A". Type help to hear the commands.
            """)
        let said = r.transcript.split(separator: "\n").filter { !$0.hasPrefix(">") }
        #expect(said.allSatisfy { SafeText.isSafe(String($0)) })
    }
}

/// Quiz answers by voice go into the Quiz log as the full screen's do (issue 15).
@Suite struct ScreenReaderQuizLogTests {
    @Test func eachAnswerIsLoggedAndUndoTakesItBack() {
        let deck = StudyFixtures.deck("Two", [("uno", "one"), ("dos", "two")], timeLimit: 0)
        var r = ReaderHarness(opening: ReaderFixtures.loaded(deck, "two"))
        r.start()
        r.type("", "y", "n")
        #expect(r.storedReviews.map(\.mode) == [.quiz, .quiz])
        #expect(r.storedReviews.map(\.rating) == [.good, .again])
        #expect(r.storedReviews.map(\.cardID) == deck.cards.map(\.id))
        #expect(r.storedReviews.allSatisfy { $0.deckID == deck.id && $0.before == nil && $0.after == nil })
        r.type("undo")
        #expect(r.storedReviews.map(\.rating) == [.good])
    }
}

/// Word types are spoken (issue 13): before the prompt in study and in the card list.
@Suite struct ScreenReaderWordTypeTests {
    @Test func theWordTypeIsSaidWithTheCard() {
        var deck = StudyFixtures.deck("Birds", [("goose", "a large water bird")], timeLimit: 0)
        deck.cards[0].wordType = .noun
        var r = ReaderHarness(opening: ReaderFixtures.loaded(deck, "birds"))
        r.start()
        #expect(r.transcript.contains("Card 1 of 1 (noun): goose. Press Enter to hear the answer."), "\(r.transcript)")
        #expect(SpokenPhrases.cardListItem(1, deck.cards[0]) == "1. (noun) goose. Answer: a large water bird.")
    }
}
