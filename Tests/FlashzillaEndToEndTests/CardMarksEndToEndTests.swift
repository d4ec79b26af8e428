import FlashzillaCore
import Foundation
import Testing

/// Anki's suspend and flag keys in `flashzilla review` in tmux, and what `due` and
/// `show --json` say of them after.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct CardMarksEndToEndTests {
    func dueNew(_ fz: FlashzillaBinary) throws -> Int {
        let due = try fz.run(["due", "--json"])
        #expect(due.status == 0, "\(due.stderr)")
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        return try #require(decks.first { $0["name"] as? String == "Tmux Test" }?["new"] as? Int)
    }

    @Test func atSuspendsTheCardForGoodAndDueCountsOneFewer() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        #expect(try dueNew(fz) == 3)
        let tmux = try ReviewEndToEndTests.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendLiteral("@")
        try tmux.waitFor(text: "Suspended “Question one”")
        try tmux.waitForSettled(text: "Question two")
        // f then 1: the portable way to Ctrl-1 (red).
        try tmux.sendLiteral("f")
        try tmux.sendLiteral("1")
        try tmux.waitFor(text: "Flag: red")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }

        #expect(try dueNew(fz) == 2)
        // The suspended card does not come back.
        let again = try ReviewEndToEndTests.review(fz)
        try again.waitForSettled(text: "Question two")
        #expect(!(try again.capture()).contains("Question one"))
        try again.sendKeys("q")
        try again.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? again.paneIsDead()) == true }

        let show = try fz.run(["show", "Tmux Test", "--json"])
        #expect(show.status == 0, "\(show.stderr)")
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let cards = try #require(deck["cards"] as? [[String: Any]])
        #expect(cards.map { $0["suspended"] as? Bool } == [true, false, false])
        #expect(cards.map { $0["flag"] as? String } == [nil, "red", nil])
        #expect(cards.allSatisfy { $0["buried"] as? Bool == false && $0["leech"] as? Bool == false })
        let text = try fz.run(["show", "Tmux Test"])
        #expect(text.stdout.contains("(suspended)") && text.stdout.contains("(flag red)"))
    }
}
