import Foundation
import Testing

/// The countdown in the real app while the card cannot be seen (issue 18).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct StudyHiddenCardEndToEndTests {
    typealias S = StudyEndToEndTests

    /// Lets the clock run: the assertion is about the count afterwards, which a slow machine
    /// only makes clearer (a countdown that runs falls further).
    static func letTimePass() { Thread.sleep(forTimeInterval: 3.5) }

    @Test func tooSmallStopsTheCountdownAndIgnoresAnswers() throws {
        let fz = try S.makeHome()
        defer { fz.cleanUp() }
        let tmux = try S.shell(fz)
        try tmux.sendLiteral(S.command(fz, "study 'Tmux Test'"))
        try tmux.sendKeys("Enter")
        let before = try #require(S.seconds(in: try tmux.waitForSettled(text: "Question one")))
        try tmux.resize(width: 30, height: 10)
        try tmux.waitFor(text: "too small")
        try tmux.sendKeys("l", "h", "Right")
        Self.letTimePass()
        try tmux.resize(width: 80, height: 24)
        let screen = try tmux.waitForSettled(text: "Question one")
        let after = try #require(S.seconds(in: screen))
        // Up to 2 s may pass between reading `before` and the app seeing the resize on a
        // busy machine; a countdown that ran on would have lost at least 3.5.
        #expect(after >= before - 2, "time ran on while the card was hidden: \(before) → \(after)")
        #expect(screen.contains("✓ 0") && screen.contains("✗ 0"), "no answer given blind counted:\n\(screen)")
        try tmux.sendKeys("q")
    }

    @Test func helpStopsTheCountdown() throws {
        let fz = try S.makeHome()
        defer { fz.cleanUp() }
        let tmux = try S.shell(fz)
        try tmux.sendLiteral(S.command(fz, "study 'Tmux Test'"))
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("?")
        let before = try #require(S.seconds(in: try tmux.waitForSettled(text: "any key closes")))
        Self.letTimePass()
        let after = try #require(S.seconds(in: try tmux.capture()))
        #expect(after == before, "time ran on under help: \(before) → \(after)")
        try tmux.sendKeys("x")
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("q")
    }
}
