import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// At "Terminal too small" the card cannot be seen: the countdown stops and keys that act
/// on the card do nothing, until the terminal is big enough again.
@Suite struct StudyHiddenCardTests {
    typealias F = StudyFixtures
    let tiny = Size(width: 30, height: 10)

    @Test func theCountdownStopsWhileTheTerminalIsTooSmall() {
        var screen = F.screen()
        screen.update(.resized, now: studyAt(10), size: tiny)
        #expect(screen.session.phase == .paused && screen.pauseReason == .cardHidden)
        for second in stride(from: 11.0, through: 60, by: 1) { screen.update(.ticked, now: studyAt(second), size: tiny) }
        screen.update(.resized, now: studyAt(60), size: F.standard)
        #expect(screen.session.phase == .running && screen.pauseReason == nil)
        #expect(screen.session.displayedSeconds(at: studyAt(60)) == 90, "the 50 s at too small did not count")
    }

    @Test func aTickAtTooSmallPausesToo() {
        // A terminal can shrink between two reads without its resize event being handled yet.
        let screen = F.screen().after(.ticked, at: studyAt(5), size: tiny)
        #expect(screen.session.phase == .paused)
    }

    @Test func answersGivenBlindDoNotCount() {
        var screen = F.screen().after(.resized, at: studyAt(1), size: tiny)
        for key in [Key.character("l"), .character("h"), .right, .left, .character(" "), .character("u"), .character("r"), .character("p"), .character("?")] {
            screen.handle(.key(key), now: studyAt(2), size: tiny)
        }
        #expect(screen.session.correctCount == 0 && screen.session.wrongCount == 0)
        #expect(!screen.session.isRevealed && !screen.isHelpVisible)
        #expect(screen.session.phase == .paused && screen.pauseReason == .cardHidden)
        screen.update(.resized, now: studyAt(3), size: F.standard)
        #expect(screen.session.phase == .running)
    }

    @Test func leavingAtTooSmallStillWorksAndComingBackBigResumes() {
        var screen = F.screen().after(.resized, at: studyAt(1), size: tiny)
        #expect(screen.handle(.key(.character("q")), now: studyAt(2), size: tiny) == [.leave])
        screen.update(.returned, now: studyAt(50), size: F.standard)
        #expect(screen.session.phase == .running)
        #expect(screen.session.displayedSeconds(at: studyAt(50)) == 99, "only the second before it shrank counted")
    }

    @Test func aUserPauseStaysAfterTheTerminalGrowsAgain() {
        let screen = F.screen().after(.pauseToggled, at: studyAt(1)).after(.resized, at: studyAt(2), size: tiny)
            .after(.resized, at: studyAt(3))
        #expect(screen.session.phase == .paused && screen.pauseReason == .user)
    }
}
