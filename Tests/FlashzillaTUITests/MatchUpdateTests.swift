import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Keys and run-loop messages on the Match screen, checked through `handle` as
/// the run loop sends them.
struct MatchUpdateTests {
    typealias F = MatchFixtures

    func pressing(_ keys: Key..., on screen: MatchScreen = F.screen(), size: Size = F.standard) -> (MatchScreen, [MatchEffect]) {
        var screen = screen
        var effects: [MatchEffect] = []
        for key in keys { effects += screen.handle(.key(key), now: matchAt(1), size: size) }
        return (screen, effects)
    }

    // MARK: Focus

    /// 12 cards at 80×24 are 4 columns × 3 rows.
    @Test(arguments: [
        ([Key.right], 1), ([.character("l"), .character("l")], 2), ([.right, .right, .right, .right], 3),
        ([.down], 4), ([.character("j"), .character("j"), .character("j")], 8), ([.down, .up], 0),
        ([.character("k")], 0), ([.left], 0), ([.character("h")], 0), ([.right, .down, .left, .character("k")], 0),
    ])
    func arrowsAndVimKeysMoveTheFocusAndStopAtTheEdges(keys: [Key], focus: Int) {
        var screen = F.screen()
        for key in keys { screen.handle(.key(key), now: matchAt(1), size: F.standard) }
        #expect(screen.focus == focus)
    }

    /// 8 cards in 3 columns: the last row is short, and down from above its
    /// empty end lands on its last card.
    @Test func downIntoAShortLastRowLandsOnItsLastCard() {
        var screen = F.screen(F.deck("Four", Array(StudyFixtures.capitalPairs.prefix(4)), pairs: 4))
        screen.moveFocus(.right, columns: 3)
        screen.moveFocus(.right, columns: 3)
        screen.moveFocus(.right, columns: 3)
        #expect(screen.focus == 2)
        screen.moveFocus(.down, columns: 3)
        #expect(screen.focus == 5)
        screen.moveFocus(.down, columns: 3)  // row 2 holds places 6 and 7 only
        #expect(screen.focus == 7)
        screen.moveFocus(.down, columns: 3)
        #expect(screen.focus == 7)
        screen.moveFocus(.up, columns: 3)
        #expect(screen.focus == 4)
    }

    @Test func aResizeChangesWhatUpAndDownMean() {
        // 12 cards: 4 columns at 80×24, 6 at 120×16.
        let wide = Size(width: 120, height: 16)
        #expect(F.screen().layout(for: wide).grid?.columns == 6)
        var screen = F.screen()
        screen.handle(.resize(wide), now: matchAt(1), size: wide)
        screen.handle(.key(.down), now: matchAt(1), size: wide)
        #expect(screen.focus == 6)
        #expect(screen.view(size: wide, now: matchAt(1)).lines != screen.view(size: F.standard, now: matchAt(1)).lines)
    }

    // MARK: Turning

    @Test func enterAndSpaceTurnTheFocusedCard() {
        let (one, _) = pressing(.enter)
        #expect(one.game.faceUpUnmatched == [0])
        let (two, _) = pressing(.character(" "), .right, .character(" "))
        #expect(two.game.faceUpUnmatched == [0, 1] || two.game.matchedPairs == 1)
    }

    @Test func turningAFaceUpCardAgainChangesNothing() {
        let (once, _) = pressing(.enter)
        let (twice, effects) = pressing(.enter, on: once)
        #expect(twice == once && effects.isEmpty)
    }

    @Test func theFinishedEffectComesOnceAndTheRecordsAreKept() {
        let (screen, keys, effects) = F.screen().playedToEnd()
        #expect(effects == [.finished(MatchResult(score: 12, time: .milliseconds(5500), pairs: 6))])
        #expect(Set(keys).isSubset(of: [.left, .right, .up, .down, .enter]))
        #expect(screen.deck.matchRecord == MatchRecord(bestScore: 12, bestTime: .milliseconds(5500)))
        #expect(screen.recordChange == MatchRecordChange(isBestScore: true, isBestTime: true))
        // Nothing more happens on the finished table.
        let (after, more) = pressing(.enter, .left, .enter, on: screen)
        #expect(more.isEmpty && after.game == screen.game)
    }

    @Test func aSecondGameComparesWithTheFirst() {
        let first = F.screen().playedToEnd(step: .milliseconds(500)).screen
        let (fresh, _) = pressing(.character("n"), on: first)
        #expect(fresh.deck.matchRecord == first.deck.matchRecord)
        let second = fresh.playedToEnd(start: matchAt(10), step: .milliseconds(400)).screen
        #expect(second.recordChange == MatchRecordChange(isBestScore: false, isBestTime: true))
        #expect(second.deck.matchRecord == MatchRecord(bestScore: 12, bestTime: .milliseconds(4400)))
        #expect(second.view(size: F.standard, now: matchAt(30)).find("New best time!") != nil)
    }

    // MARK: New game

    @Test func nDealsANewGameWithTheNextSeed() {
        let (played, _) = pressing(.enter, .right, .right, .enter)
        let (fresh, effects) = pressing(.character("n"), on: played)
        #expect(effects.isEmpty)
        #expect(fresh.game == MatchGame(deck: F.capitals, seed: MatchScreen.newGameSeed(after: 42)))
        #expect(fresh.focus == 0 && fresh.recordChange == nil && !fresh.game.isStarted)
        #expect(fresh.game.cards.map(\.text) != played.game.cards.map(\.text))
    }

    // MARK: Leaving, suspending, help

    @Test func quitLeavesWithTheClockStoppedUntilTheUserReturns() {
        for key in [Key.character("q"), .escape] {
            var screen = F.screen()
            screen.handle(.key(.enter), now: matchAt(1), size: F.standard)
            #expect(screen.handle(.key(key), now: matchAt(3), size: F.standard) == [.leave])
            #expect(screen.game.isPaused && screen.pauseReason == .leaving)
            screen.update(.returned, now: matchAt(50), size: F.standard)
            #expect(!screen.game.isPaused && screen.pauseReason == nil)
            #expect(screen.game.elapsed(at: matchAt(51)) == .seconds(3))
        }
    }

    /// If no `.returned` came, a card chosen still counts the clock again first.
    @Test func choosingACardResumesAClockLeftPaused() {
        var screen = F.screen()
        screen.handle(.key(.enter), now: matchAt(1), size: F.standard)
        screen.handle(.key(.escape), now: matchAt(2), size: F.standard)
        screen.handle(.key(.right), now: matchAt(10), size: F.standard)
        screen.handle(.key(.enter), now: matchAt(10), size: F.standard)
        #expect(!screen.game.isPaused && screen.pauseReason == nil)
        #expect(screen.game.faceUpUnmatched.count == 2 || screen.game.matchedPairs == 1)
        #expect(screen.game.elapsed(at: matchAt(11)) == .seconds(2))
    }

    @Test func ctrlZAsksToSuspendAndTimeAwayDoesNotCount() {
        var screen = F.screen()
        screen.handle(.key(.enter), now: matchAt(1), size: F.standard)
        #expect(screen.handle(.key(.ctrl("z")), now: matchAt(2), size: F.standard) == [.suspend])
        screen.update(.suspended, now: matchAt(2), size: F.standard)
        #expect(screen.pauseReason == .suspended)
        // Coming back to the screen does not undo a suspension's pause.
        screen.update(.returned, now: matchAt(5), size: F.standard)
        #expect(screen.game.isPaused)
        screen.update(.resumedFromSuspend, now: matchAt(60), size: F.standard)
        #expect(!screen.game.isPaused)
        #expect(screen.game.elapsed(at: matchAt(61)) == .seconds(2))
    }

    @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
        let (open, _) = pressing(.character("?"))
        #expect(open.isHelpVisible)
        for key in [Key.enter, .character("n"), .character("q"), .right, .character("x")] {
            let (closed, effects) = pressing(key, on: open)
            #expect(!closed.isHelpVisible && effects.isEmpty, "\(key)")
            #expect(closed.game == open.game && closed.focus == open.focus)
        }
        #expect(pressing(.ctrl("z"), on: open).1 == [.suspend])
    }

    @Test func focusChangesAndUnboundInputDoNothing() {
        let screen = F.screen()
        for event in [InputEvent.focusLost, .focusGained, .paste("abc"), .tick, .key(.character("x")), .key(.function(5))] {
            var copy = screen
            #expect(copy.handle(event, now: matchAt(1), size: F.standard).isEmpty)
            #expect(copy == screen, "\(event)")
        }
    }

    @Test func anEmptyDeckIgnoresTheCardKeysAndCanBeLeft() {
        let (screen, effects) = pressing(.enter, .right, .down, .character("n"), on: F.screen(F.empty))
        #expect(effects.isEmpty && screen.game.isEmpty)
        #expect(pressing(.character("q"), on: screen).1 == [.leave])
    }
}
