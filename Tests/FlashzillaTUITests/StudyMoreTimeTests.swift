import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// `+` gives a minute more (WCAG 2.2.1); the footer offers it first during the warning.
struct StudyMoreTimeTests {
    typealias F = StudyFixtures

    func footer(_ screen: StudyScreen, at now: Moment) -> String {
        let grid = screen.view(size: F.standard, now: now)
        return grid.text(row: F.standard.height - 1)
    }

    @Test func plusAddsAMinuteThroughTheKeymap() {
        let screen = F.screen().afterKey(.character("+"), at: studyAt(95))
        #expect(screen.session.displayedSeconds(at: studyAt(95)) == 65)
    }

    @Test func theFooterOffersItFirstOnlyDuringTheWarning() {
        let screen = F.screen()
        #expect(!footer(screen, at: studyAt(80)).contains("more minute"))
        #expect(footer(screen, at: studyAt(91)).hasPrefix(" + 1 more minute") || footer(screen, at: studyAt(91)).hasPrefix("+ 1 more minute"),
                "\(footer(screen, at: studyAt(91)))")
        // After a minute more, the warning is over and so is the offer.
        let more = screen.after(.moreTimeRequested, at: studyAt(91))
        #expect(!footer(more, at: studyAt(92)).contains("more minute"))
    }

    @Test func untimedSessionsHaveNoSuchKey() {
        let untimed = F.deck("Slow", [("uno", "one")], timeLimit: 0)
        let screen = F.screen(untimed)
        #expect(screen.activeKeymap.action(for: .character("+")) == nil)
        #expect(F.screen().activeKeymap.action(for: .character("+")) == .moreTimeRequested)
    }
}
