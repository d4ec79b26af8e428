import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Quiz answers leave the Study screen as effects to log, with how long each card was on
/// show; undo asks for its answer to be taken back.
struct StudyQuizLogTests {
    typealias F = StudyFixtures
    let size = F.standard

    @Test func eachSwipeIsLoggedWithTheTimeItsCardWasShown() {
        var screen = F.screen()
        let first = screen.session.topCard!.id
        #expect(screen.update(.swiped(.correct), now: studyAt(3), size: size)
                == [.answered(cardID: first, outcome: .correct, milliseconds: 3_000)])
        let second = screen.session.topCard!.id
        #expect(screen.update(.swiped(.wrong), now: studyAt(4.5), size: size)
                == [.answered(cardID: second, outcome: .wrong, milliseconds: 1_500)])
    }

    @Test func pausedTimeIsNotCountedAsLooking() {
        var screen = F.screen().after(.pauseToggled, at: studyAt(2)).after(.pauseToggled, at: studyAt(30))
        let top = screen.session.topCard!.id
        #expect(screen.update(.swiped(.correct), now: studyAt(31), size: size)
                == [.answered(cardID: top, outcome: .correct, milliseconds: 3_000)])
    }

    @Test func undoAsksForTheAnswerToBeTakenBackAndTheCardIsTimedAfresh() {
        var screen = F.screen()
        let first = screen.session.topCard!.id
        _ = screen.update(.swiped(.wrong), now: studyAt(2), size: size)
        #expect(screen.update(.undoRequested, now: studyAt(5), size: size) == [.answerUndone(cardID: first)])
        #expect(screen.update(.undoRequested, now: studyAt(6), size: size) == [], "nothing left to undo")
        #expect(screen.update(.swiped(.correct), now: studyAt(7), size: size)
                == [.answered(cardID: first, outcome: .correct, milliseconds: 2_000)])
    }

    @Test func aMouseSwipeAndAnAnswerButtonAreLoggedToo() {
        var screen = F.screen()
        let layout = screen.layout(for: size)
        let grab = Point(x: layout.card.minX + layout.card.width / 2, y: layout.card.minY + 2)
        let top = screen.session.topCard!.id
        _ = screen.update(.mouse(MouseEvent(kind: .press, button: .left, position: grab)), now: studyAt(1), size: size)
        let released = MouseEvent(kind: .release, button: .left, position: grab.offset(dx: -layout.swipeThreshold))
        #expect(screen.update(.mouse(released), now: studyAt(1.25), size: size)
                == [.answered(cardID: top, outcome: .wrong, milliseconds: 1_250)])

        var buttons = F.screen()
        buttons.options.answerButtons = true
        let (_, correct) = StudyAnswerButtons.frames(in: buttons.layout(for: size).buttons)
        let click = MouseEvent(kind: .click, button: .left, position: Point(x: correct.minX + 1, y: correct.minY))
        #expect(buttons.update(.mouse(click), now: studyAt(2), size: size)
                == [.answered(cardID: top, outcome: .correct, milliseconds: 2_000)])
    }

    @Test func nothingIsLoggedAfterTimeIsUpOrWhileTheCardIsHidden() {
        var over = F.screen()
        #expect(over.update(.swiped(.correct), now: studyAt(120), size: size) == [])
        var tiny = F.screen()
        #expect(tiny.update(.swiped(.correct), now: studyAt(1), size: Size(width: 5, height: 3)) == [])
    }

    @Test func startingAgainTimesTheNewFirstCardFromTheRestart() {
        var screen = F.screen().after(.swiped(.correct), at: studyAt(3)).after(.restartRequested, at: studyAt(10))
        let top = screen.session.topCard!.id
        #expect(screen.update(.swiped(.correct), now: studyAt(14), size: size)
                == [.answered(cardID: top, outcome: .correct, milliseconds: 4_000)])
    }
}
