import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The Match screen rendered in each state and compared with golden files
/// (Tests/Golden/FlashzillaTUITests/match-*.txt). Record with UPDATE_GOLDEN=1
/// and read every file before committing it.
struct MatchGoldenTests {
    typealias F = MatchFixtures

    /// Places of the pairs in the fixture deal.
    static let game = F.screen().game
    static func twins(_ pair: Int) -> [Int] { game.places(ofPair: pair) }

    @Test(arguments: [("40x12", F.small), ("80x24", F.standard), ("200x60", F.large)])
    func newDealFaceDown(name: String, size: Size) {
        expectGolden(F.screen().view(size: size, now: matchAt(1)), named: "match-new-\(name)")
    }

    @Test func twoUpNoMatch() {
        let screen = F.screen().turning(Self.twins(0)[0], Self.twins(1)[0], at: matchAt(3))
        #expect(screen.game.faceUpUnmatched.count == 2)
        expectGolden(screen.view(size: F.standard, now: matchAt(5.5)), named: "match-two-up-80x24")
    }

    /// At the smallest card size long text is cut with "…".
    @Test func twoUpSmall() {
        let screen = F.screen().turning(Self.twins(0)[0], Self.twins(1)[0], at: matchAt(3), size: F.small)
        expectGolden(screen.view(size: F.small, now: matchAt(4)), named: "match-two-up-40x12")
    }

    @Test func oneMatched() {
        let screen = F.screen().turning(Self.twins(2)[0], Self.twins(2)[1], at: matchAt(2))
        #expect(screen.game.matchedPairs == 1 && screen.game.score == 2)
        expectGolden(screen.view(size: F.standard, now: matchAt(4)), named: "match-matched-80x24")
    }

    @Test func finished() {
        let (screen, _, effects) = F.screen().playedToEnd()
        #expect(screen.game.isFinished)
        #expect(effects == [.finished(MatchResult(score: 12, time: .seconds(5.5), pairs: 6))])
        expectGolden(screen.view(size: F.standard, now: matchAt(30)), named: "match-finished-80x24")
    }

    @Test func tooSmall() {
        expectGolden(F.screen().view(size: Size(width: 30, height: 8), now: matchAt(1)), named: "match-too-small-30x8")
    }

    @Test func help() {
        expectGolden(F.screen().after(.helpToggled, at: matchAt(1)).view(size: F.standard, now: matchAt(1)), named: "match-help-80x24")
    }

    @Test func emptyDeck() {
        expectGolden(F.screen(F.empty).view(size: F.standard, now: matchAt(1)), named: "match-empty-80x24")
    }

    @Test func wideGlyphsFaceUp() {
        let screen = F.screen(F.wide)
        let (first, second) = (screen.game.places(ofPair: 0)[0], screen.game.places(ofPair: 1)[0])
        let shown = screen.turning(first, second, at: matchAt(1))
        #expect(shown.game.faceUpUnmatched.count == 2)
        expectGolden(shown.view(size: F.standard, now: matchAt(2)), named: "match-wide-80x24")
    }

    // MARK: Animation frames

    @Test func dealingMidway() {
        let screen = F.screen(animations: true)
        expectGolden(screen.view(size: F.standard, now: matchAt(0.25)), named: "match-dealing-80x24")
    }

    @Test func flippingMidway() {
        let screen = F.screen(animations: true).turning(Self.twins(0)[0], at: matchAt(2))
        expectGolden(screen.view(size: F.standard, now: matchAt(2) + .milliseconds(50)), named: "match-flip-quarter-80x24")
    }

    @Test func justMatched() {
        let screen = F.screen(animations: true).turning(Self.twins(0)[0], Self.twins(0)[1], at: matchAt(2))
        expectGolden(screen.view(size: F.standard, now: matchAt(2) + .milliseconds(250)), named: "match-just-matched-80x24")
    }
}
