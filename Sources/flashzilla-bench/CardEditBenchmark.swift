import Foundation
import FlashzillaCore
import FlashzillaTUI

/// The card edit screen over a 100,000-card deck at 200×60: opening it
/// (first frame), one scroll step plus a frame (the figure that must stay
/// flat however big the deck), and the first filter keystroke (which builds
/// the search index) against a later one.
enum CardEditBenchmark {
    static func run(frames: Int) {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let cards = 100_000
        let deck = DeckGenerator.deck(cards: cards, now: now)
        let size = Size(width: 200, height: 60)
        print("Card edit screen, \(cards) cards at \(size.width)×\(size.height) (median / min / max)")

        var sink = 0
        let open = Measure.times(runs: 7) {
            let screen = CardEditScreen(deck: deck)
            sink &+= screen.view(in: ScreenContext(moment: .zero, date: .distantPast, size: size)).size.width
        }
        print("open + first frame      | \(open.formatted)")

        var screen = CardEditScreen(deck: deck)
        let context = ScreenContext(moment: .zero, date: now, size: size)
        screen.handle(.key(.backTab), in: context)  // focus the list
        for _ in 0..<(cards / 2) / 1000 { screen.handle(.key(.pageDown), in: context) }
        var down = true
        let scroll = Measure.times(runs: frames) {
            // Back and forth, so the selection never reaches an end.
            screen.handle(.key(down ? .down : .up), in: context)
            down.toggle()
            sink &+= screen.view(in: ScreenContext(moment: .zero, date: .distantPast, size: size)).size.width
        }
        print("scroll step + frame     | \(scroll.formattedMicroseconds)")

        var first = screen
        let firstKey = Measure.times(runs: 5) {
            var copy = first
            copy.handle(.key(.character("/")), in: context)
            copy.handle(.key(.character("c")), in: context)
            sink &+= copy.view(in: ScreenContext(moment: .zero, date: .distantPast, size: size)).size.width
        }
        print("/ + first key (index)   | \(firstKey.formatted)")
        first.handle(.key(.character("/")), in: context)
        first.handle(.key(.character("c")), in: context)
        var letter = false
        let nextKey = Measure.times(runs: 21) {
            first.handle(letter ? .key(.character("a")) : .key(.backspace), in: context)
            letter.toggle()
            sink &+= first.view(in: ScreenContext(moment: .zero, date: .distantPast, size: size)).size.width
        }
        print("later filter key        | \(nextKey.formatted)", sink == 0 ? "" : "")
    }
}
