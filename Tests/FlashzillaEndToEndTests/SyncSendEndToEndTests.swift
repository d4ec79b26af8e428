import FlashzillaCore
import Foundation
import Testing

/// Issue 32: what the learner makes here goes to the server in the normal sync: cards added
/// (Basic notes), a deck made here, a card edited, a card deleted (graves); and a card
/// deleted on the phone is deleted here, never sent back.
@Suite(.serialized) struct SyncSendEndToEndTests {
    static func deckFile(_ name: String, _ fz: FlashzillaBinary) throws -> URL {
        let listing = try fz.run(["list", "--json"])
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        let file = try #require(decks.first { $0["name"] as? String == name }?["file"] as? String, "\(listing.stdout)")
        return URL(fileURLWithPath: file)
    }

    /// The deck's cards as the deck editor would change them: `change` edits the loaded deck, saved with the store.
    static func change(_ name: String, _ fz: FlashzillaBinary, _ change: (inout Deck) throws -> Void) throws {
        let store = DeckStore(homeDirectory: fz.home)
        var loaded = try store.load(fileURL: try deckFile(name, fz), now: Date())
        try change(&loaded.deck)
        try store.save(&loaded)
    }

    static func sent(_ result: FlashzillaBinary.Result) throws -> [String: Any] {
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try SyncEndToEndTests.document(result.stdout)["sent"] as? [String: Any], "\(result.stdout)")
    }

    @Test(AnkiSyncServer.required)
    func cardsAddedEditedAndDeletedHereAndADeckMadeHereReachThePhone() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        // Two cards added (one in a deck made here), one edited, one deleted.
        for arguments in [["add", "Phone", "--prompt", "made here", "--answer", "hecho aquí", "--tag", "fz"],
                          ["new-deck", "Kitchen"], ["add", "Kitchen", "--prompt", "spoon", "--answer", "cuchara"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        try Self.change("Phone", fz) { deck in
            #expect(deck.cards.contains { $0.prompt == "phone question 1" } && deck.cards.contains { $0.prompt == "phone question 2" })
            deck.cards = try deck.cards.compactMap { card in
                guard card.prompt != "phone question 2" else { return nil }
                guard card.prompt == "phone question 1" else { return card }
                var edited = card
                try edited.edit(prompt: "phone question 1", answer: "phone answer 1, edited here", at: Date())
                return edited
            }
        }

        let first = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let sent = try Self.sent(first)
        #expect(sent["notes"] as? Int == 3 && sent["cards"] as? Int == 2, "2 new notes and cards, 1 note edited: \(first.stdout) \(first.stderr)")
        #expect(sent["deletions"] as? Int == 2, "the deleted card and its note: \(sent)")
        // Sent once, and nothing came back that would make a copy.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "\(again.stdout)")

        let phone = try server.phoneAnswers(0)
        let made = phone.cards.filter { $0.question == "made here" }
        #expect(made.count == 1 && made.first?.deck == "Phone" && made.first?.answer == "hecho aquí" && made.first?.tags == ["fz"], "\(made)")
        let spoon = phone.cards.filter { $0.question == "spoon" }
        #expect(spoon.count == 1 && spoon.first?.deck == "Kitchen" && spoon.first?.answer == "cuchara", "\(spoon)")
        #expect(phone.cards.first { $0.question == "phone question 1" }?.answer == "phone answer 1, edited here")
        #expect(!phone.cards.contains { $0.question == "phone question 2" }, "deleted here, deleted there")
        #expect(phone.cards.count == 26 + 2 - 1)

        // The phone deletes a card; here it goes too, and nothing goes back.
        _ = try server.phoneDeletes(front: "phone question 3")
        let back = try Self.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(back["notes"] as? Int == 0 && back["deletions"] as? Int == 0 && back["cards"] as? Int == 0, "\(back)")
        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require((try SyncEndToEndTests.document(show.stdout))["cards"] as? [[String: Any]], "\(show.stdout)")
        let prompts = cards.compactMap { $0["prompt"] as? String }
        #expect(!prompts.contains("phone question 3") && !prompts.contains("phone question 2"), "\(prompts)")
        #expect(prompts.filter { $0 == "made here" }.count == 1, "the card made here is itself, not a copy: \(prompts)")
        let last = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(last.stdout)["kind"] as? String == "none", "\(last.stdout)")
        let phoneAfter = try server.phoneAnswers(0)
        #expect(phoneAfter.cards.count == 26 + 2 - 2, "\(phoneAfter.cards.map(\.question))")
    }

    /// Pictures and sounds of a card made here go up by media sync, and the phone gets them.
    @Test(AnkiSyncServer.required)
    func picturesAndSoundsMadeHereReachThePhone() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let deck = try DeckStore(homeDirectory: fz.home).load(fileURL: try Self.deckFile("Phone", fz), now: Date()).deck
        let folder = MediaLocation.folder(for: deck.id, in: fz.home.appendingPathComponent("media"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("made here".utf8))
        let sound = Data(Array("ID3 a sound made here".utf8))
        try picture.write(to: folder.appendingPathComponent("perro.png"))
        try sound.write(to: folder.appendingPathComponent("perro.mp3"))
        let add = try fz.run(["add", "Phone", "--prompt", "[image: perro.png] perro", "--answer", "dog [sound: perro.mp3]"])
        try #require(add.status == 0, "\(add.stderr)")

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let report = try SyncEndToEndTests.document(sync.stdout)
        #expect((report["media"] as? [String: Any])?["sent"] as? Int == 2, "\(sync.stdout)")
        #expect((report["sent"] as? [String: Any])?["notes"] as? Int == 1, "\(sync.stdout)")

        let phone = try server.phoneSyncsMedia()
        #expect(phone.media?.keys.contains("perro.png") == true && phone.media?.keys.contains("perro.mp3") == true, "\(phone.media ?? [:])")
        for (name, bytes) in [("perro.png", picture), ("perro.mp3", sound)] {
            let phoneFile = server.folder.appendingPathComponent("phone/collection.media/\(name)")
            #expect(FileManager.default.contents(atPath: phoneFile.path) == bytes, "\(name) on the phone, byte for byte")
        }
        #expect(phone.cards.contains { $0.question == "perro" && $0.answer == "dog" }, "\(phone.cards.filter { $0.question.contains("perro") })")
        // Sent once.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect((try SyncEndToEndTests.document(again.stdout)["media"] as? [String: Any])?["sent"] as? Int == 0, "\(again.stdout)")
    }
}
