import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// The whole package, read back with GRDB and ZIPFoundation. (That real Anki imports it is
/// `scripts/verify-apkg-export.py`'s job, run by the end-to-end test.)
@Suite struct ApkgExporterTests {
    static let created = Date(timeIntervalSince1970: 1_790_000_000)

    static func deck() throws -> Deck {
        let texts: [(String, String, [String])] = [
            ("a & b\nc <x>", "say \"hi\"\r\nthere", ["t1", "t2"]),
            ("日本語 🎉", "Ünïcödé", ["é", "日本"]),
            ("<b>not html</b> &amp;", "[sound:x.mp3]", []),
            ("two  spaces", "a\u{1F}b", ["with space"]),
        ]
        return Deck(name: "Languages::Spanish", cards: try texts.enumerated().map { index, text in
            try Card(prompt: text.0, answer: text.1, tags: text.2, createdAt: created,
                     updatedAt: created.addingTimeInterval(Double(index)))
        })
    }

    static func exported(_ deck: Deck) throws -> (ExportedPackage, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("out.apkg")
        try ApkgExporter.write(deck, to: url.path, now: created.addingTimeInterval(3600))
        return (try ExportedPackage(at: url), folder)
    }

    @Test func theZipHoldsALegacyCollectionAndAnEmptyMediaMap() throws {
        let (package, folder) = try Self.exported(try Self.deck())
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(package.entryNames.sorted() == ["collection.anki2", "media"])
        #expect(package.media == "{}")
        #expect(package.version == 11)
        #expect(package.tables == ["cards", "col", "graves", "ix_cards_nid", "ix_cards_sched", "ix_cards_usn", "ix_notes_csum",
                                   "ix_notes_usn", "ix_revlog_cid", "ix_revlog_usn", "notes", "revlog"])
        // Nothing else in the folder: the unfinished file was renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.apkg"])
    }

    @Test func oneBasicNotePerCardWithHTMLFieldsTagsAndChecksum() throws {
        let deck = try Self.deck()
        let (package, folder) = try Self.exported(deck)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(package.notes.map(\.fields) == [
            ["a &amp; b<br>c &lt;x&gt;", "say \"hi\"<br>there"],
            ["日本語 🎉", "Ünïcödé"],
            ["&lt;b&gt;not html&lt;/b&gt; &amp;amp;", "&#91;sound:x.mp3]"],
            ["two &nbsp;spaces", "a&#31;b"],
        ])
        #expect(package.notes.map(\.tags) == [" t1 t2 ", " é 日本 ", "", " with_space "])
        #expect(package.notes.map(\.sortField) == ["a & bc <x>", "日本語 🎉", "<b>not html</b> &amp;", "two  spaces"])
        #expect(package.notes.prefix(2).map(\.checksum) == [1_932_896_423, 4_068_543_571])
        #expect(package.notes.map(\.guid) == deck.cards.map { $0.id.uuidString.lowercased() })
        #expect(package.notes.map(\.modified) == [1_790_000_000, 1_790_000_001, 1_790_000_002, 1_790_000_003])
        #expect(Set(package.notes.map(\.modelID)) == [AnkiCollectionJSON.basicNoteTypeID])
        // Made in one millisecond, the notes get consecutive ids from it.
        #expect(package.notes.map(\.id) == (0..<4).map { 1_790_000_000_000 + $0 })
    }

    @Test func everyCardIsNewInTheDeckAtItsPosition() throws {
        let deck = try Self.deck()
        let (package, folder) = try Self.exported(deck)
        defer { try? FileManager.default.removeItem(at: folder) }
        let deckID = AnkiCollectionJSON.deckID(for: deck.id)
        #expect(package.cards.map(\.noteID) == package.notes.map(\.id))
        #expect(package.cards.allSatisfy { $0.deckID == deckID && $0.ordinal == 0 && $0.type == 0 && $0.queue == 0 })
        #expect(package.cards.map(\.due) == [1, 2, 3, 4])
    }

    @Test func theDeckAndTheBasicNoteType() throws {
        let deck = try Self.deck()
        let (package, folder) = try Self.exported(deck)
        defer { try? FileManager.default.removeItem(at: folder) }
        let deckID = AnkiCollectionJSON.deckID(for: deck.id)
        #expect(Set(package.decks.keys) == ["1", String(deckID)])
        #expect((package.decks[String(deckID)] as? [String: Any])?["name"] as? String == "Languages::Spanish")
        #expect((package.decks["1"] as? [String: Any])?["name"] as? String == "Default")
        #expect(Set(package.deckConfigs.keys) == ["1"])
        let model = try #require(package.models[String(AnkiCollectionJSON.basicNoteTypeID)] as? [String: Any])
        #expect(model["name"] as? String == "Basic")
        #expect((model["flds"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Front", "Back"])
        let templates = try #require(model["tmpls"] as? [[String: Any]])
        #expect(templates.count == 1)
        #expect(templates[0]["name"] as? String == "Card 1")
        #expect(templates[0]["qfmt"] as? String == "{{Front}}")
        #expect(templates[0]["afmt"] as? String == "{{FrontSide}}<hr id=answer>{{Back}}")
    }

    /// The same deck exported twice: the same GUIDs and deck id, so Anki updates what it has.
    @Test func exportingAgainGivesTheSameGUIDs() throws {
        let deck = try Self.deck()
        let (first, folder1) = try Self.exported(deck)
        let (second, folder2) = try Self.exported(deck)
        defer {
            try? FileManager.default.removeItem(at: folder1)
            try? FileManager.default.removeItem(at: folder2)
        }
        #expect(first.notes == second.notes)
        #expect(first.cards == second.cards)
    }

    @Test func anExistingFileIsReplacedWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("deck.apkg")
        try Data("old contents".utf8).write(to: url)
        try ApkgExporter.write(try Self.deck(), to: url.path)
        #expect(try ExportedPackage(at: url).notes.count == 4)
    }

    @Test func aFolderThatIsNotThereIsAClearFailureAndLeavesNothing() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)/out.apkg")
        let failure = #expect(throws: ApkgExporter.Failure.self) { try ApkgExporter.write(try Self.deck(), to: missing.path) }
        #expect(failure?.description == "No such file or directory")
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }

    @Test func aTargetThatIsAFolderIsAClearFailureAndStaysAsItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("deck.apkg"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = #expect(throws: ApkgExporter.Failure.self) {
            try ApkgExporter.write(try Self.deck(), to: folder.appendingPathComponent("deck.apkg").path)
        }
        #expect(failure?.description == "Is a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["deck.apkg"])
    }

    @Test func anEmptyDeckIsAValidPackageWithoutNotes() throws {
        let (package, folder) = try Self.exported(Deck(name: "Empty"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(package.notes.isEmpty && package.cards.isEmpty)
        #expect(package.version == 11)
    }
}
