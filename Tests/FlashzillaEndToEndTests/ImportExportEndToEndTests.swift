import FlashzillaCore
import Foundation
import Testing

/// `flashzilla import` and `flashzilla export`, the real binary on a throw-away home.
@Suite struct ImportExportEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import")

    /// `text` written to `name` in the home (outside decks/).
    static func file(_ fz: FlashzillaBinary, _ name: String, _ bytes: [UInt8]) throws -> String {
        let url = fz.home.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Every file under the home with its bytes.
    static func snapshot(_ fz: FlashzillaBinary) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: fz.home.path)
        while let path = enumerator?.nextObject() as? String {
            result[path] = FileManager.default.contents(atPath: fz.home.appendingPathComponent(path).path) ?? Data()
        }
        return result
    }

    static func deck(_ fz: FlashzillaBinary, _ fileName: String) throws -> Deck {
        try DeckStore(homeDirectory: fz.home).load(fileURL: fz.decksDirectory.appendingPathComponent(fileName), now: Date()).deck
    }

    @Test func importingAnAnkiExportTwiceAddsNothingTheSecondTime() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let anki = Self.fixtures.appendingPathComponent("anki-notes.txt").path
        let first = try fz.run(["import", anki])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Created Geography (5 cards)"))
        #expect(first.stdout.contains("Created Languages::Spanish (6 cards)"))
        #expect(first.stdout.hasSuffix("11 added, 0 updated, 0 unchanged, 1 skipped (empty front, line 14)\n"))
        let spanish = try Self.deck(fz, "languages-spanish.json")
        #expect(spanish.cards.map(\.prompt).prefix(2) == ["el perro", "the dog"])
        #expect(spanish.cards[0].tags == ["animals"])

        let before = Self.snapshot(fz).filter { $0.key.hasPrefix("decks/") }
        let second = try fz.run(["import", anki])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix("0 added, 0 updated, 11 unchanged, 1 skipped (empty front, line 14)\n"))
        #expect(Self.snapshot(fz).filter { $0.key.hasPrefix("decks/") } == before)  // not even rewritten
    }

    /// A CSV's header row is no card (the old binary made "Term → Definition" one); the report
    /// says it was skipped, and --no-header / --header overrule the guess.
    @Test func aHeaderRowIsNotACardAndTheFlagsDecide() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let path = try Self.file(fz, "words.csv", Array("Term,Definition,Tags\nhola,hello,greet\nadiós,goodbye,\n".utf8))
        let result = try fz.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 added, 0 updated, 0 unchanged, 1 skipped (header row (column names), line 1)\n"), "\(result.stdout)")
        #expect(try Self.deck(fz, "words.json").cards.map(\.prompt) == ["hola", "adiós"])
        let kept = try fz.run(["import", path, "--no-header", "--dry-run"])
        #expect(kept.status == 0 && kept.stdout.contains("1 added, 0 updated, 2 unchanged"), "\(kept.stdout)")
        let unguessed = try Self.file(fz, "pairs.csv", Array("Spanish,English\nhola,hello\n".utf8))
        let forced = try fz.run(["import", unguessed, "--header", "--dry-run"])
        #expect(forced.status == 0 && forced.stdout.contains("1 added"), "\(forced.stdout)")
    }

    @Test func aChangedRowUpdatesItsCardAndNewRowsAreAdded() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let path = try Self.file(fz, "words.csv", Array("hola,hello\nadiós,goodbye\n".utf8))
        #expect(try fz.run(["import", path]).status == 0)
        let ids = try Self.deck(fz, "words.json").cards.map(\.id)
        _ = try Self.file(fz, "words.csv", Array("hola,hello\nadiós,bye,informal\ngracias,thanks\n".utf8))
        let again = try fz.run(["import", path, "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 1 && report["updated"] as? Int == 1 && report["unchanged"] as? Int == 1)
        #expect(report["dryRun"] as? Bool == false)
        let decks = try #require(report["decks"] as? [[String: Any]])
        #expect(decks.map { $0["name"] as? String } == ["words"])
        // The deck's cards as written (the report keeps their number, not the cards).
        #expect(decks.map { $0["cards"] as? Int } == [3])
        let deck = try Self.deck(fz, "words.json")
        #expect(deck.cards.map(\.answer) == ["hello", "bye", "thanks"])
        #expect(Array(deck.cards.map(\.id).prefix(2)) == ids)
        #expect(deck.cards[1].tags == ["informal"])
    }

    @Test func aDryRunWritesNothing() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let csv = Self.fixtures.appendingPathComponent("capitals.csv").path
        let dry = try fz.run(["import", csv, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Would create capitals (3 cards); first: “France”, “Japan”, “Peru”"))
        #expect(dry.stdout.contains("3 added, 0 updated, 0 unchanged, 0 skipped"))
        #expect(Self.snapshot(fz).isEmpty)  // not even the sample decks or a cache

        #expect(try fz.run(["import", csv]).status == 0)
        let before = Self.snapshot(fz)
        let changed = try Self.file(fz, "capitals.csv", Array("France,Paris,europe\nItaly,Rome\n".utf8))
        let second = try fz.run(["import", changed, "--dry-run", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 1 && report["unchanged"] as? Int == 1 && report["dryRun"] as? Bool == true)
        var after = Self.snapshot(fz)
        after["capitals.csv"] = nil
        #expect(after == before)
    }

    @Test func deckPutsEverythingInOneDeckNewOrExisting() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let quizlet = Self.fixtures.appendingPathComponent("quizlet-tab.txt").path
        let semicolons = Self.fixtures.appendingPathComponent("quizlet-semicolon.txt").path
        let result = try fz.run(["import", quizlet, Self.fixtures.appendingPathComponent("capitals.tsv").path, "--deck", "world capitals"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("World Capitals: 6 added"))
        #expect(try Self.deck(fz, "world-capitals.json").cards.count == 26)
        // The same words, in a new deck, and with explicit separators.
        let custom = try Self.file(fz, "custom.txt", Array("uno = one | dos = two".utf8))
        let other = try fz.run(["import", semicolons, custom, "--deck", "Mixed", "--field-sep", " = ", "--card-sep", " | "])
        #expect(other.status == 0, "\(other.stderr)")
        #expect(try Self.deck(fz, "mixed.json").cards.map(\.prompt).suffix(2) == ["uno", "dos"])
    }

    @Test func badFilesNameFileAndLineAndNothingIsWritten() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let before = Self.snapshot(fz)
        let good = try Self.file(fz, "good.csv", Array("a,b\n".utf8))
        let cases: [(String, [UInt8], String)] = [
            ("quote.csv", Array("a,b\nc,d\ne,\"never closed\nf,g\n".utf8), "quote.csv:3: a quoted field opened on this line is never closed"),
            ("latin1.csv", Array("a,b\ncaf".utf8) + [0xE9] + Array(",coffee\n".utf8), "latin1.csv:2: not UTF-8 text"),
            ("empty.csv", [], "empty.csv: empty file"),
        ]
        for (name, bytes, message) in cases {
            let bad = try Self.file(fz, name, bytes)
            // The good file comes first: it is parsed, but nothing is written since the bad one fails.
            let result = try fz.run(["import", good, bad])
            #expect(result.status == 1)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let missing = try fz.run(["import", fz.home.appendingPathComponent("nope.csv").path])
        #expect(missing.status == 1 && missing.stderr.contains("nope.csv: cannot be read"))
        #expect(Self.snapshot(fz).filter { $0.key.hasPrefix("decks/") } == before.filter { $0.key.hasPrefix("decks/") })
    }

    @Test(arguments: ["csv", "tsv", "anki-text"])
    func exportThenImportGivesTheSameCards(format: String) throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        #expect(try fz.run(["new-deck", "Tricky"]).status == 0)
        let cards: [(String, String, [String])] = [
            ("comma, \"quoted\"", "tab\tand\nnewline", ["t1", "t2"]), ("#hash: first", "plain", []), ("日本語 🎉", "a;b|c", ["x"]),
        ]
        for (prompt, answer, tags) in cards {
            #expect(try fz.run(["add", "Tricky", "--prompt", prompt, "--answer", answer] + tags.flatMap { ["--tag", $0] }).status == 0)
        }
        let out = fz.home.appendingPathComponent("tricky.\(format == "anki-text" ? "txt" : format)").path
        let exported = try fz.run(["export", "tricky", "--format", format, "--output", out])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("Exported 3 cards of Tricky"))
        if format == "csv" {
            #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("\"comma, \"\"quoted\"\"\",\"tab\tand\nnewline\",t1 t2\r\n"))
        }
        if format == "anki-text" {
            #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("#separator:tab\n#html:false\n#columns:Front\tBack\tTags\n#tags column:3\n"))
        }
        let imported = try fz.run(["import", out, "--deck", "Back Again"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let deck = try Self.deck(fz, "back-again.json")
        #expect(deck.cards.map(\.prompt) == cards.map(\.0))
        #expect(deck.cards.map(\.answer) == cards.map(\.1))
        #expect(deck.cards.map(\.tags) == cards.map(\.2))
    }
}
