import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears of Review: the card first, feedback after an answer, what
/// an undo took back, the end, and a terminal too small to draw the card.
struct DescribeReviewTests {
    typealias F = ReviewFixtures
    let context = ScreenContext(moment: .zero, date: F.date, size: F.standard)

    @Test func theCardComesFirstWithWhatIsLeft() {
        #expect(F.screen().describe(in: context) == ["What is the capital of Kenya? 2 new, 1 due."])
    }

    @Test func theAnswerAndTheIntervalsOnceShown() {
        #expect(F.screen().afterKeys(.character(" ")).describe(in: context) == [
            "What is the capital of Kenya? 2 new, 1 due.",
            "Answer: Nairobi.",
            "Again 10 min, Hard 11 days, Good 16 days, Easy 26 days.",
        ])
    }

    @Test func anAnswerIsSaidBeforeTheNextCard() {
        let screen = F.screen(animations: false).afterKeys(.character(" "), .character("3"))
        #expect(screen.describe(in: context) == ["Good — next in 16 days.", "What is the capital of France? 2 new."])
        // Said once: gone when the next card's answer shows.
        #expect(screen.afterKeys(.character(" ")).describe(in: context).first == "What is the capital of France? 2 new.")
    }

    @Test func undoSaysWhatItTookBack() {
        let screen = F.screen(animations: false).afterKeys(.character(" "), .character("3"), .character("u"))
        #expect(screen.describe(in: context) == [
            "Undone: answer to “What is the capital of Kenya?”.",
            "What is the capital of Kenya? 2 new, 1 due.",
        ])
    }

    @Test func theEndSaysWhenTheNextCardIsDue() {
        #expect(F.finished().describe(in: context) == ["Easy — next in 8 days.", "Nothing more due now; next card due in 8 days."])
    }

    @Test func tooSmallToDrawTheCardSaysSo() {
        let small = ScreenContext(moment: .zero, date: F.date, size: Size(width: 30, height: 8))
        #expect(F.screen().describe(in: small) == ["Terminal too small: need at least 30 by 10, now 30 by 8."])
    }

    @Test func helpListsTheKeysWithTheirWords() {
        let lines = F.screen().afterKeys(.character("?")).describe(in: context)
        #expect(lines.first == "Help. Any key closes it.")
        #expect(lines.contains("3/→/l: good (say good)."))
    }

    @Test func controlCharactersInTheCardAreMadeVisible() {
        let hostile = StudyFixtures.hostile
        let session = ReviewSession(deck: hostile, states: [:], introducedToday: 0, reviewedToday: 0, now: F.date, scheduler: F.scheduler)
        let screen = ReviewScreen(deck: hostile, session: session, now: .zero, date: F.date)
        let lines = screen.describe(in: context)
        #expect(lines == ["␛[31mRED␛[0m alert␇. 1 new."])
        #expect(!lines.joined().contains("\u{1B}"))
    }
}
