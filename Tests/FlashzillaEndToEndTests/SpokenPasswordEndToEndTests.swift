import Foundation
import Testing

/// The screen reader's login form in a real terminal: the line front end lets the terminal
/// echo what is typed, except in the password field; the echo comes back when the focus
/// leaves it and when the run ends there (Ctrl-C, the end of input).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct SpokenPasswordEndToEndTests {
    /// Runs the app by voice in bash (which survives Ctrl-C), then says its status and
    /// whether the terminal echoes (`stty`: "echo" or "-echo").
    static func loginForm(_ fz: FlashzillaBinary) throws -> Tmux {
        let app = "'\(FlashzillaBinary.url.path)' --screen-reader --home '\(fz.home.path)'"
        let tmux = try Tmux(width: 100, height: 30, command: """
            bash -c 'trap : INT; \(app.replacingOccurrences(of: "'", with: "'\\''")); echo "status $?"; \
            stty -a | grep -o -e "-*echo " | head -1 | sed "s/^/terminal /"; sleep 60'
            """)
        try tmux.waitForSettled(text: "help for more.")
        try tmux.sendLiteral("sync\n")
        try tmux.waitForSettled(text: "User: empty.")
        try tmux.sendLiteral("bench\n")
        try tmux.waitForSettled(text: "Password: empty.")
        return tmux
    }

    @Test func aPasswordTypedByVoiceNeverShowsAndCtrlCGivesTheEchoBack() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.loginForm(fz)
        try tmux.sendLiteral("hunter2secret")
        // The user name typed before it shows, as every other line does.
        let typed = try tmux.waitForSettled { $0.contains("bench") }
        #expect(!typed.contains("hunter2"), "\(typed)")
        try tmux.sendKeys("C-c")
        let ended = try tmux.waitFor(text: "terminal ")
        #expect(ended.contains("status 130") && ended.contains("terminal echo") && !ended.contains("-echo"), "\(ended)")
    }

    @Test func leavingThePasswordFieldShowsTypingAgainAndTheEndOfInputGivesTheEchoBack() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let tmux = try Self.loginForm(fz)
        try tmux.sendLiteral("previous field\n")
        try tmux.waitForSettled(text: "User: bench.")
        try tmux.sendLiteral("visible")
        try tmux.waitForSettled(text: "visible")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("next field\n")
        try tmux.waitForSettled { $0.components(separatedBy: "Password: empty.").count == 3 }
        try tmux.sendKeys("C-d")
        let ended = try tmux.waitFor(text: "terminal ")
        #expect(ended.contains("status 0") && ended.contains("terminal echo") && !ended.contains("-echo"), "\(ended)")
    }
}
