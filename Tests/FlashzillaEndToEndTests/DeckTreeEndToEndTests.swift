import Foundation
import Testing

/// Issue 33: decks named `Spanish::Vocab` and `Spanish::Grammar` fold under a `Spanish` row
/// in the real app, in tmux; the fold is there again on the next run; and by voice.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct DeckTreeEndToEndTests {
    /// A home with Spanish::Vocab (two cards) and Spanish::Grammar (one), made by the commands.
    static func makeHome() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        for arguments in [["new-deck", "Spanish::Vocab"], ["new-deck", "Spanish::Grammar"],
                          ["add", "Spanish::Vocab", "--prompt", "gato", "--answer", "cat"],
                          ["add", "Spanish::Vocab", "--prompt", "perro", "--answer", "dog"],
                          ["add", "Spanish::Grammar", "--prompt", "ser", "--answer", "to be"]] {
            let result = try fz.run(arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return fz
    }

    @Test func aParentFoldsAndStaysFoldedOnTheNextRun() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        var tmux = try ChooserEndToEndTests.app(fz, waitingFor: "2 decks: Grammar · Vocab")
        var screen = try tmux.capture()
        #expect(screen.contains("▾ Spanish"))
        #expect(screen.contains("3 new"), "the parent sums its children's new cards")
        #expect(screen.contains("Grammar"))
        try tmux.sendKeys("Left")
        screen = try tmux.waitForSettled(text: "▸ Spanish")
        #expect(!screen.contains("gato · perro"), "the children's rows are hidden")
        try tmux.sendKeys("q")
        try tmux.killServer()

        // The fold is kept in settings.json for the next run.
        let settings = try String(contentsOf: fz.home.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(settings.contains("\"foldedDecks\""))
        tmux = try ChooserEndToEndTests.app(fz, waitingFor: "▸ Spanish")
        // Space unfolds; → goes in; Enter reviews the child deck.
        try tmux.sendKeys("Space")
        try tmux.waitForSettled(text: "gato · perro")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Blue deck in Spanish")
        try tmux.sendKeys("Enter")
        screen = try tmux.waitForSettled(text: "learning 0 · due 0")
        #expect(screen.contains("ser"), "Review of the child deck (Grammar) opened")
        try tmux.killServer()
    }

    /// Enter on `Spanish`, a parent only the two decks' names make, reviews both decks (as
    /// Anki's study of a parent); `t` runs the Quiz over both decks' cards; `m` Match; `S`
    /// their statistics together.
    @Test func enterTAndMOnAParentWithOnlyANameTakeInItsDecks() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try ChooserEndToEndTests.app(fz, waitingFor: "2 decks: Grammar · Vocab")
        try tmux.sendKeys("Enter")
        var screen = try tmux.waitForSettled(text: "new 3 · learning 0 · due 0")
        #expect(screen.contains("Spanish"), "the sitting is the parent's")
        try tmux.sendKeys("Escape")
        try tmux.waitForSettled(text: "2 decks: Grammar · Vocab")
        try tmux.sendKeys("t")
        screen = try tmux.waitForSettled(text: "0 / 3")
        #expect(screen.contains("Spanish"), "\(screen)")
        try tmux.sendKeys("Escape")
        try tmux.waitForSettled(text: "2 decks: Grammar · Vocab")
        try tmux.sendKeys("m")
        screen = try tmux.waitForSettled(text: "0/3 pairs")
        #expect(screen.contains("Spanish"), "Match deals both decks' three cards")
        try tmux.sendKeys("Escape")
        try tmux.waitForSettled(text: "2 decks: Grammar · Vocab")
        try tmux.sendKeys("S")
        try tmux.waitForSettled(text: "statistics: Spanish")
        try tmux.killServer()
    }

    @Test func theTreeIsSaidByVoice() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path],
                                            input: "fold\nunfold\nnext\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("1. Spanish, 2 decks, 3 new, 0 due, unfolded."))
        #expect(result.output.contains("1. Spanish, 2 decks, 3 new, 0 due, folded."))
        #expect(result.output.contains("Deck 1 of 1."), "folded: one row")
        #expect(result.output.contains("2. Grammar, in Spanish, 1 new, 0 due."))
    }

    @Test func renamingAParentInTheEditorRenamesItsChildrenFiles() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let made = try fz.run(["new-deck", "Spanish"])
        try #require(made.status == 0, "\(made.stderr)")
        let tmux = try ChooserEndToEndTests.app(fz, waitingFor: "2 decks: Grammar · Vocab")
        #expect(try tmux.capture().contains("▾ ██ Blue · Spanish"), "the parent has a file of its own")
        try tmux.sendKeys("e")
        try tmux.waitForSettled(text: "Spanish")
        for _ in 0..<7 { try tmux.sendKeys("BSpace") }
        try tmux.sendKeys("-l", "Lang")
        try tmux.sendKeys("C-s")
        try tmux.waitForSettled(text: "▾ ██ Blue · Lang")
        try tmux.killServer()
        let list = try fz.run(["list"])
        #expect(list.stdout.contains("Lang::Vocab\t2 cards"))
        #expect(list.stdout.contains("Lang::Grammar\t1 card"))
        #expect(!list.stdout.contains("Spanish"), "\(list.stdout)")
    }
    /// `e` on `Spanish`, which no file names, asks its new name; Enter renames both decks' files.
    @Test func renamingAParentWithOnlyANameRenamesItsDecks() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try ChooserEndToEndTests.app(fz, waitingFor: "2 decks: Grammar · Vocab")
        try tmux.sendKeys("e")
        try tmux.waitForSettled(text: "Rename “Spanish”")
        try tmux.sendKeys("C-u")
        try tmux.sendKeys("-l", "Lang")
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "▾ Lang")
        try tmux.killServer()
        let list = try fz.run(["list"])
        #expect(list.stdout.contains("Lang::Vocab\t2 cards"))
        #expect(list.stdout.contains("Lang::Grammar\t1 card"))
        #expect(!list.stdout.contains("Spanish"), "\(list.stdout)")
    }
}
