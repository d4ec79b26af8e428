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
        screen.update(.revealToggled, now: revealAt, size: Size(width: 80, height: 24))
        print("Study screen render, \(frames) frames per size (median / min / max per frame)")
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            var sink = 0
            let stats = Measure.times(runs: frames) {
                let grid = screen.view(size: size, now: .seconds(2))
                sink &+= grid.size.width
            }
            print(String(format: "%4d×%-3d | %@", size.width, size.height, stats.formattedMicroseconds), sink == 0 ? "" : "")
        }
        print()
        CardEditBenchmark.run(frames: frames)
    }
}

extension Stats {
    var formattedMicroseconds: String { String(format: "%7.1f / %7.1f / %7.1f µs", median * 1000, min * 1000, max * 1000) }
}
