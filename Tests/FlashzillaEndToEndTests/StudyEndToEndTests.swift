import Foundation
import Testing

/// The real binary in tmux: a private server, a fixed-size window, a throw-away home.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct StudyEndToEndTests {
    /// Three cards in a known order, 100 seconds.
    static let deck = """
        {
          "name": "Tmux Test",
          "shuffle": false,
          "timeLimit": 100,
          "cards": [
            { "prompt": "Question one", "answer": "Answer one" },
            { "prompt": "Question two", "answer": "Answer two" },
            { "prompt": "Question three", "answer": "Answer three" }
          ]
        }
        """

    static func makeHome() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(deck.utf8).write(to: fz.decksDirectory.appendingPathComponent("tmux-test.json"))
        return fz
    }

    /// A plain shell in the pane, so Ctrl-Z has job control to return to.
    static func shell(_ fz: FlashzillaBinary, width: Int = 80, height: Int = 24) throws -> Tmux {
        let tmux = try Tmux(width: width, height: height, command: "env PS1='$ ' bash --norc --noprofile",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "$")
        return tmux
    }

    static func command(_ fz: FlashzillaBinary, _ args: String) -> String {
        "'\(FlashzillaBinary.url.path)' \(args) --home '\(fz.home.path)'"
    }

    static func seconds(in screen: String) -> Int? {
        guard let range = screen.range(of: #"Time: ?(\d+)"#, options: .regularExpression) else { return nil }
        return Int(screen[range].filter(\.isNumber))
    }

    @Test func revealSwipeCountdownResizeFinishRestartAndQuit() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.shell(fz)
        try tmux.sendLiteral("echo before-app")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral(Self.command(fz, "study 'Tmux Test'"))
        try tmux.sendKeys("Enter")

        var screen = try tmux.waitForSettled(text: "Question one")
        #expect(screen.contains("Tmux Test"))
        #expect(!screen.contains("Answer one"))

        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Answer one")

        try tmux.sendKeys("Right")
        screen = try tmux.waitForSettled(text: "Question two")
        #expect(screen.contains("✓ 1"))
        try tmux.sendKeys("h")
        screen = try tmux.waitForSettled(text: "✗ 1")

        // The countdown falls while we watch.
        let first = try #require(Self.seconds(in: screen))
        try tmux.waitFor(timeout: .seconds(5), "the countdown to fall by 2") { (Self.seconds(in: $0) ?? first) <= first - 2 }

        // Resizing redraws at the new size at once.
        try tmux.resize(width: 100, height: 30)
        try tmux.waitFor(timeout: .seconds(5), "a redraw at 100 columns") { screen in
            screen.split(separator: "\n").contains { $0.count > 80 && $0.contains("Time") }
        }
        try tmux.resize(width: 30, height: 10)
        try tmux.waitFor(text: "too small")
        try tmux.resize(width: 80, height: 24)
        try tmux.waitFor(text: "Question three")

        // Answer the rest: the wrong card comes back, then the deck is done.
        try tmux.sendKeys("l")
        try tmux.waitFor(text: "Question two")
        try tmux.sendKeys("Right")
        screen = try tmux.waitForSettled(text: "Start again")
        #expect(screen.contains("All done"))

        try tmux.sendKeys("r")
        try tmux.waitFor(text: "Question one")

        try tmux.sendKeys("q")
        screen = try tmux.waitForSettled(text: "before-app")
        try tmux.sendLiteral("echo restored-$((40+2))")
        try tmux.sendKeys("Enter")
        screen = try tmux.waitForSettled(text: "restored-42")
        #expect(!screen.contains("Question"))
    }

    @Test func suspendedTimeDoesNotCount() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.shell(fz)
        try tmux.sendLiteral(Self.command(fz, "study tmux-test"))
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitForSettled(text: "Question one")
        let before = try #require(Self.seconds(in: screen))

        try tmux.sendKeys("C-z")
        try tmux.waitFor(text: "Stopped")
        Thread.sleep(forTimeInterval: 3)  // time away, which must not count
        try tmux.sendLiteral("fg")
        try tmux.sendKeys("Enter")
        let after = try tmux.waitFor(text: "Question one")
        let remaining = try #require(Self.seconds(in: after))
        #expect(remaining >= before - 1, "suspended time was counted: \(before) → \(remaining)")
        try tmux.sendKeys("q")
        try tmux.waitFor { !$0.contains("Question one") }
    }

    @Test func ctrlCAndSigtermLeaveACleanTerminal() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.shell(fz)
        try tmux.sendLiteral(Self.command(fz, "study tmux-test"))
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Question one")
        try tmux.sendKeys("C-c")
        try tmux.waitFor { !$0.contains("Question one") }
        try tmux.sendLiteral("echo exit=$?")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "exit=130")  // as an interrupt does: scripts can tell

        try tmux.sendLiteral(Self.command(fz, "study tmux-test"))
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Question one")
        let shellPid = try #require(try tmux.pid())
        let appPid = try #require(try Self.childPid(of: shellPid))
        #expect(kill(appPid, SIGTERM) == 0)
        try tmux.waitFor { !$0.contains("Question one") }
        try tmux.sendLiteral("echo term=$?")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "term=143")
    }

    static func childPid(of parent: Int32) throws -> Int32? {
        try Spawn.run(["pgrep", "-P", String(parent)]).output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    @Test func chooserOpensADeckAndReturnsToIt() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.shell(fz)
        try tmux.sendLiteral(Self.command(fz, ""))
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "choose a deck")
        try tmux.waitFor(text: "Tmux Test")
        try tmux.sendKeys("t")
        try tmux.waitFor(text: "Question one")
        try tmux.sendKeys("Right")
        try tmux.waitFor(text: "✓ 1")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("t")
        // The session in progress resumes where it was. (Waiting for the whole study frame:
        // tmux may show the header drawn over the chooser before the rest arrives.)
        let screen = try tmux.waitForSettled("the study screen") { $0.contains("Time:") }
        #expect(screen.contains("✓ 1"))
        #expect(screen.contains("Question two"))
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("q")
        try tmux.waitFor { !$0.contains("choose a deck") }
    }
}
