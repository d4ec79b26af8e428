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

    /// marks.apkg (scripts/make-apkg-marks-fixture.py, Anki's own backend): gato suspended
    /// (queue -1), perro buried (-3), casa flagged red (flags 1), mesa as it was.
    @Test func anAnkiPackagesSuspendedBuriedAndFlaggedCardsStaySo() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/anki/marks.apkg")
        let imported = try fz.run(["import", package.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let show = try fz.run(["show", "Marks", "--json"])
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let cards = try #require(deck["cards"] as? [[String: Any]])
        #expect(cards.map { $0["prompt"] as? String } == ["gato", "perro", "casa", "mesa"])
        #expect(cards.map { $0["suspended"] as? Bool } == [true, false, false, false])
        #expect(cards.map { $0["flag"] as? String } == [nil, nil, "red", nil])
        // Anki un-buries every card at the first day rollover after the bury: perro (buried
        // by the script at its `mod`, 2026-11-29 01:28:29 UTC) stays buried only until the
        // next study day starts (4 a.m.); later runs of this test see it back, as Anki would.
        let buriedAt = Date(timeIntervalSince1970: 1_795_915_709)
        let returns = StudyDay.nextStart(after: buriedAt, timeZone: .current)
        let stillBuried = Date() < returns
        #expect(cards.map { $0["buried"] as? Bool } == [false, stillBuried, false, false])
        if stillBuried {
            let until = try #require(cards[1]["buriedUntil"] as? String)
            let date = try #require(ISO8601DateFormatter().date(from: until))
            #expect(abs(date.timeIntervalSince(returns)) < 1)
        } else {
            #expect(cards[1]["buriedUntil"] == nil || cards[1]["buriedUntil"] is NSNull)
        }
        let due = try fz.run(["due", "--json"])
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        #expect(decks.first { $0["name"] as? String == "Marks" }?["new"] as? Int == (stillBuried ? 2 : 3))
    }
}
