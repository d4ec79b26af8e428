import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears of the Quiz: the card first, the score and time left.
struct DescribeStudyTests {
    typealias F = StudyFixtures
    func context(_ moment: Moment = .zero, size: Size = F.standard) -> ScreenContext {
        ScreenContext(moment: moment, date: ReviewFixtures.date, size: size)
    }

    @Test func theCardFirstThenTheScoreAndTimeLeft() {
        #expect(F.screen().describe(in: context(studyAt(10))) == ["What is the capital of France? Card 1 of 10.", "0 correct, 0 wrong.", "Under 2 minutes left."])
    }

    @Test func theAnswerOnceTurnedAndTheVerdictBeforeTheNextCard() {
        let turned = F.screen(animations: false).after(.revealToggled, at: studyAt(1))
        #expect(turned.describe(in: context(studyAt(1))) == [
            "What is the capital of France? Card 1 of 10.",
            "Answer: Paris.",
            "0 correct, 0 wrong.",
            "Under 2 minutes left.",
        ])
        let answered = turned.after(.swiped(.correct), at: studyAt(2))
        #expect(answered.describe(in: context(studyAt(2))) == [
            "Correct.",
            "What is the capital of Japan? Card 2 of 10.",
            "1 correct, 0 wrong.",
            "Under 2 minutes left.",
        ])
    }

    /// Said in steps, so the line changes (and is said again) once a minute, not every second.
    @Test func timeLeftInMinutesThenTheWarningWithHowToGetMore() {
        let screen = F.screen()
        #expect(screen.describe(in: context(studyAt(39))).last == "Under 2 minutes left.")
        #expect(screen.describe(in: context(studyAt(40))).last == "Under a minute left.")
        #expect(screen.describe(in: context(studyAt(90))).last == "Time almost up: say more time for another minute.")
        let more = screen.after(.moreTimeRequested, at: studyAt(90))
        #expect(more.describe(in: context(studyAt(90))).last == "Under 2 minutes left.")
    }

    /// Undo says what it took back, then the card again; the next act on the cards ends it.
    @Test func undoSaysWhatItUndid() {
        let undone = F.screen(animations: false).after(.revealToggled, .swiped(.correct), .undoRequested, at: studyAt(2))
        #expect(undone.describe(in: context(studyAt(2))).prefix(2) == [
            "Undone: answer to “What is the capital of France?”.",
            "What is the capital of France? Card 1 of 10.",
        ])
        let turned = undone.after(.revealToggled, at: studyAt(3))
        #expect(!turned.describe(in: context(studyAt(3))).contains { $0.hasPrefix("Undone") })
    }

    @Test func pausedAndFinished() {
        #expect(F.screen().after(.pauseToggled, at: studyAt(5)).describe(in: context(studyAt(6))) == ["Paused with 95 seconds left.", "Press p to go on."])
        let one = F.deck("One", [("gato", "cat")])
        let finished = F.screen(one, animations: false).after(.revealToggled, .swiped(.wrong), at: studyAt(1))
        #expect(finished.describe(in: context(studyAt(2))) == ["Finished: 0 correct, 1 wrong.", "Press Enter to start again."])
    }

    @Test func anEmptyDeckAndATinyTerminal() {
        #expect(F.screen(F.empty).describe(in: context()) == ["Nothing here has no cards to study."])
        #expect(F.screen().describe(in: context(size: Size(width: 20, height: 6))) == ["Terminal too small: need at least 40 by 12, now 20 by 6."])
    }
}
