import Foundation
import Testing

/// Issue 32: an entry made here (reversed, cloze) goes to the server as one note of Anki's
/// stock note type for its kind, and comes back as itself (the same cards, no copy); an
/// entry edited here goes as its note's new fields, one deleted as graves.
@Suite(.serialized) struct SyncKindsEndToEndTests {
    static func cardIDs(_ fz: FlashzillaBinary) throws -> [String: String] {
        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require((try SyncEndToEndTests.document(show.stdout))["cards"] as? [[String: Any]], "\(show.stdout)")
        var ids: [String: String] = [:]
        for card in cards { if let id = card["id"] as? String, let prompt = card["prompt"] as? String { ids[id] = prompt } }
        return ids
    }

    @Test(AnkiSyncServer.required)
    func reversedAndClozeEntriesMadeHereReachThePhoneAsItsStockNoteTypes() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        for arguments in [["add", "Phone", "--prompt", "ventana", "--answer", "window", "--reversed", "--tag", "fz"],
                          ["add", "Phone", "--prompt", "mesa", "--answer", "table", "--typed"],
                          ["add", "Phone", "--cloze", "{{c1::Paris}} is the capital of {{c2::France}}"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let before = try Self.cardIDs(fz)
        #expect(before.count == 26 + 5, "\(before.values.sorted())")

        let first = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let sent = try SyncSendEndToEndTests.sent(first)
        #expect(sent["notes"] as? Int == 3 && sent["cards"] as? Int == 5, "one note per entry, with its cards: \(first.stdout) \(first.stderr)")
        // Nothing came back that would make a copy, and the entries' cards are still themselves.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "\(again.stdout)")
        #expect(try Self.cardIDs(fz) == before)

        let phone = try server.phoneAnswers(0)
        let reversed = phone.cards.filter { $0.notetype == "Basic (and reversed card)" && ($0.question == "ventana" || $0.question == "window") }
        #expect(reversed.count == 2 && Set(reversed.compactMap(\.note)).count == 1, "one note, two cards: \(reversed)")
        #expect(Set(reversed.map(\.question)) == ["ventana", "window"] && Set(reversed.map(\.answer)) == ["window", "ventana"], "\(reversed)")
        #expect(reversed.allSatisfy { $0.deck == "Phone" && $0.tags == ["fz"] }, "\(reversed)")
        let cloze = phone.cards.filter { $0.notetype == "Cloze" && $0.answer.contains("Paris is the capital of France") }
        #expect(cloze.count == 2 && Set(cloze.compactMap(\.note)).count == 1, "one note, two cards: \(cloze)")
        let typed = phone.cards.filter { $0.notetype == "Basic (type in the answer)" && $0.question.hasPrefix("mesa") }
        #expect(typed.count == 1 && typed.first?.fields == ["mesa", "table"], "\(typed)")
        for name in ["Basic (and reversed card)", "Cloze", "Basic (type in the answer)"] {
            #expect(phone.notetypes?.filter { $0.hasPrefix(name) }.count == 1, "the phone's own, none added: \(phone.notetypes ?? [])")
        }
        #expect(phone.cards.count == 26 + 5, "\(phone.cards.map(\.question))")

        // The phone's sync brought nothing (its `finish` only moved the server's time on);
        // the entries stay themselves here.
        let after = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let afterDocument = try SyncEndToEndTests.document(after.stdout)
        for side in ["sent", "received"] {
            let counts = try #require(afterDocument[side] as? [String: Int], "\(after.stdout)")
            #expect(counts.values.allSatisfy { $0 == 0 }, "\(side): \(after.stdout)")
        }
        #expect(try Self.cardIDs(fz) == before)

        // The typed entry edited here, the cloze entry deleted: one note's fields, two cards and their note.
        try SyncSendEndToEndTests.change("Phone", fz) { deck in
            deck.cards = try deck.cards.compactMap { card in
                guard card.entry?.cloze == nil else { return nil }
                guard card.prompt == "mesa" else { return card }
                var edited = card
                try edited.edit(prompt: "mesa", answer: "table, edited here", at: Date())
                return edited
            }
        }
        let changed = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(changed["notes"] as? Int == 1 && changed["deletions"] as? Int == 3, "\(changed)")
        let phoneAfter = try server.phoneAnswers(0)
        #expect(!phoneAfter.cards.contains { $0.notetype == "Cloze" && $0.answer.contains("Paris is the capital of France") })
        #expect(phoneAfter.cards.first { $0.notetype == "Basic (type in the answer)" && $0.question.hasPrefix("mesa") }?.fields
            == ["mesa", "table, edited here"], "\(phoneAfter.cards.filter { $0.question.hasPrefix("mesa") })")
        #expect(phoneAfter.cards.count == 26 + 3)
        let last = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(last.stdout)["sent"] as? [String: Int] == ["answers": 0, "cards": 0, "deletions": 0, "notes": 0],
                "\(last.stdout)")
        #expect(try Self.cardIDs(fz).count == 26 + 3)
    }
}
