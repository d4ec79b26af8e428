import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Every key of the Review screen: the whole screen afterwards and the effects it asks for.
struct ReviewUpdateTests {
    typealias F = ReviewFixtures

    /// `screen` after `key` at `now`, with the effects.
    func press(_ key: Key, on screen: ReviewScreen, at now: Moment = .zero) -> (ReviewScreen, [ReviewEffect]) {
        var copy = screen
        let effects = copy.handle(.key(key), now: now, size: F.standard)
        return (copy, effects)
    }

    @Test(arguments: [Key.character(" "), .enter])
    func revealShowsTheAnswerWithAFlip(key: Key) {
        let start = F.screen()
        let (screen, effects) = press(key, on: start, at: Moment(.seconds(1)))
        var expected = start
        expected.isRevealed = true
        expected.flip = FlipAnimation(start: Moment(.seconds(1)), toRevealed: true)
        #expect(screen == expected && effects.isEmpty)
        // Reduced motion: no flip.
        let (still, _) = press(key, on: F.screen(animations: false))
        #expect(still.isRevealed && still.flip == nil)
        // Once revealed, Space/Enter is Good (Anki's keys), with no button focused.
        #expect(screen.message(for: .key(key)) == .rated(.good))
    }

    /// Anki's keys: on the answer side Space and Enter answer Good, exactly as 3 does.
    @Test(arguments: [Key.character(" "), .enter])
    func spaceOrEnterOnTheAnswerSideIsGood(key: Key) {
        let revealed = F.screen().afterKeys(.character(" "))
        let now = Moment(.milliseconds(2_500))
        let (byKey, effects) = press(key, on: revealed, at: now)
        let (byThree, threeEffects) = press(.character("3"), on: revealed, at: now)
        guard case .record(let answer)? = effects.first else {
            Issue.record("Space/Enter on the answer side records an answer")
            return
        }
        #expect(answer.rating == .good && effects == threeEffects)
        #expect(byKey == byThree)
        // Twice from the question: shown, then Good.
        let (_, twice) = press(key, on: F.screen().afterKeys(key), at: now)
        #expect(twice.count == 1)
    }

    /// With an answer button focused, Space/Enter presses that button, not Good.
    @Test(arguments: [Key.character(" "), .enter])
    func spaceOrEnterPressesTheFocusedButton(key: Key) {
        let hard = F.screen(animations: false, buttons: true).afterKeys(.character(" "), .tab, .tab)
        #expect(hard.buttonFocus == .hard)
        let (_, effects) = press(key, on: hard)
        guard case .record(let answer)? = effects.first else {
            Issue.record("Space/Enter on a focused button records an answer")
            return
        }
        #expect(answer.rating == .hard && effects.count == 1)
        let footer = hard.view(size: F.standard, now: .zero).text(row: 23)
        #expect(footer.contains("Space/Enter press Hard"))
    }

    @Test(arguments: [
        (Key.character("1"), FSRSRating.again), (.left, .again), (.character("h"), .again), (.character("2"), .hard),
        (.character("3"), .good), (.right, .good), (.character("l"), .good), (.character("4"), .easy),
    ])
    func ratingARevealedCardRecordsItAndShowsTheNext(key: Key, rating: FSRSRating) {
        let revealed = F.screen().afterKeys(.character(" "))
        let now = Moment(.milliseconds(2_500))
        let (screen, effects) = press(key, on: revealed, at: now)
        // The review card (3) comes first.
        let before = F.states[F.id(3)]!
        let after = F.scheduler.review(before, of: F.id(3), as: rating, at: F.date.addingTimeInterval(2.5))
        let answer = ReviewAnswer(deckID: F.deck().id, cardID: F.id(3), time: F.date.addingTimeInterval(2.5), rating: rating,
                                  milliseconds: 2_500, mode: .review, before: before, after: after)
        #expect(effects == [.record(answer)])
        var expected = revealed
        _ = expected.session.answer(rating, at: F.date.addingTimeInterval(2.5), milliseconds: 2_500)
        expected.isRevealed = false
        expected.flip = nil
        expected.shownAt = now
        expected.swipe = SwipeAnimation(card: F.deck().cards[2], wasRevealed: true, outcome: rating == .again ? .wrong : .correct,
                                        start: now, startOffset: 0)
        expected.swipeRating = rating
        #expect(screen == expected)
    }

    @Test(arguments: [Key.character("1"), .character("2"), .character("3"), .character("4"), .left, .right])
    func aCardNotRevealedCannotBeRated(key: Key) {
        let start = F.screen()
        let (screen, effects) = press(key, on: start)
        #expect(screen == start && effects.isEmpty)
    }

    @Test func undoTakesBackTheLastAnswer() {
        let start = F.screen(animations: false)
        let answered = start.afterKeys(.character(" "), .character("1"), at: Moment(.seconds(3)))
        let (screen, effects) = press(.character("u"), on: answered, at: Moment(.seconds(4)))
        #expect(effects == [.undo(ReviewUndo(deckID: F.deck().id, cardID: F.id(3), restoring: F.states[F.id(3)]))])
        var expected = start
        expected.shownAt = Moment(.seconds(4))
        expected.feedback = "Undone: answer to “\(F.deck().cards[2].prompt)”"  // reduced motion says it
        #expect(screen == expected)
        let (again, nothing) = press(.character("u"), on: screen)
        #expect(again == screen && nothing.isEmpty)
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let (open, _) = press(.character("?"), on: F.screen())
        #expect(open.isHelpVisible)
        let (closed, effects) = press(.character("q"), on: open)
        #expect(!closed.isHelpVisible && effects.isEmpty)
        let (_, suspend) = press(.ctrl("z"), on: open)
        #expect(suspend == [.suspend])
    }

    @Test(arguments: [Key.character("q"), .escape])
    func leaving(key: Key) {
        #expect(press(key, on: F.screen()).1 == [.leave])
    }

    @Test func ctrlZSuspends() {
        #expect(press(.ctrl("z"), on: F.screen()).1 == [.suspend])
    }

    @Test func tabWalksTheAnswerButtonsOfARevealedCardAndEnterPressesOne() {
        let question = F.screen(animations: false, buttons: true)
        #expect(question.message(for: .key(.tab)) == nil)  // nothing to press yet
        var screen = question.afterKeys(.character(" "))
        var focus: [FSRSRating?] = []
        for _ in 0..<5 {
            screen = screen.afterKeys(.tab)
            focus.append(screen.buttonFocus)
        }
        #expect(focus == [.again, .hard, .good, .easy, nil])
        screen = screen.afterKeys(.backTab)
        #expect(screen.buttonFocus == .easy)
        let (pressed, effects) = press(.enter, on: screen.afterKeys(.backTab))
        guard case .record(let answer)? = effects.first else {
            Issue.record("Enter on a focused button records an answer")
            return
        }
        #expect(answer.rating == .good && effects.count == 1)
        #expect(pressed.buttonFocus == nil && !pressed.isRevealed)
    }

    @Test func withoutButtonsTabIsNotBound() {
        #expect(F.screen().afterKeys(.character(" ")).message(for: .key(.tab)) == nil)
    }

    @Test func aTickShowsALearningCardOnceWithinTheLearnAheadLimit() {
        var deck = F.deck(cards: 1)
        deck.settings.newCardsPerDay = 0
        let learning = FSRSCardState(phase: .learning(step: 0), stability: 1, difficulty: 5, due: F.date.addingTimeInterval(30 * 60),
                                     lastReview: F.date, reviewCount: 1)
        var screen = F.screen(deck, states: [F.id(1): learning])
        #expect(screen.session.isFinished)
        #expect(screen.nextWakeUp(now: .zero) == .seconds(600))
        screen.update(.ticked, now: Moment(.seconds(599)), size: F.standard)
        #expect(screen.session.isFinished)
        screen.update(.ticked, now: Moment(.seconds(600)), size: F.standard)
        #expect(screen.session.currentCard?.id == F.id(1) && screen.shownAt == Moment(.seconds(600)))
    }

    @Test func aStoreFailureIsShownUntilTheNextAnswer() {
        var screen = F.screen(animations: false).afterKeys(.character(" "), .character("3"))
        _ = screen.update(.saveFailed("progress.sqlite: locked"), in: .at(.zero))
        #expect(screen.view(size: F.standard, now: .zero).text(row: 22).contains("Not saved: progress.sqlite: locked"))
        screen = screen.afterKeys(.character(" "), .character("3"))
        #expect(screen.problem == nil)
    }

    @Test func theKeymapHasNoConflictsAndTheFooterFollowsTheCard() {
        #expect(ReviewScreen.keymap.conflictingKeys.isEmpty)
        let question = F.screen().view(size: F.standard, now: .zero).text(row: 23)
        #expect(question.contains("Space/Enter show, then good") && !question.contains("again"))
        let revealed = F.screen(animations: false).afterKeys(.character(" ")).view(size: F.standard, now: .zero).text(row: 23)
        #expect(revealed.contains("Space/Enter good") && revealed.contains("1/←/h again") && revealed.contains("3/→/l good"))
        #expect(!revealed.contains("show"))
        // The help overlay says both sides.
        let help = F.screen().afterKeys(.character("?")).view(size: F.standard, now: .zero)
        #expect((0..<24).contains { help.text(row: $0).contains("Space/Enter") && help.text(row: $0).contains("show, then good") })
    }
}
