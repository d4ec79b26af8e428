import FlashzillaCore
import Foundation
import Testing

/// Anki's note keys in `flashzilla review` in tmux: `!` and `=` act on every card of the
/// note of the card on show, one `u` takes the whole note's mark back, and `due` counts
/// every card of a buried note out.
extension CardMarksEndToEndTests {
    /// "Question one" and its reverse are the two cards of one Anki note; "Question two" has none.
    static let noteDeck = """
        {
          "version": 2,
          "name": "Tmux Test",
          "noteTypes": [
            { "id": "1", "name": "Basic (and reversed card)", "fields": ["Front", "Back"],
              "templates": [ { "name": "Card 1", "front": "{{Front}}", "back": "{{Back}}" },
                             { "name": "Card 2", "front": "{{Back}}", "back": "{{Front}}" } ] }
          ],
          "notes": [ { "guid": "n1", "noteType": "1", "fields": ["Question one", "Answer one"] } ],
          "cards": [
            { "prompt": "Question one", "answer": "Answer one", "note": "n1", "ord": 0 },
            { "prompt": "Question two", "answer": "Answer two" },
            { "prompt": "Answer one reversed", "answer": "Question one", "note": "n1", "ord": 1 }
          ]
        }
        """

    @Test func bangAndEqualsActOnTheWholeNoteAndOneUndoTakesItBack() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(Self.noteDeck.utf8).write(to: fz.decksDirectory.appendingPathComponent("tmux-test.json"))
        #expect(try dueNew(fz) == 3)
        let tmux = try ReviewEndToEndTests.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendLiteral("!")
        try tmux.waitFor(text: "Suspended “Question one” and 1 more card of its note")
        try tmux.waitForSettled(text: "Question two")
        try tmux.waitFor(text: "new 1 · learning 0 · due 0")
        try tmux.sendLiteral("u")
        try tmux.waitFor(text: "Undone: mark on “Question one” and the other cards of its note")
        try tmux.waitFor(text: "new 3 · learning 0 · due 0")
        try tmux.sendLiteral("=")
        try tmux.waitFor(text: "Buried “Question one” and 1 more card of its note until tomorrow")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }

        // Both cards of the note are buried until the next day, none suspended.
        #expect(try dueNew(fz) == 1)
        let show = try fz.run(["show", "Tmux Test", "--json"])
        #expect(show.status == 0, "\(show.stderr)")
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let cards = try #require(deck["cards"] as? [[String: Any]])
        #expect(cards.map { $0["buried"] as? Bool } == [true, false, true])
        #expect(cards.map { $0["suspended"] as? Bool } == [false, false, false])
        let again = try ReviewEndToEndTests.review(fz)
        try again.waitForSettled(text: "Question two")
        #expect(!(try again.capture()).contains("Question one"))
        try again.sendKeys("q")
        try again.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? again.paneIsDead()) == true }
    }
}
