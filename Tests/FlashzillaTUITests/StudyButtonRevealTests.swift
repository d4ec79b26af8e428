import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Issue 13's accessibility bug: with "[Correct →]" focused, Space pressed the button on a
/// card never seen, and kept doing so card after card. A button answers only a revealed
/// card; before that Space reveals, and the footer says what Space does.
@Suite struct StudyButtonRevealTests {
    typealias F = StudyFixtures

    func footer(_ screen: StudyScreen) -> String {
        screen.view(size: F.standard, now: studyAt(1)).lines.last ?? ""
    }

    @Test func aFocusedButtonRevealsFirstAndAnswersSecond() {
        var screen = AccessibilityTests.screen()
        screen.update(.buttonFocusMoved(forward: true), now: studyAt(1), size: F.standard)
        screen.update(.buttonFocusMoved(forward: true), now: studyAt(1), size: F.standard)
        #expect(screen.buttonFocus == .correct)
        #expect(footer(screen).contains("flip") && !footer(screen).contains("press Correct"))

        screen.update(.revealToggled, now: studyAt(1), size: F.standard)
        #expect(screen.session.isRevealed && screen.session.correctCount == 0, "Space revealed; nothing answered")
        #expect(footer(screen).contains("press Correct"))

        screen.update(.revealToggled, now: studyAt(1), size: F.standard)
        #expect(screen.session.correctCount == 1 && !screen.session.isRevealed, "the second Space pressed the button")

        // The next card, still with the button focused: three Spaces answer once, never unseen.
        for _ in 0..<3 { screen.update(.revealToggled, now: studyAt(1), size: F.standard) }
        #expect(screen.session.correctCount == 2)
        #expect(screen.session.isRevealed, "the third Space revealed the third card")
    }
}
