import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// The deck editor's Review options and custom study in the real app, in tmux.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct DeckOptionsCustomStudyEndToEndTests {
    static func app(_ fz: FlashzillaBinary) throws -> Tmux {
        let command = "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)'"
        let tmux = try Tmux(width: 80, height: 24, command: Tmux.recordingExitStatus(command, to: statusFile(fz)),
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "choose a deck")
        return tmux
    }

    static func statusFile(_ fz: FlashzillaBinary) -> URL { fz.home.appendingPathComponent("exit-status") }

    @Test func aDeckOptionSavedInTheEditorLimitsReviewAndCustomStudyRaisesItForToday() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.waitForSettled(text: "Tmux Test")
        try tmux.sendKeys("e")
        try tmux.waitFor(text: "Edit deck")
        // Name, colour, time limit, cards per session, shuffle, wrong cards back: the seventh row is the first of Review's.
        for _ in 0..<6 { try tmux.sendKeys("Down") }
        try tmux.waitFor(text: "Review: new cards a day brings")
        try tmux.sendKeys("C-u", "C-k")
        try tmux.sendLiteral("x")
        try tmux.waitFor(text: "⚠ Enter a whole number from 0 to 9999.")
        try tmux.sendKeys("BSpace")
        try tmux.sendLiteral("1")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "choose a deck")
        let file = try String(contentsOf: fz.decksDirectory.appendingPathComponent("tmux-test.json"), encoding: .utf8)
        #expect(file.contains(#""newCardsPerDay": 1,"#), "\(file)")
        #expect(!file.contains("learningSteps"), "options left as they were stay unset")

        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "new 1 · learning 0 · due 0")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "1. Increase today's new card limit")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "New cards to add to today's limit")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "new 3 · learning 0 · due 0")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        // The chooser counts with the raised limit.
        try tmux.waitFor(text: "0 due · 0 learning · 3 new")
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: Self.statusFile(fz)) == 0)
        // Raising today's limit wrote nothing into the deck.
        #expect(try String(contentsOf: fz.decksDirectory.appendingPathComponent("tmux-test.json"), encoding: .utf8) == file)
        // It is kept in the progress file for the study day: after the app quit, `due` (as
        // the chooser) counts all 3 new cards, not the deck's 1.
        let due = try fz.run(["due", "--json"])
        #expect(due.status == 0, "\(due.stderr)")
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        #expect(decks.first { $0["name"] as? String == "Tmux Test" }?["new"] as? Int == 3, "\(due.stdout)")
        // And the next run's chooser and Review still have it.
        try FileManager.default.removeItem(at: Self.statusFile(fz))
        let again = try Self.app(fz)
        try again.waitFor(text: "0 due · 0 learning · 3 new")
        try again.sendKeys("Enter")
        try again.waitFor(text: "new 3 · learning 0 · due 0")
        try again.sendKeys("q")
        try again.waitFor(text: "choose a deck")
        try again.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: Self.statusFile(fz)) == 0)
    }

    @Test func aPreviewOfNewCardsLeavesTheScheduleAsItWas() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.waitForSettled(text: "Tmux Test")
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "6. Preview new cards")
        try tmux.sendKeys("6")
        try tmux.waitFor(text: "New cards added in the last")
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Answer one")
        try tmux.sendKeys("4")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "choose a deck")
        try tmux.sendKeys("q")
        #expect(try Tmux.waitForExitStatus(in: Self.statusFile(fz)) == 0)
        guard case .loaded(let loaded)? = DeckStore(homeDirectory: fz.home).find("Tmux Test", now: Date()) else {
            Issue.record("the deck did not load")
            return
        }
        let progress = fz.home.appendingPathComponent("progress.sqlite")
        if FileManager.default.fileExists(atPath: progress.path) {
            let store = try ProgressStore(fileURL: progress)
            #expect(try store.states(deckID: loaded.deck.id).isEmpty)
            #expect(try store.reviews(deckID: loaded.deck.id, cardID: loaded.deck.cards[0].id).isEmpty)
        }
    }
}
