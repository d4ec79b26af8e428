import Foundation
import FlashzillaCore
import FlashzillaTUI

/// Time to render one frame of the study screen into a grid (no terminal involved),
/// then the card edit screen over 100,000 cards (`CardEditBenchmark`).
enum RenderBenchmark {
    static func run(frames: Int) {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let deck = DeckGenerator.deck(cards: 50, now: now)
        var screen = StudyScreen(deck: deck, seed: 7, options: StudyOptions(), now: .zero)
        let revealAt = Moment.seconds(1)
        _ = screen.update(.revealToggled, in: ScreenContext(moment: revealAt, date: now, size: Size(width: 80, height: 24)))
        print("Study screen render, \(frames) frames per size (median / min / max per frame)")
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            var sink = 0
            let stats = Measure.times(runs: frames) {
                let grid = screen.view(in: ScreenContext(moment: .seconds(2), date: .distantPast, size: size))
                sink &+= grid.size.width
            }
            print(String(format: "%4d×%-3d | %@", size.width, size.height, stats.formattedMicroseconds), sink == 0 ? "" : "")
        }
        print()
        CardEditBenchmark.run(frames: frames)
    }
}

extension RenderBenchmark {
    /// One frame of the study screen (revealed card, 50-card deck), per frame.
    static func studyFrame(size: Size, frames: Int) -> Stats {
        let deck = DeckGenerator.deck(cards: 50, now: Date(timeIntervalSince1970: 1_790_000_000))
        var screen = StudyScreen(deck: deck, seed: 7, options: StudyOptions(), now: .zero)
        _ = screen.update(.revealToggled, in: ScreenContext(moment: .seconds(1), date: .distantPast, size: size))
        return Measure.times(runs: frames) { screen.view(in: ScreenContext(moment: .seconds(2), date: .distantPast, size: size)) }
    }

    /// One step down a list of every card (prompt and answer per row), with the frame drawn
    /// again: what scrolling a 100,000-card list costs. The steps start in the middle.
    static func scrollCardList(cards: [Card], size: Size, steps: Int) -> Stats {
        var state = ListViewState(selection: cards.count / 2, scrollOffset: cards.count / 2)
        let area = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
        let rows = ListViewState.visibleRows(height: area.height)
        return Measure.times(runs: steps) {
            state.move(by: 1, itemCount: cards.count, visibleRows: rows)
            var grid = Grid(size: size)
            grid.put("\(cards.count) cards", at: Point(x: 1, y: 0))
            state.render(in: area, into: &grid, itemCount: cards.count) { index, rect, _, grid in
                let half = rect.width / 2
                grid.put(cards[index].prompt, at: rect.origin, clip: Rect(x: rect.minX, y: rect.minY, width: half - 1, height: 1))
                grid.put(cards[index].answer, at: Point(x: rect.minX + half, y: rect.minY),
                         clip: Rect(x: rect.minX + half, y: rect.minY, width: rect.width - half, height: 1))
            }
            return grid
        }
    }
}

extension Stats {
    var formattedMicroseconds: String {
        median >= 1 ? String(format: "%.2f / %.2f / %.2f ms", median, min, max)
            : String(format: "%.0f / %.0f / %.0f µs", median * 1000, min * 1000, max * 1000)
    }
}
