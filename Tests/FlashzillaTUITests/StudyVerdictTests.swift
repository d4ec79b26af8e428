import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Without motion (reduce motion, `--accessible`) no card slides off with its stamp, so the
/// answer is said in words in the footer for a moment.
@Suite struct StudyVerdictTests {
    typealias F = StudyFixtures

    func footer(_ screen: StudyScreen, at seconds: Double) -> String {
        screen.view(size: F.standard, now: studyAt(seconds)).lines.last ?? ""
    }

    @Test func withoutMotionTheAnswerIsSaidInTheFooterForAMoment() {
        let still = F.screen(animations: false)
        let right = still.after(.swiped(.correct), at: studyAt(10))
        #expect(footer(right, at: 10.1).hasPrefix(" ✓ Correct "), "\(footer(right, at: 10.1))")
        #expect(footer(right, at: 10.1).contains("? help"), "the help key stays")
        let grid = right.view(size: F.standard, now: studyAt(10.1))
        #expect(grid[1, F.standard.height - 1].style.role == .correct)
        #expect(right.nextWakeUp(now: studyAt(10.1)).map { $0 <= .milliseconds(1400) } == true, "a wake-up to take it away")
        let later = right.after(.ticked, at: studyAt(12))
        #expect(!footer(later, at: 12).contains("Correct"))
        let wrong = later.after(.swiped(.wrong), at: studyAt(13))
        #expect(footer(wrong, at: 13).hasPrefix(" ✗ Wrong "))
    }

    @Test func reduceMotionInTheSettingsGivesTheVerdictToo() {
        var settings = Settings()
        settings.reduceMotion = true
        var app = AppModel(listings: [], settings: settings)
        _ = app.receive(.deckLoaded(F.capitals(), fileName: "c.json", seed: 42), in: .at(.zero, size: F.standard))
        _ = app.handle(.key(.right), in: .at(studyAt(1), size: F.standard))
        #expect(app.view(in: .at(studyAt(1.2), size: F.standard)).lines.last?.hasPrefix(" ✓ Correct") == true)
    }

    @Test func withMotionTheSlidingCardCarriesTheStampInstead() {
        let moving = F.screen().after(.swiped(.correct), at: studyAt(10))
        #expect(!footer(moving, at: 10.1).contains("Correct"))
    }
}
