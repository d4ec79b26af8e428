import Foundation
import Testing

/// A hand-written deck with a cloze entry and a reversed pair, studied in the real binary
/// in tmux (issue 34): the question's `[…]`, the answer's hidden word in reverse video, the
/// hint, and the reverse card.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct CardKindsEndToEndTests {
    static let deck = #"""
        {
          "name": "Kinds",
          "shuffle": false,
          "cards": [
            { "cloze": "{{c1::Paris}} is the capital of {{c2::France::country}}" },
            { "prompt": "gato", "answer": "cat", "reversed": true }
          ]
        }
        """#

    @Test func studyAsksEachCardOfEachEntry() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        let file = fz.decksDirectory.appendingPathComponent("kinds.json")
        try Data(Self.deck.utf8).write(to: file)
        let tmux = try Tmux(width: 80, height: 24,
                            command: "'\(FlashzillaBinary.url.path)' study Kinds --no-animation --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        defer { try? tmux.killServer() }

        var screen = try tmux.waitForSettled(text: "[…] is the capital of France")
        #expect(screen.contains("4 cards") || screen.contains("1/4") || screen.contains("Kinds"))
        try tmux.sendKeys("Space")
        screen = try tmux.waitForSettled(text: "Paris is the capital of France")
        // The hidden word in reverse video (SGR 7), the rest of the text not.
        let attributed = try tmux.captureWithAttributes()
        #expect(attributed.range(of: #"\x1B\[([0-9;]*;)?7(;[0-9;]*)?mParis"#, options: .regularExpression) != nil, "\(attributed)")
        try tmux.sendKeys("l")
        try tmux.waitForSettled(text: "Paris is the capital of [country]")
        try tmux.sendKeys("l")
        try tmux.waitForSettled(text: "gato")
        try tmux.sendKeys("l")
        screen = try tmux.waitForSettled(text: "cat")
        #expect(!screen.contains("gato"), "the reverse card asks cat")
        // Studying writes nothing into the hand-written file.
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.deck)
    }

    static let typedDeck = #"""
        { "name": "Typed", "cards": [ { "prompt": "la casa", "answer": "house", "typed": true } ] }
        """#

    static func typedHome() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(Self.typedDeck.utf8).write(to: fz.decksDirectory.appendingPathComponent("typed.json"))
        return fz
    }

    /// Review of a typed-answer card in tmux: the answer typed under the card (a digit is
    /// text, not a rating), Enter shows the comparison, the suggested rating is reversed.
    @Test func reviewATypedAnswer() throws {
        let fz = try Self.typedHome()
        defer { fz.cleanUp() }
        let tmux = try Tmux(width: 80, height: 24,
                            command: "'\(FlashzillaBinary.url.path)' review Typed --no-animation --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        defer { try? tmux.killServer() }
        try tmux.waitForSettled(text: "Your answer:")
        try tmux.sendLiteral("hou1")
        try tmux.waitForSettled(text: "Your answer: hou1")
        try tmux.sendKeys("BSpace")
        try tmux.sendLiteral("s")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitForSettled(text: "✗ Your answer: hous-")
        #expect(screen.contains("house"))
        let attributed = try tmux.captureWithAttributes()
        #expect(attributed.range(of: #"\x1B\[([0-9;]*;)?7(;[0-9;]*)?m2 Hard"#, options: .regularExpression) != nil, "\(attributed)")
        try tmux.sendKeys("2")
        try tmux.waitForSettled(text: "Your answer:")
    }

    /// By screen reader: the line is the typed answer, and the comparison is said in words.
    @Test func reviewATypedAnswerByScreenReader() throws {
        let fz = try Self.typedHome()
        defer { fz.cleanUp() }
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "review", "Typed", "--screen-reader", "--home", fz.home.path],
                                            input: "hous\nhard\nq\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Type the answer, then press Enter."), "\(result.output)")
        #expect(result.output.contains("You typed “hous”. Wrong: none. Missing: “e”. Answer: “house”."), "\(result.output)")
        #expect(result.output.contains("Suggested: Hard."), "\(result.output)")
    }

    /// The Quiz by screen reader: the line is the typed answer, the comparison is said.
    @Test func quizATypedAnswerByScreenReader() throws {
        let fz = try Self.typedHome()
        defer { fz.cleanUp() }
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "study", "Typed", "--screen-reader", "--home", fz.home.path],
                                            input: "house\ncorrect\nq\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Type the answer, then press Enter."), "\(result.output)")
        #expect(result.output.contains("Right."), "\(result.output)")
        #expect(result.output.contains("Suggested: correct."), "\(result.output)")
        #expect(result.output.contains("1 correct, 0 wrong"), "\(result.output)")
    }
}
