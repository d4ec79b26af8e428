import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 32, tests 3 and 4: what the phone changes arrives (an edit, an addition, a deletion,
/// answers), and both sides change cards before syncing. Different cards: nothing is lost.
/// The same card answered on both: both answers are in the history on both sides, and the
/// newer state (the phone's, answered later) wins on both.
@Suite(.serialized) struct SyncBothSidesEndToEndTests {
    /// The prompts Review showed and rated, in order, from its spoken lines ("phone question 4. 12 new.").
    static func answered(_ transcript: String) -> [String] {
        let lines = transcript.components(separatedBy: "\n")
        var shown: String?, rated: [String] = []
        for line in lines {
            if line.hasPrefix("phone question"), let end = line.range(of: ". ") { shown = String(line[..<end.lowerBound]) }
            if line.hasPrefix("Good — "), let card = shown { rated.append(card) }
        }
        return rated
    }

    @Test(AnkiSyncServer.required)
    func answersOnBothSidesAreAllKeptAndTheNewerStateWins() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        // Here: two cards answered Good (learning, 10 minutes).
        let review = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\n\ngood\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let here = Self.answered(review.stdout)
        try #require(here.count == 2 && here[0] != here[1], "\(review.stdout)")
        // Later, on the phone (a later second: both sides stamp cards to the second, and a tie
        // keeps each side's own): the first of them Easy (a review card, days away), and a third card.
        Thread.sleep(forTimeInterval: 1.1)
        let other = try #require((1...20).map { "phone question \($0)" }.last { !here.contains($0) })
        let phone = try server.phoneAnswers(fronts: [(here[0], 4), (other, 3)])
        #expect(phone.revlog == 7)

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let report = try SyncEndToEndTests.document(sync.stdout)
        #expect((report["received"] as? [String: Any])?["answers"] as? Int == 2 && (report["sent"] as? [String: Any])?["answers"] as? Int == 2,
                "\(sync.stdout)")
        let after = try server.phoneAnswers(0)

        // Every answer is in both histories.
        #expect(after.revlog == 9)
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 9)
        let cards = Dictionary(after.cards.map { ($0.question, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(cards[here[0]]?.answers == 2, "answered on both sides: both answers kept")
        #expect(cards[here[1]]?.answers == 1 && cards[other]?.answers == 1)
        // The newer state wins: the phone's Easy (a review card) over the Good here; the card
        // answered only here is learning on the phone too.
        #expect(cards[here[0]]?.queue == 2, "\(String(describing: cards[here[0]]))")
        #expect(cards[here[1]]?.queue == 1, "\(String(describing: cards[here[1]]))")
        // Both sides have the same cards in learning and review now. (New cards differ by the
        // day's count of new cards met: Anki keeps it on the deck, whose newer copy wins whole,
        // so the phone's deck forgets one side's new cards, as two Anki devices do.)
        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let mine = try #require(rows.first { $0["name"] as? String == "Phone" }, "\(due.stdout)")
        let anki = try #require(after.deckDue?["Phone"], "\(String(describing: after.deckDue))")
        #expect([mine["learning"] as? Int, mine["review"] as? Int] == [anki.learning, anki.review], "\(mine) against Anki's \(anki)")

        // Nothing left to send or take.
        let last = try SyncEndToEndTests.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        #expect((last["sent"] as? [String: Any])?["answers"] as? Int ?? 0 == 0 && (last["received"] as? [String: Any])?["answers"] as? Int ?? 0 == 0,
                "\(last)")
    }

    /// Issue 32, test 3: the phone edits a note, adds one, deletes one and answers 2; one
    /// sync here shows each, and sends nothing back.
    @Test(AnkiSyncServer.required)
    func aNoteEditedAddedAndDeletedOnThePhoneAndTwoAnswersArrive() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let progress = fz.home.appendingPathComponent("progress.sqlite")
        let before = try ProgressStore(fileURL: progress).reviewCount()
        let phone = try server.phoneEditsAddsDeletesAndAnswers()
        #expect(phone.revlog == 7)

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let received = try #require(try SyncEndToEndTests.document(sync.stdout)["received"] as? [String: Any], "\(sync.stdout)")
        #expect(received["answers"] as? Int == 2, "\(received)")
        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require(try SyncEndToEndTests.document(show.stdout)["cards"] as? [[String: Any]], "\(show.stdout)")
        let byPrompt = Dictionary(cards.compactMap { card in (card["prompt"] as? String).map { ($0, card) } }, uniquingKeysWith: { first, _ in first })
        #expect(byPrompt["phone question 3"]?["answer"] as? String == "edited on the phone", "\(String(describing: byPrompt["phone question 3"]))")
        #expect(byPrompt["added on the phone"]?["answer"] as? String == "añadido en el teléfono")
        #expect((byPrompt["added on the phone"]?["tags"] as? [String]) == ["new"], "\(String(describing: byPrompt["added on the phone"]))")
        #expect(byPrompt["phone question 4"] == nil, "deleted on the phone")
        #expect(cards.count == phone.cards.count, "\(cards.count) here, \(phone.cards.count) on the phone")
        #expect(try ProgressStore(fileURL: progress).reviewCount() == before + 2)

        let again = try SyncEndToEndTests.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        let sent = try #require(again["sent"] as? [String: Any], "\(again)")
        #expect([sent["answers"], sent["cards"], sent["notes"], sent["deletions"]].allSatisfy { $0 as? Int == 0 }, "nothing goes back: \(again)")
    }
}
