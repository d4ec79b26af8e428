import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Review by voice: whole conversations, each answer stored before the next card is said.
struct ScreenReaderReviewTests {
    typealias F = ReaderFixtures

    static func reviewing(_ deck: LoadedDeck = F.capitals()) -> ReaderHarness {
        let session = ReviewSession(deck: deck.deck, states: [:], introducedToday: 0, reviewedToday: 0, now: ReaderHarness.calendarOrigin,
                                    scheduler: FSRSScheduler(try! SchedulerConfiguration(fuzz: false)))
        return ReaderHarness(opening: deck, purpose: .review(session))
    }

    @Test func answersSayTheNextIntervalAndAreStoredBeforeTheNextCard() {
        var r = Self.reviewing()
        r.start()
        r.type("3", "", "good", "show", "1", "help")
        r.type("undo")
        r.type("", "4", "answer", "hard", "quit")
        #expect(r.transcript == """
            Review, Capitals: 3 new, 0 learning, 0 due.
            Card, 3 new, 0 learning, 0 due: What is the capital of France? Press Enter to hear the answer.
            > 3
            Hear the answer first: press Enter or type show.
            > 
            Answer: Paris. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            > good
            Good. Next review in 10 min.
            [record good]
            Card, 2 new, 1 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer.
            > show
            Answer: Tokyo. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            > 1
            Again. Next review in 1 min.
            [record again]
            Card, 1 new, 2 learning, 0 due: What is the capital of Kenya? Press Enter to hear the answer.
            > help
            Commands: Enter or show to hear the answer; 1 or again if you forgot; 2 or hard; 3 or good; 4 or easy; undo to take back the last answer; help to hear this; q to quit.
            > undo
            [undo review]
            Undone.
            Card, 2 new, 1 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer.
            > 
            Answer: Tokyo. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            > 4
            Easy. Next review in 8 days.
            [record easy]
            Card, 1 new, 1 learning, 0 due: What is the capital of Kenya? Press Enter to hear the answer.
            > answer
            Answer: Nairobi. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            > hard
            Hard. Next review in 6 min.
            [record hard]
            Card, 0 new, 2 learning, 0 due: What is the capital of Kenya? Press Enter to hear the answer.
            > quit
            Goodbye.
            [quit]
            """)
        #expect(r.hasEnded)
        let cards = F.capitals().deck.cards
        // Japan's Again was taken back; its Easy stands.
        #expect(r.storedReviews.map(\.cardID) == [cards[0].id, cards[1].id, cards[2].id])
        #expect(r.storedReviews.map(\.rating) == [.good, .easy, .hard])
        #expect(r.storedReviews.allSatisfy { $0.mode == .review && $0.after != nil })
    }

    @Test func anAnswerThatCannotBeStoredIsSaidKeptAndWrittenBeforeTheEnd() {
        var r = Self.reviewing()
        r.start()
        r.failNextChange = "/home/progress.sqlite: the progress file is locked"
        r.type("", "3", "nothing", "")
        r.endInput()
        #expect(r.transcript == """
            Review, Capitals: 3 new, 0 learning, 0 due.
            Card, 3 new, 0 learning, 0 due: What is the capital of France? Press Enter to hear the answer.
            > 
            Answer: Paris. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            > 3
            Good. Next review in 10 min.
            [record good]
            Not saved: /home/progress.sqlite: the progress file is locked.
            1 Review answer kept; tried again with the next answer, and before quitting.
            Card, 2 new, 1 learning, 0 due: What is the capital of Japan? Press Enter to hear the answer.
            > nothing
            Unknown command "nothing". Type help to hear the commands.
            > 
            Answer: Tokyo. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, 8 days.
            [end of input]
            [record 1 kept]
            The kept Review answer is saved now.
            Goodbye.
            [quit]
            """)
        // Kept, not dropped: the last try before the end wrote it.
        #expect(r.storedReviews.map(\.rating) == [.good])
    }

    @Test func anEmptyQueueSaysSoAndRatingsDoNothing() {
        var r = Self.reviewing(F.loaded(StudyFixtures.deck("Empty", []), "empty"))
        r.start()
        r.type("3", "q")
        #expect(r.transcript == """
            Review, Empty: 0 new, 0 learning, 0 due.
            All caught up. Type q to quit.
            > 3
            All caught up. Type q to quit.
            > q
            Goodbye.
            [quit]
            """)
    }
}
