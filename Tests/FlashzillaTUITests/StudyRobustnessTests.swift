import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Odd sizes and odd text: never a crash, never garbage, never text outside
/// its card; the cursor sits on the prompt.
struct StudyRobustnessTests {
    typealias F = StudyFixtures

    static let oddSizes: [Size] = [
        .zero, Size(width: 1, height: 1), Size(width: 0, height: 30), Size(width: 30, height: 0),
        Size(width: 39, height: 11), Size(width: 39, height: 24), Size(width: 80, height: 11),
        Size(width: 40, height: 12), Size(width: 41, height: 13), Size(width: 500, height: 3),
        Size(width: 3, height: 500), Size(width: 500, height: 200),
    ]

    /// Screens in every kind of state, including mid-animation and mid-drag.
    static func states() -> [(String, StudyScreen)] {
        var dragging = F.screen()
        dragging.update(.mouse(MouseEvent(kind: .press, button: .left, position: Point(x: 20, y: 5))), now: studyAt(1), size: F.standard)
        dragging.update(.mouse(MouseEvent(kind: .drag, button: .left, position: Point(x: 300, y: 5))), now: studyAt(1), size: F.standard)
        return [
            ("fresh", F.screen()),
            ("revealed", F.screen().after(.revealToggled, at: studyAt(1))),
            ("swiping", F.screen().after(.swiped(.wrong), at: studyAt(1))),
            ("flipping", F.screen().after(.revealToggled, at: studyAt(1))),
            ("dragging", dragging),
            ("paused", F.screen().after(.pauseToggled, at: studyAt(1))),
            ("help", F.screen().after(.helpToggled, at: studyAt(1))),
            ("time up", F.screen().after(.ticked, at: studyAt(100))),
            ("empty", F.screen(F.empty)),
            ("wide", F.screen(F.wide).after(.revealToggled, at: studyAt(1))),
            ("hostile", F.screen(F.hostile)),
        ]
    }

    @Test(arguments: oddSizes)
    func everyStateDrawsAtEverySize(size: Size) {
        for (name, screen) in Self.states() {
            for ms in [0, 1000, 1100, 1125, 1300] {
                let grid = screen.view(size: size, now: Moment(.milliseconds(ms)))
                #expect(grid.size == size, "\(name)")
                if let cursor = screen.cursor(size: size, now: Moment(.milliseconds(ms))) {
                    #expect(grid.bounds.contains(cursor), "\(name) cursor \(cursor) at \(size)")
                }
            }
        }
    }

    @Test(arguments: oddSizes)
    func mouseAnywhereAtAnySizeIsSafe(size: Size) {
        let points = [Point(x: -5, y: -5), .zero, Point(x: size.width, y: size.height), Point(x: Int.max / 2, y: 3), Point(x: 20, y: 8)]
        for (_, start) in Self.states() {
            var screen = start
            for point in points {
                for kind: MouseEvent.Kind in [.press, .drag, .release, .click] {
                    screen.update(.mouse(MouseEvent(kind: kind, button: .left, position: point)), now: studyAt(1.2), size: size)
                }
            }
            _ = screen.view(size: size, now: studyAt(1.3))
        }
    }

    /// Pointer columns far outside the screen are clamped, so offsets stay small.
    @Test func farAwayPointerSwipesWithoutOverflow() {
        var screen = F.screen()
        let card = screen.layout(for: F.standard).card
        screen.update(.mouse(MouseEvent(kind: .press, button: .left, position: Point(x: card.minX + 1, y: card.minY + 1))), now: studyAt(1), size: F.standard)
        screen.update(.mouse(MouseEvent(kind: .release, button: .left, position: Point(x: .max, y: card.minY + 1))), now: studyAt(1), size: F.standard)
        #expect(screen.session.correctCount == 1)
        #expect(screen.swipe?.startOffset == F.standard.width - 1 - (card.minX + 1))
        _ = screen.view(size: F.standard, now: studyAt(1.1))
    }

    @Test func belowTheMinimumOnlyTheMessageShows() {
        for size in [Size(width: 39, height: 24), Size(width: 80, height: 11), Size(width: 39, height: 11)] {
            let grid = F.screen().view(size: size, now: studyAt(1))
            let text = grid.lines.joined(separator: " ")
            #expect(text.contains("Terminal too small"), "\(size)")
            #expect(text.contains("40×12"))
            #expect(!text.contains("capital") && !text.contains("Time:"))
            #expect(F.screen().cursor(size: size, now: studyAt(1)) == nil)
        }
        let atMinimum = F.screen().view(size: F.small, now: studyAt(1)).lines.joined()
        #expect(!atMinimum.contains("too small") && atMinimum.contains("capital"))
    }

    @Test func cardIsCappedAndProportioned() {
        let wide = F.screen().layout(for: F.large).card
        #expect(wide.width == CardStackGeometry.maximumCardWidth && wide.height == 30)
        let standard = F.screen().layout(for: F.standard).card
        #expect(standard.width > standard.height * 2, "wider than tall on screen")
        let small = F.screen().layout(for: F.small).card
        #expect(small.height >= CardStackGeometry.minimumCardHeight)
        #expect(small.maxY + 4 <= F.small.height - 1, "stack depth above the footer")
    }

    @Test func longTextIsWrappedAndCutInsideTheCard() throws {
        let long = String(repeating: "antidisestablishmentarianism and ", count: 30)
        let screen = F.screen(F.deck("Long", [(long, long)])).after(.revealToggled, at: studyAt(1))
        for size in [F.small, F.standard] {
            let grid = screen.view(size: size, now: studyAt(2))
            let card = screen.layout(for: size).card
            let text = CardFace.textArea(of: card)
            for y in 0..<size.height {
                for x in 0..<size.width where !text.contains(Point(x: x, y: y)) && card.contains(Point(x: x, y: y)) {
                    let g = grid[x, y].grapheme
                    // The bottom edge may say that the answer scrolls ("↓ more").
                    let hint = y == card.maxY - 1 && "↓↑ more".contains(g)
                    #expect(g == " " || "╭╮╰╯│─".contains(g) || hint, "text leaked to (\(x), \(y)) at \(size)")
                }
            }
            #expect(grid.lines.contains { $0.contains("…") }, "cut with an ellipsis at \(size)")
            #expect(grid.lines.contains { $0.contains("↓ more") }, "and the edge says the answer scrolls, at \(size)")
        }
    }

    @Test func cursorSitsAtTheStartOfThePrompt() throws {
        for size in [F.small, F.standard, F.large] {
            let screen = F.screen()
            let cursor = try #require(screen.cursor(size: size, now: studyAt(1)))
            let grid = screen.view(size: size, now: studyAt(1))
            #expect(grid.find("What is the capital of France?") == cursor)
            let revealed = screen.after(.revealToggled, at: studyAt(1))
            let revealedGrid = revealed.view(size: size, now: studyAt(2))
            #expect(revealed.cursor(size: size, now: studyAt(2)) == revealedGrid.find("What is the capital of France?"))
        }
    }

    @Test func noCursorWithoutACard() {
        let size = F.standard
        #expect(F.screen().after(.pauseToggled, at: studyAt(1)).cursor(size: size, now: studyAt(1)) == nil)
        #expect(F.screen().after(.helpToggled, at: studyAt(1)).cursor(size: size, now: studyAt(1)) == nil)
        #expect(F.screen().after(.ticked, at: studyAt(100)).cursor(size: size, now: studyAt(100)) == nil)
        #expect(F.screen(F.empty).cursor(size: size, now: studyAt(1)) == nil)
    }
}
