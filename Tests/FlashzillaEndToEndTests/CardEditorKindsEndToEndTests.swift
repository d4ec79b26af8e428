import Foundation
import Testing

/// The card editor's kind switch in the real binary in tmux (issue 34): a cloze entry typed
/// in the form with its preview, added, and written as one entry in a version 3 file that
/// `show` reads back as two cards.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct CardEditorKindsEndToEndTests {
    static let deck = #"{ "name": "Kinds", "cards": [ { "prompt": "casa", "answer": "house" } ] }"#

    @Test func aClozeEntryMadeInTheEditorIsWrittenAsOneEntryInVersion3() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        let file = fz.decksDirectory.appendingPathComponent("kinds.json")
        try Data(Self.deck.utf8).write(to: file)
        let tmux = try Tmux(width: 80, height: 24, command: "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        defer { try? tmux.killServer() }
        try tmux.waitForSettled(text: "Kinds")
        try tmux.sendKeys("C")
        try tmux.waitForSettled(text: "Add new card")
        try tmux.sendKeys("C-t", "C-t")
        try tmux.waitForSettled(text: "Cloze, makes no card yet")
        try tmux.sendLiteral("{{c1::Paris}} is the capital of {{c2::France::country}}")
        var screen = try tmux.waitForSettled(text: "Cloze, makes 2 cards")
        #expect(screen.contains("1  […] is the capital of France") && screen.contains("2  Paris is the capital of [country]"))
        try tmux.sendKeys("Enter")
        screen = try tmux.waitForSettled(text: "(Cloze, 2 cards)")
        #expect(screen.contains("3 cards"))
        try tmux.sendKeys("Escape")  // the empty form leaves, writing the deck
        try tmux.waitForSettled(text: "3 cards")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }

        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""cloze": "{{c1::Paris}} is the capital of {{c2::France::country}}""#))
        #expect(text.contains(#""version": 3"#))
        #expect(!text.contains("[…]"), "the entry is written, not its cards")
        let shown = try fz.run(["show", "Kinds"])
        #expect(shown.stdout.contains("[…] is the capital of France") && shown.stdout.contains("Paris is the capital of [country]"))
    }
}
