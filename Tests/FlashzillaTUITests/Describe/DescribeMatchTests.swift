import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears in Match: the focused card, the turned ones, the pairs found.
struct DescribeMatchTests {
    typealias F = MatchFixtures
    func context(_ moment: Moment = .zero, size: Size = F.standard) -> ScreenContext {
        ScreenContext(moment: moment, date: ReviewFixtures.date, size: size)
    }

    @Test func aNewGame() {
        #expect(F.screen().describe(in: context()) == ["Card 1 of 12, face down.", "0 pairs of 6 found."])
    }

    @Test func aTurnedCardIsSaidWithItsText() {
        let screen = F.screen().turning(0, at: matchAt(1))
        #expect(screen.describe(in: context(matchAt(3))) == ["Card 1 of 12: Oslo.", "0 pairs of 6 found."])
    }

    /// A failed try is said in words; the running time never is (it would repeat every second).
    @Test func aFailedTryIsSaidNoMatch() {
        let start = F.screen()
        let other = start.game.cards.indices.first { start.game.cards[$0].pair != start.game.cards[0].pair }!
        let tried = start.turning(0, at: matchAt(1)).turning(other, at: matchAt(2))
        let lines = tried.describe(in: context(matchAt(9)))
        #expect(lines.contains("No match."), "\(lines)")
        #expect(lines.last == "0 pairs of 6 found.")
        let partner = start.game.places(ofPair: start.game.cards[0].pair).first { $0 != 0 }!
        let matched = start.turning(0, at: matchAt(1)).turning(partner, at: matchAt(2))
        #expect(!matched.describe(in: context(matchAt(3))).contains("No match."))
    }

    @Test func theEndEmptyAndTooSmall() {
        #expect(F.screen().playedToEnd().screen.describe(in: context(matchAt(60))) == [
            "All 6 pairs found in 0:05, score 12.",
            "New best score.",
            "New best time.",
            "Press n for a new game.",
        ])
        #expect(F.screen(F.empty).describe(in: context()) == ["Nothing here has no cards to match."])
        #expect(F.screen().describe(in: context(size: Size(width: 20, height: 3))) == ["Terminal too small: need at least 39 by 12, now 20 by 3."])
    }
}
