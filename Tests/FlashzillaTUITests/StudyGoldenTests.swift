import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The study screen rendered in each state and compared with golden files
/// (Tests/Golden/FlashzillaTUITests/study-*.txt). Record with UPDATE_GOLDEN=1
/// and read every file before committing it.
struct StudyGoldenTests {
    typealias F = StudyFixtures

    static let sizes: [(String, Size)] = [("40x12", F.small), ("80x24", F.standard), ("200x60", F.large)]

    @Test(arguments: sizes)
    func freshStack(name: String, size: Size) {
        let screen = F.screen()
        expectGolden(screen.view(size: size, now: studyAt(12.4)), named: "study-fresh-\(name)")
    }

    @Test(arguments: sizes)
    func revealed(name: String, size: Size) {
        let screen = F.screen().after(.revealToggled, at: studyAt(1))
        expectGolden(screen.view(size: size, now: studyAt(2)), named: "study-revealed-\(name)")
    }

    @Test(arguments: sizes)
    func timeUp(name: String, size: Size) {
        let screen = F.screen()
            .after(.swiped(.correct), .swiped(.correct), .swiped(.wrong), at: studyAt(5))
            .after(.ticked, at: studyAt(100))
        #expect(screen.session.phase == .finished(.timeUp))
        expectGolden(screen.view(size: size, now: studyAt(101)), named: "study-time-up-\(name)")
    }
}

/// States that need one or two sizes each: animation frames, overlays and
/// the edges (last card, empty deck, too small, hostile and wide text).
struct StudyGoldenStateTests {
    typealias F = StudyFixtures

    /// Half-way through a right swipe: the departing card slides right,
    /// green and stamped, the stack has moved up.
    @Test func midSwipeRight() {
        let start = studyAt(3)
        let screen = F.screen().after(.swiped(.correct), at: start)
        expectGolden(screen.view(size: F.standard, now: studyAt(start, plus: 125)), named: "study-swipe-right-mid-80x24")
    }

    @Test func midSwipeLeft() {
        let start = studyAt(3)
        let screen = F.screen().after(.revealToggled, at: studyAt(2)).after(.swiped(.wrong), at: start)
        expectGolden(screen.view(size: F.standard, now: studyAt(start, plus: 125)), named: "study-swipe-left-mid-80x24")
    }

    /// Early in a swipe the stack has not moved up yet.
    @Test func earlySwipeRightSmall() {
        let start = studyAt(3)
        let screen = F.screen().after(.swiped(.correct), at: start)
        expectGolden(screen.view(size: F.small, now: studyAt(start, plus: 40)), named: "study-swipe-right-early-40x12")
    }

    /// Dragged right past the threshold and held: tinted, stamped, following.
    @Test func draggingRight() {
        let size = F.standard
        let card = F.screen().layout(for: size).card
        let grab = Point(x: card.minX + 10, y: card.minY + 2)
        var screen = F.screen()
        screen.update(.mouse(MouseEvent(kind: .press, button: .left, position: grab)), now: studyAt(1), size: size)
        screen.update(.mouse(MouseEvent(kind: .drag, button: .left, position: grab.offset(dx: 12))), now: studyAt(1.1), size: size)
        expectGolden(screen.view(size: size, now: studyAt(1.1)), named: "study-drag-right-80x24")
    }

    /// Released short of the threshold: springing back, untinted, no stamp.
    @Test func springBack() {
        let size = F.standard
        let card = F.screen().layout(for: size).card
        let grab = Point(x: card.midX, y: card.minY + 2)
        var screen = F.screen()
        screen.update(.mouse(MouseEvent(kind: .press, button: .left, position: grab)), now: studyAt(1), size: size)
        screen.update(.mouse(MouseEvent(kind: .drag, button: .left, position: grab.offset(dx: -10))), now: studyAt(1.05), size: size)
        screen.update(.mouse(MouseEvent(kind: .release, button: .left, position: grab.offset(dx: -10))), now: studyAt(1.1), size: size)
        expectGolden(screen.view(size: size, now: studyAt(studyAt(1.1), plus: 50)), named: "study-spring-back-80x24")
    }

    /// A quarter into a reveal the card has narrowed, still showing the prompt;
    /// three quarters in it widens again showing both sides.
    @Test func flipFrames() {
        let start = studyAt(4)
        let screen = F.screen().after(.revealToggled, at: start)
        expectGolden(screen.view(size: F.small, now: studyAt(start, plus: 50)), named: "study-flip-quarter-40x12")
        expectGolden(screen.view(size: F.small, now: studyAt(start, plus: 150)), named: "study-flip-three-quarters-40x12")
    }

    /// One card left: no cards behind it.
    @Test func lastCard() {
        var screen = F.screen()
        for _ in 0..<9 { screen.update(.swiped(.correct), now: studyAt(5), size: F.standard) }
        screen.update(.ticked, now: studyAt(6), size: F.standard)
        #expect(screen.session.stack.count == 1)
        expectGolden(screen.view(size: F.standard, now: studyAt(6)), named: "study-last-card-80x24")
    }

    @Test(arguments: [("40x12", F.small), ("80x24", F.standard)])
    func allAnswered(name: String, size: Size) {
        var screen = F.screen()
        for index in 0..<10 { screen.update(.swiped(index % 3 == 0 ? .wrong : .correct), now: studyAt(5), size: size) }
        screen.update(.ticked, now: studyAt(6), size: size)
        #expect(screen.session.phase == .finished(.allAnswered))
        expectGolden(screen.view(size: size, now: studyAt(6)), named: "study-all-done-\(name)")
    }

    /// The last card sliding away over the summary.
    @Test func lastCardLeavingOverSummary() {
        var screen = F.screen(F.deck("Two", [("one", "1"), ("two", "2")]))
        screen.update(.swiped(.correct), now: studyAt(5), size: F.standard)
        screen.update(.swiped(.wrong), now: studyAt(6), size: F.standard)
        expectGolden(screen.view(size: F.standard, now: studyAt(studyAt(6), plus: 100)), named: "study-all-done-leaving-80x24")
    }

    @Test(arguments: [("40x12", F.small), ("80x24", F.standard)])
    func paused(name: String, size: Size) {
        let screen = F.screen().after(.pauseToggled, at: studyAt(20.5))
        expectGolden(screen.view(size: size, now: studyAt(60)), named: "study-paused-\(name)")
    }

    @Test func pausedByFocusLoss() {
        let screen = F.screen().after(.focusLost, at: studyAt(20.5))
        expectGolden(screen.view(size: F.small, now: studyAt(60)), named: "study-paused-focus-40x12")
    }

    @Test(arguments: [("40x12", F.small), ("80x24", F.standard), ("200x60", F.large)])
    func helpOverlay(name: String, size: Size) {
        let screen = F.screen().after(.helpToggled, at: studyAt(1))
        expectGolden(screen.view(size: size, now: studyAt(1)), named: "study-help-\(name)")
    }

    /// 7.2 s left: "Time: 8 !" in the warning style.
    @Test func warningCountdown() {
        let screen = F.screen().after(.swiped(.correct), at: studyAt(50)).after(.ticked, at: studyAt(92.8))
        expectGolden(screen.view(size: F.standard, now: studyAt(92.8)), named: "study-warning-80x24")
    }

    @Test(arguments: [("40x12", F.small), ("80x24", F.standard)])
    func emptyDeck(name: String, size: Size) {
        let screen = F.screen(F.empty)
        expectGolden(screen.view(size: size, now: studyAt(1)), named: "study-empty-\(name)")
    }

    @Test(arguments: [("39x11", Size(width: 39, height: 11)), ("20x5", Size(width: 20, height: 5)), ("120x8", Size(width: 120, height: 8))])
    func tooSmall(name: String, size: Size) {
        expectGolden(F.screen().view(size: size, now: studyAt(1)), named: "study-too-small-\(name)")
    }

    /// 漢字 and emoji: two cells each; every right border must line up.
    @Test(arguments: [("40x12", F.small), ("80x24", F.standard)])
    func wideCharacters(name: String, size: Size) {
        let screen = F.screen(F.wide).after(.revealToggled, at: studyAt(1))
        expectGolden(screen.view(size: size, now: studyAt(2)), named: "study-wide-\(name)")
    }

    /// Escape sequences and control characters show as ␛, ␀, ␇ placeholders.
    @Test func hostileText() {
        let screen = F.screen(F.hostile).after(.revealToggled, at: studyAt(1))
        expectGolden(screen.view(size: F.small, now: studyAt(2)), named: "study-hostile-40x12")
    }

    /// Too much text for the card: wrapped on words, cut with "…" on both sides.
    @Test func longTextIsCut() {
        let long = String(repeating: "antidisestablishmentarianism and ", count: 12)
        let screen = F.screen(F.deck("Long", [(long, "short answer")])).after(.revealToggled, at: studyAt(1))
        expectGolden(screen.view(size: F.small, now: studyAt(2)), named: "study-long-text-40x12")
    }

    @Test func untimedDeckHasNoCountdown() {
        let screen = F.screen(F.capitals(timeLimit: 0))
        expectGolden(screen.view(size: F.small, now: studyAt(2)), named: "study-untimed-40x12")
    }
}

extension Rect {
    var midX: Int { minX + width / 2 }
}
