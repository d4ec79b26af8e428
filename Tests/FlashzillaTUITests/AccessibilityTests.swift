import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The accessibility switches: golden screens, and every study state told apart by
/// its text alone (`Grid.lines` carries no colour or attribute at all).
@Suite struct AccessibilityTests {
    typealias F = StudyFixtures
    static let accessible = StudyOptions(animations: false, answerButtons: true, differentiateWithoutColor: true)

    static func screen(_ options: StudyOptions = accessible, deck: Deck = F.capitals()) -> StudyScreen {
        StudyScreen(deck: deck, seed: 1, options: options, now: .zero)
    }

    func text(_ screen: StudyScreen, at now: Moment, size: Size = F.standard) -> String {
        screen.view(size: size, now: now).lines.joined(separator: "\n")
    }

    @Test func goldensWithEverySwitchOn() {
        let size = F.standard
        expectGolden(Self.screen().view(size: size, now: studyAt(1)), named: "a11y-study-buttons-80x24")
        let focused = Self.screen().after(.buttonFocusMoved(forward: true), .buttonFocusMoved(forward: true), at: studyAt(1))
        expectGolden(focused.view(size: size, now: studyAt(1)), named: "a11y-study-correct-focused-80x24")
        let hurry = Self.screen().after(.ticked, at: studyAt(93))
        expectGolden(hurry.view(size: size, now: studyAt(93)), named: "a11y-study-almost-up-80x24")
        var chooser = ChooserScreen(listings: ChooserScreenTests.listings)
        chooser.namesColors = true
        expectGolden(chooser.view(size: size), named: "a11y-chooser-colour-names-80x24")
    }

    @Test func correctAndWrongAreToldInWordsAsTheCardLeaves() {
        // With animations, the departing card is stamped mid-slide.
        let moving = StudyOptions(animations: true, answerButtons: true, differentiateWithoutColor: true)
        let right = Self.screen(moving).after(.swiped(.correct), at: studyAt(1))
        let wrong = Self.screen(moving).after(.swiped(.wrong), at: studyAt(1))
        let rightText = text(right, at: studyAt(studyAt(1), plus: 60))
        let wrongText = text(wrong, at: studyAt(studyAt(1), plus: 60))
        #expect(rightText.contains("✓ Correct") && !rightText.contains("✗ Wrong"))
        #expect(wrongText.contains("✗ Wrong") && !wrongText.contains("✓ Correct"))
        // And the running totals say it in the header, whatever the colours.
        #expect(rightText.contains("✓ 1  ✗ 0") && wrongText.contains("✓ 0  ✗ 1"))
    }

    @Test func timeRunningOutAndTimeUpAreToldInWords() {
        let calm = text(Self.screen().after(.ticked, at: studyAt(50)), at: studyAt(50))
        let hurry = text(Self.screen().after(.ticked, at: studyAt(95)), at: studyAt(95))
        let over = text(Self.screen().after(.ticked, at: studyAt(101)), at: studyAt(101))
        #expect(!calm.contains("almost up"))
        #expect(hurry.contains("Time: 5 — almost up!"))
        #expect(over != hurry && over.lowercased().contains("time"))
        // Without the switch the warning still has a non-colour mark.
        let plain = text(Self.screen(StudyOptions(animations: false)).after(.ticked, at: studyAt(95)), at: studyAt(95))
        #expect(plain.contains("Time: 5 !"))
    }

    @Test func focusAndSelectionShowAsMarkers() {
        let none = text(Self.screen(), at: studyAt(1))
        let wrong = text(Self.screen().after(.buttonFocusMoved(forward: true), at: studyAt(1)), at: studyAt(1))
        let correct = text(Self.screen().after(.buttonFocusMoved(forward: false), at: studyAt(1)), at: studyAt(1))
        #expect(!none.contains("›["))
        #expect(wrong.contains("›[← Wrong]") && !wrong.contains("›[Correct →]"))
        #expect(correct.contains("›[Correct →]"))
        let chooser = ChooserScreen(listings: ChooserScreenTests.listings).view(size: F.standard).lines
        #expect(chooser.filter { $0.hasPrefix(" ›") }.count == 1)
    }

    @Test func buttonsAreRealControls() {
        var screen = Self.screen()
        let size = F.standard
        // Tab, Tab, Enter presses "Correct".
        screen.handle(.key(.tab), now: studyAt(1), size: size)
        screen.handle(.key(.tab), now: studyAt(1), size: size)
        #expect(screen.buttonFocus == .correct)
        let layout = screen.layout(for: size)
        #expect(screen.cursor(size: size, now: studyAt(1)) == StudyAnswerButtons.frames(in: layout.buttons).correct.origin)
        // Enter reveals the unseen card first (a button never answers it blind), then presses.
        screen.handle(.key(.enter), now: studyAt(1), size: size)
        #expect(screen.session.isRevealed && screen.session.correctCount == 0)
        screen.handle(.key(.enter), now: studyAt(1), size: size)
        #expect(screen.session.correctCount == 1)
        // Shift-Tab goes back to "Wrong"; a click on "Wrong" presses it.
        screen.handle(.key(.backTab), now: studyAt(2), size: size)
        #expect(screen.buttonFocus == .wrong)
        let wrongButton = StudyAnswerButtons.frames(in: layout.buttons).wrong
        screen.handle(.mouse(MouseEvent(kind: .click, button: .left, position: wrongButton.origin.offset(dx: 2))), now: studyAt(2), size: size)
        #expect(screen.session.wrongCount == 1)
        // Without the switch, Tab means nothing and Enter flips.
        var plain = Self.screen(StudyOptions(animations: false))
        plain.handle(.key(.tab), now: studyAt(1), size: size)
        #expect(plain.buttonFocus == nil)
        plain.handle(.key(.enter), now: studyAt(1), size: size)
        #expect(plain.session.isRevealed)
    }

    @Test func settingsTurnTheSwitchesIntoOptions() {
        var settings = Settings()
        settings.enableAccessibility()
        #expect(StudyOptions(settings) == StudyOptions(animations: false, answerButtons: true, differentiateWithoutColor: true))
        #expect(StudyOptions(Settings(screenReader: true)).answerButtons, "a screen reader gets the buttons too")
        let app = AppModel(listings: ChooserScreenTests.listings, overrides: SettingsOverrides(accessible: true))
        #expect(app.chooser.namesColors)
        #expect(app.view(in: .at(.zero, size: F.standard)).lines[2].contains("██ Blue"))
    }
}

@Suite struct StudyBadgeTests {
    @Test func aWordCardShowsItsBadgeOnTheCardEdge() {
        var deck = StudyFixtures.capitals()
        deck.cards[0].wordType = .noun
        let screen = StudyScreen(deck: deck, seed: 1, options: StudyOptions(animations: false), now: .zero)
        let grid = screen.view(size: StudyFixtures.standard, now: .seconds(1))
        let edge = grid.lines.first { $0.contains("╭") } ?? ""
        #expect(edge.contains("╭─ N ─"), "\(edge)")
        let plain = StudyScreen(deck: StudyFixtures.capitals(), seed: 1, options: StudyOptions(animations: false), now: .zero)
        #expect(!(plain.view(size: StudyFixtures.standard, now: .seconds(1)).lines.first { $0.contains("╭") } ?? "").contains(" N "))
    }
}
