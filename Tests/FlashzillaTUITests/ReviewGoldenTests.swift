import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The Review screen compared with golden files (Tests/Golden/FlashzillaTUITests/review-*.txt).
/// Record with UPDATE_GOLDEN=1 and read every file before committing it.
struct ReviewGoldenTests {
    typealias F = ReviewFixtures

    @Test func question() {
        expectGolden(F.screen().view(size: F.standard, now: .zero), named: "review-question-80x24")
    }

    @Test func revealedWithTheFourIntervals() {
        let screen = F.screen(animations: false).afterKeys(.character(" "))
        expectGolden(screen.view(size: F.standard, now: .zero), named: "review-revealed-80x24")
    }

    @Test func accessibleButtonsWithGoodFocused() {
        let screen = F.screen(animations: false, buttons: true).afterKeys(.character(" "), .tab, .tab, .tab)
        #expect(screen.buttonFocus == .good)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "review-buttons-80x24")
    }

    @Test func endScreenWithNextDueAndHeldBack() {
        let screen = F.finished()
        #expect(screen.session.isFinished && screen.session.heldBack == ReviewCounts(new: 1))
        expectGolden(screen.view(size: F.standard, now: .zero), named: "review-end-80x24")
    }

    @Test func allCaughtUp() {
        expectGolden(F.screen(F.deck(cards: 0), states: [:]).view(size: F.standard, now: .zero), named: "review-caught-up-80x24")
    }

    @Test func small() {
        let screen = F.screen(animations: false).afterKeys(.character(" "), size: F.small)
        expectGolden(screen.view(size: F.small, now: .zero), named: "review-revealed-40x12")
    }

    @Test func wide() {
        let screen = F.screen(animations: false).afterKeys(.character(" "), size: F.large)
        expectGolden(screen.view(size: F.large, now: .zero), named: "review-revealed-200x60")
    }

    @Test func midSwipeAgainIsStampedAndTinted() {
        let screen = F.screen().afterKeys(.character(" "), .left)
        let grid = screen.view(size: F.standard, now: Moment(.milliseconds(100)))
        expectGolden(grid, named: "review-swipe-again-80x24")
        let stamp = grid.find("✗ Again")
        #expect(stamp != nil)
        #expect(stamp.map { grid[$0].style.role } == .wrong)
    }

    @Test func tinyAndEmptySizesDoNotCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 29, height: 9)] {
            _ = F.screen().view(size: size, now: .zero)
            _ = F.finished().view(size: size, now: .zero)
        }
    }
}
