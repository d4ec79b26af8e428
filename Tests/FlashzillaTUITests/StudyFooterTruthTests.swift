import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The footer and header say only what is true in the phase on show (issue 18).
@Suite struct StudyFooterTruthTests {
    typealias F = StudyFixtures

    func footer(_ screen: StudyScreen, at seconds: Double) -> String {
        screen.view(size: F.standard, now: studyAt(seconds)).lines.last ?? ""
    }

    @Test func qGoesBackSoTheFooterSaysBack() {
        let text = footer(F.screen(), at: 1)
        #expect(text.contains("q/Esc back") && !text.contains("quit"))
    }

    @Test func theSummaryOffersStartAgainNotCardKeys() {
        let timeUp = F.screen().after(.ticked, at: studyAt(100))
        let text = footer(timeUp, at: 100)
        #expect(text.contains("Enter start again") && text.contains("r/R restart") && text.contains("q/Esc back"), "\(text)")
        for cardKey in ["flip", "correct", "wrong", "pause", "undo"] { #expect(!text.contains(cardKey), "\(cardKey): \(text)") }
    }

    @Test func anEmptyDeckCanOnlyBeLeft() {
        let text = footer(F.screen(F.empty), at: 1)
        #expect(text.contains("q/Esc back") && text.contains("? help"))
        for cardKey in ["flip", "correct", "wrong"] { #expect(!text.contains(cardKey), "\(cardKey): \(text)") }
    }

    @Test func afterTimeIsUpTheHeaderWarnsNoMore() {
        let screen = StudyScreen(deck: F.capitals(), seed: 42, options: StudyOptions(differentiateWithoutColor: true), now: .zero)
        let almost = screen.view(size: F.standard, now: studyAt(95)).lines[0]
        #expect(almost.contains("almost up"))
        let over = screen.after(.ticked, at: studyAt(100)).view(size: F.standard, now: studyAt(101)).lines[0]
        #expect(over.contains("Time: 0") && !over.contains("almost up") && !over.contains("!"), "\(over)")
    }
}

/// Match's q goes back to the chooser too.
@Suite struct MatchFooterTruthTests {
    @Test func qSaysBack() {
        let text = MatchScreen.keymap.helpLines(width: 60).joined(separator: "\n")
        #expect(text.contains("back") && !text.contains("quit"), "\(text)")
    }
}
