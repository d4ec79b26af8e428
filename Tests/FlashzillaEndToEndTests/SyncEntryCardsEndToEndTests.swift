import FlashzillaProgress
import Foundation
import Testing

/// Issue 32: answers and marks given on the cards of entries made here (a reversed pair, a
/// cloze with two deletions) reach the phone on the right cards of their one note, and the
/// phone's answers and flags on those cards come back to the right cards here.
@Suite(.serialized) struct SyncEntryCardsEndToEndTests {
    /// One name for a card on both sides: a reversed card by its question, a cloze card by
    /// the deletion it asks (c1 hides Paris, so its question shows France).
    static func key(_ question: String) -> String {
        question.contains("France") ? "c1" : question.contains("Paris") ? "c2" : question
    }

    /// The deck's cards here by key: id, suspended, flag.
    static func cardsHere(_ fz: FlashzillaBinary) throws -> [String: (id: String, suspended: Bool, flag: String?)] {
        let show = try fz.run(["show", "Made", "--json"])
        let cards = try #require((try SyncEndToEndTests.document(show.stdout))["cards"] as? [[String: Any]], "\(show.stdout)")
        var found: [String: (id: String, suspended: Bool, flag: String?)] = [:]
        for card in cards {
            let prompt = try #require(card["prompt"] as? String), id = try #require(card["id"] as? String)
            found[key(prompt)] = (id, card["suspended"] as? Bool ?? false, card["flag"] as? String)
        }
        return found
    }

    /// How many answers each card has here, by card id.
    static func answersHere(_ fz: FlashzillaBinary) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).forEachReviewHistory { _, card, reviews in
            counts[card.uuidString] = reviews.count
        }
        return counts
    }

    @Test(AnkiSyncServer.required)
    func answersAndMarksOnEntryCardsGoBothWays() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        for arguments in [["new-deck", "Made"], ["add", "Made", "--prompt", "ventana", "--answer", "window", "--reversed"],
                          ["add", "Made", "--cloze", "{{c1::Paris}} is the capital of {{c2::France}}"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let made = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(made["notes"] as? Int == 2 && made["cards"] as? Int == 4, "\(made)")

        // Two of the entries' cards answered here, the next one suspended.
        let review = try fz.run(["review", "Made", "--screen-reader"], input: "\ngood\n\neasy\nsuspend\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let here = try Self.cardsHere(fz), answered = try Self.answersHere(fz)
        try #require(here.count == 4, "\(here)")
        #expect(here.values.map { answered[$0.id] ?? 0 }.reduce(0, +) == 2 && here.values.filter(\.suspended).count == 1, "\(here) \(answered)")
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncSendEndToEndTests.sent(sync)["answers"] as? Int == 2, "\(sync.stdout) \(sync.stderr)")

        // On the phone, each answer and the suspension on the card they were given to.
        let phone = try server.phoneAnswers(0).cards.filter { $0.deck == "Made" }
        try #require(phone.count == 4, "\(phone)")
        for card in phone {
            let mine = try #require(here[Self.key(card.question)], "\(card.question) is not here: \(here)")
            #expect(card.answers == answered[mine.id] ?? 0, "\(card.question): \(card.answers ?? -1) on the phone, \(answered[mine.id] ?? 0) here")
            #expect((card.queue == -1) == mine.suspended, "\(card.question): queue \(card.queue), suspended here: \(mine.suspended)")
        }

        // The phone answers a card not answered here (nor suspended) and flags one answered here green.
        let fresh = try #require(phone.first { $0.answers == 0 && $0.queue != -1 }, "\(phone)")
        let flagged = try #require(phone.first { $0.answers == 1 }, "\(phone)")
        _ = try server.phoneActs(onQuestions: [(fresh.question, "3"), (flagged.question, "flag3")])
        let back = try SyncEndToEndTests.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        #expect((back["received"] as? [String: Any])?["answers"] as? Int == 1, "\(back)")
        let after = try Self.cardsHere(fz), answeredAfter = try Self.answersHere(fz)
        #expect(after.mapValues(\.id) == here.mapValues(\.id), "the same cards, no copy: \(after)")
        for (key, card) in after {
            let expected = (answered[card.id] ?? 0) + (key == Self.key(fresh.question) ? 1 : 0)
            #expect(answeredAfter[card.id] ?? 0 == expected, "\(key): \(answeredAfter[card.id] ?? 0) answers here, \(expected) given")
            #expect(card.flag == (key == Self.key(flagged.question) ? "green" : nil), "\(key): flag \(card.flag ?? "none")")
            #expect(card.suspended == here[key]?.suspended, "\(key)")
        }

        // Nothing left to send or take, and nothing doubled on the phone.
        let last = try SyncEndToEndTests.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        for side in ["sent", "received"] {
            let counts = try #require(last[side] as? [String: Int], "\(last)")
            #expect(counts.values.allSatisfy { $0 == 0 }, "\(side): \(last)")
        }
        let phoneAfter = try server.phoneAnswers(0).cards.filter { $0.deck == "Made" }
        #expect(phoneAfter.compactMap(\.answers).reduce(0, +) == 3, "\(phoneAfter)")
        #expect(phoneAfter.filter { $0.flag != 0 }.map(\.question) == [flagged.question], "\(phoneAfter)")

        // The phone takes the suspension and the flag off: so are they here (`SyncIncomingMarks`).
        _ = try server.phoneUnmarks()
        let unmarked = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(unmarked.status == 0, "\(unmarked.stderr)")
        let cleared = try Self.cardsHere(fz)
        #expect(cleared.values.allSatisfy { !$0.suspended && $0.flag == nil }, "\(cleared)")
        let settled = try SyncEndToEndTests.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        #expect(settled["sent"] as? [String: Int] == ["answers": 0, "cards": 0, "deletions": 0, "notes": 0], "\(settled)")
    }
}
