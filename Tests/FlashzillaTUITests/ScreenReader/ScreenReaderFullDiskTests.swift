import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Review by voice on a full disk: refused answers are kept and written later, each once,
/// and `quit` asks before they are lost.
struct ScreenReaderFullDiskTests {
    static let full = "/home/progress.sqlite: database or disk is full"

    /// France answered Good while the disk is full.
    static func oneAnswerKept() -> ReaderHarness {
        var r = ScreenReaderReviewTests.reviewing()
        r.start()
        r.failEveryChange = full
        r.type("", "3")
        return r
    }

    @Test func keptAnswersGoWithTheNextAnswerOnceThereIsRoom() {
        var r = Self.oneAnswerKept()
        r.type("", "1")
        #expect(r.storedReviews.isEmpty)
        #expect(r.transcript.hasSuffix("""
            [record 2 kept]
            Not saved: /home/progress.sqlite: database or disk is full.
            2 Review answers kept; tried again with the next answer, and before quitting.
            Card, 1 new, 2 learning, 0 due: What is the capital of Kenya? Press Enter to hear the answer.
            """))
        r.failEveryChange = nil
        r.type("", "4")
        let cards = F.capitals().deck.cards
        #expect(r.storedReviews.map(\.cardID) == [cards[0].id, cards[1].id, cards[2].id], "in order, each once")
        #expect(r.storedReviews.map(\.rating) == [.good, .again, .easy])
        #expect(r.transcript.hasSuffix("[record 3 kept]\nCard, 0 new, 2 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer."))
    }

    typealias F = ReaderFixtures

    @Test func aQuietRetryAfterTheBackOffWritesThem() {
        var r = Self.oneAnswerKept()
        r.failEveryChange = nil
        #expect(r.conversation.nextWakeUp(now: r.now) == UnsavedAnswers.retryDelay)
        r.idle(until: 5)
        #expect(r.transcript.hasSuffix("[5 s]\n[record 1 kept]\nThe kept Review answer is saved now."), "\(r.transcript)")
        #expect(r.storedReviews.count == 1)
    }

    @Test func quitWithAnswersThatStillCannotBeWrittenAsksAndOnlyYQuits() {
        var r = Self.oneAnswerKept()
        r.type("quit")
        #expect(!r.hasEnded)
        #expect(r.transcript.hasSuffix("""
            > quit
            [record 1 kept]
            1 Review answer not saved (disk full?): /home/progress.sqlite: database or disk is full. Quit anyway and lose them? Type y to quit, anything else to stay.
            """))
        r.type("no")
        #expect(!r.hasEnded)
        #expect(r.transcript.hasSuffix("Not quitting; the answers are kept.\nCard, 2 new, 1 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer."))
        r.type("q", "y")
        #expect(r.hasEnded)
        #expect(r.storedReviews.isEmpty)
    }

    @Test func quitWritesTheKeptAnswersFirstAndQuitsWhenThatWorks() {
        var r = Self.oneAnswerKept()
        r.failEveryChange = nil
        r.type("quit")
        #expect(r.hasEnded)
        #expect(r.storedReviews.count == 1)
        #expect(r.transcript.hasSuffix("> quit\n[record 1 kept]\nThe kept Review answer is saved now.\nGoodbye.\n[quit]"))
    }

    @Test func undoOfAKeptAnswerForgetsItWithoutTouchingTheFile() {
        var r = ScreenReaderReviewTests.reviewing()
        r.start()
        r.type("", "3")
        r.failEveryChange = Self.full
        r.type("", "3", "undo")
        r.failEveryChange = nil
        #expect(r.transcript.hasSuffix("> undo\nUndone.\nCard, 2 new, 1 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer."))
        r.type("quit")
        #expect(r.hasEnded)
        #expect(r.storedReviews.map(\.rating) == [.good], "France's answer stays; Japan's, taken back, was never written")
    }
}
