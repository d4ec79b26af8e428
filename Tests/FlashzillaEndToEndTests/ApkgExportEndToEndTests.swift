import FlashzillaCore
import Foundation
import Testing

/// `flashzilla export --format apkg`, the real binary; the package is then checked by the
/// real Anki library (`scripts/verify-apkg-export.py`) when the Python package `anki` is there.
@Suite struct ApkgExportEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/verify-apkg-export.py").path

    /// Text that HTML, Anki's field separator or a careless exporter would get wrong.
    static let cards: [(prompt: String, answer: String, tags: [String])] = [
        ("a & b <c> \"quoted\" 'single'", "line one\nline two\n\nafter a blank line", ["grammar", "lang::es"]),
        ("<b>not bold</b> &amp; &lt;", "[sound:not-a-sound.mp3] {{Front}}", []),
        ("日本語 🎉 Ünïcödé", "naïve — “curly” ½", ["日本", "é"]),
        ("two  spaces and a\ttab", "ends with <", ["x"]),
        ("10", "numbers sort as numbers in Anki", []),
    ]

    static func tricky(_ fz: FlashzillaBinary, deck: String) throws {
        #expect(try fz.run(["new-deck", deck]).status == 0)
        for card in cards {
            let added = try fz.run(["add", deck, "--prompt", card.prompt, "--answer", card.answer] + card.tags.flatMap { ["--tag", $0] })
            #expect(added.status == 0, "\(added.stderr)")
        }
    }

    static func expectation(deck: String, _ cards: [(prompt: String, answer: String, tags: [String])]) throws -> Data {
        let object: [String: Any] = ["deck": deck, "cards": cards.map { ["prompt": $0.prompt, "answer": $0.answer, "tags": $0.tags] }]
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func exportWritesAZipAndReplacesAnEarlierExport() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.tricky(fz, deck: "Languages::Español")
        let out = fz.home.appendingPathComponent("deck.apkg")
        try Data("an older file".utf8).write(to: out)
        let exported = try fz.run(["export", "languages::español", "--format", "apkg", "--output", out.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout == "Exported 5 cards of Languages::Español to \(out.path)\n")
        let bytes = try Data(contentsOf: out)
        #expect(bytes.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))  // a zip's first entry
        #expect(bytes.range(of: Data("collection.anki2".utf8)) != nil)
        // Nothing unfinished left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fz.home.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// Export, then Flashzilla's own import into an empty home: the same prompts, answers
    /// (double spaces, tabs and a literal "[sound:…]" included) and tags, in one deck of
    /// the same name.
    @Test func exportThenImportIsTheIdentity() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.tricky(fz, deck: "Languages::Español")
        let out = fz.home.appendingPathComponent("deck.apkg")
        #expect(try fz.run(["export", "Languages::Español", "--format", "apkg", "--output", out.path]).status == 0)
        let other = try FlashzillaBinary.withTemporaryHome()
        defer { other.cleanUp() }
        let imported = try other.run(["import", out.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("5 added, 0 updated, 0 unchanged"), "\(imported.stdout)")
        let files = try FileManager.default.contentsOfDirectory(at: other.decksDirectory, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        let deck = try FlashzillaDeckCodec().decode(Data(contentsOf: try #require(files.first)), fileName: "deck.json", now: Date()).deck
        #expect(deck.name == "Languages::Español")
        #expect(deck.cards.map(\.prompt) == Self.cards.map(\.prompt))
        #expect(deck.cards.map(\.answer) == Self.cards.map(\.answer))
        #expect(deck.cards.map { $0.tags.sorted() } == Self.cards.map { $0.tags.sorted() }, "tags (Anki keeps them sorted)")
        // Importing the same package again changes nothing.
        #expect(try other.run(["import", out.path]).stdout.contains("0 added, 0 updated, 5 unchanged"))
    }

    /// A deck imported with media goes back out with it: the package carries the files its
    /// cards show, its cards refer to them as Anki does, and importing it elsewhere gives
    /// the same cards and the same files.
    @Test func mediaGoIntoThePackageAndComeBack() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["import", AnkiPackageEndToEndTests.fixture("current.apkg")]).status == 0)
        let other = try FlashzillaBinary.withTemporaryHome()
        defer { other.cleanUp() }
        for (name, file, media) in [("Languages::Spanish", "languages-spanish.json", "perro sound.mp3"), ("Geography", "geography.json", "tiny.png")] {
            let out = fz.home.appendingPathComponent("\(file).apkg")
            let exported = try fz.run(["export", name, "--format", "apkg", "--output", out.path])
            #expect(exported.status == 0, "\(exported.stderr)")
            let imported = try other.run(["import", out.path])
            #expect(imported.status == 0 && imported.stdout.contains("Copied 1 media file"), "\(imported.stdout)\(imported.stderr)")
            let mine = try ImportExportEndToEndTests.deck(fz, file), theirs = try ImportExportEndToEndTests.deck(other, file)
            #expect(theirs.cards.map(\.prompt) == mine.cards.map(\.prompt))
            #expect(theirs.cards.map(\.answer) == mine.cards.map(\.answer))
            #expect(mine.cards.contains { ($0.prompt + $0.answer).contains(media) })
            let original = FileManager.default.contents(atPath: fz.home.appendingPathComponent("media/\(mine.id.uuidString.lowercased())/\(media)").path)
            let copy = FileManager.default.contents(atPath: other.home.appendingPathComponent("media/\(theirs.id.uuidString.lowercased())/\(media)").path)
            #expect(original != nil && copy == original)
        }
    }

    @Test func anOutputThatCannotBeWrittenIsAnError() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.tricky(fz, deck: "D")
        let out = fz.home.appendingPathComponent("missing/deck.apkg").path
        let result = try fz.run(["export", "D", "--format", "apkg", "--output", out])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(out): cannot be written: No such file or directory\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(AnkiLibrary.required)
    func ankiImportsTheExportAndUpdatesItsNotesFromALaterOne() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let deckName = "Languages::Español"
        try Self.tricky(fz, deck: deckName)
        let first = fz.home.appendingPathComponent("first.apkg").path
        #expect(try fz.run(["export", deckName, "--format", "apkg", "--output", first]).status == 0)
        let expected = fz.home.appendingPathComponent("first.json")
        try Self.expectation(deck: deckName, Self.cards).write(to: expected)

        // The learner edits a card later (Anki updates a note only from a newer copy).
        let store = DeckStore(homeDirectory: fz.home)
        var loaded = try store.load(fileURL: fz.decksDirectory.appendingPathComponent("languages-espanol.json"), now: Date())
        try loaded.deck.cards[0].edit(prompt: "edited & <new>", answer: "answer\nchanged", at: Date().addingTimeInterval(60))
        try store.save(&loaded)
        let later = fz.home.appendingPathComponent("later.apkg").path
        #expect(try fz.run(["export", deckName, "--format", "apkg", "--output", later]).status == 0)
        var edited = Self.cards
        edited[0].prompt = "edited & <new>"
        edited[0].answer = "answer\nchanged"
        let laterExpected = fz.home.appendingPathComponent("later.json")
        try Self.expectation(deck: deckName, edited).write(to: laterExpected)

        let check = try AnkiLibrary.python([Self.script, first, expected.path, later, laterExpected.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("Anki imported 5 notes into 'Languages::Español'"), "\(check.stdout)")
    }

    /// Anki itself takes the media of an exported package: the file lands in its media
    /// folder and the note refers to it as Anki's own would.
    @Test(AnkiLibrary.required)
    func ankiTakesTheExportedMedia() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["import", AnkiPackageEndToEndTests.fixture("current.apkg")]).status == 0)
        let out = fz.home.appendingPathComponent("geography.apkg").path
        #expect(try fz.run(["export", "Geography", "--format", "apkg", "--output", out]).status == 0)
        let check = try AnkiLibrary.python(["-c", """
            import os, sys, tempfile
            from anki.collection import Collection
            from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
            col = Collection(os.path.join(tempfile.mkdtemp(), "c.anki2"))
            col.import_anki_package(ImportAnkiPackageRequest(package_path=sys.argv[1], options=ImportAnkiPackageOptions()))
            fields = [f for nid in col.find_notes("") for f in col.get_note(nid).fields]
            print(sorted(os.listdir(col.media.dir())), any('<img src="tiny.png">' in f for f in fields))
            """, out])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "['tiny.png'] True\n", "\(check.stdout)")
    }
}
