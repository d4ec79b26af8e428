import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Large fonts leave few rows: the card must keep its prompt, and a card that cannot be
/// drawn cannot be rated.
struct ReviewShortTerminalTests {
    typealias F = ReviewFixtures

    @Test func at40x10TheCardShowsItsPromptAboveFewerEdges() {
        let size = Size(width: 40, height: 10)
        let screen = F.screen(animations: false)
        let card = try! #require(screen.session.currentCard)
        let text = screen.view(size: size, now: .zero).lines.joined(separator: "\n")
        #expect(text.contains(card.prompt), "\(text)")
        let layout = ReviewLayout(size: size, depth: CardStackGeometry.maximumDepth)
        #expect(layout.card.height >= CardStackGeometry.minimumCardHeight)
        #expect(layout.depth < CardStackGeometry.maximumDepth)
    }

    @Test(arguments: [Key.character("1"), .character("3"), .right, .character("4")])
    func ratingKeysDoNothingWhereTheCardCannotBeDrawn(key: Key) {
        let tiny = Size(width: 29, height: 9)
        var screen = F.screen(animations: false)
        screen.handle(.key(.character(" ")), now: .zero, size: F.standard)
        let before = screen
        let effects = screen.handle(.key(key), now: .zero, size: tiny)
        #expect(effects.isEmpty && screen == before)
        // Space does not reveal an unseen card there either.
        var unseen = F.screen(animations: false)
        unseen.handle(.key(.character(" ")), now: .zero, size: tiny)
        #expect(!unseen.isRevealed)
    }

    /// Large fonts: four buttons too wide for one row take two, each with its interval.
    @Test func at40ColumnsTheButtonsTakeTwoRowsAndKeepTheirIntervals() throws {
        let size = Size(width: 40, height: 24)
        let screen = F.screen(animations: false, buttons: true).afterKeys(.character(" "))
        let lines = screen.view(size: size, now: .zero).lines
        let nextDue = try #require(screen.session.nextDueByRating(at: F.date))
        let row = ReviewAnswerRow(nextDue: nextDue, now: F.date)
        for (_, label) in row.buttonLabels() {
            #expect(lines.contains { $0.contains(label) }, "\(label) in\n\(lines.joined(separator: "\n"))")
        }
        let frames = row.buttonFrames(in: ReviewLayout(size: size, depth: 2).answerArea)
        #expect(Set(frames.map(\.frame.minY)).count == 2)
        // At 80 columns they stay on one row.
        let wide = row.buttonFrames(in: ReviewLayout(size: F.standard, depth: 2).answerArea)
        #expect(Set(wide.map(\.frame.minY)).count == 1)
    }
}
