import Foundation
import Testing

/// The real binary, run as a user would, against a throw-away home.
@Suite(.serialized) struct CommandLineTests {
    @Test func versionAndHelpWorkEverywhere() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let version = try fz.run(["--version"], useHomeOption: false)
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let help = try fz.run(["--help"], useHomeOption: false)
        #expect(help.status == 0)
        for sub in ["study", "list", "show", "add", "new-deck", "check"] { #expect(help.stdout.contains(sub)) }
        let addHelp = try fz.run(["add", "--help"], useHomeOption: false)
        #expect(addHelp.stdout.contains("--prompt") && addHelp.stdout.contains("--answer"))
        #expect(try fz.run(["list", "--version"], useHomeOption: false).stdout.contains("0.1.0"))
    }

    @Test func theFirstRunOfTheAppSeedsTheSampleDecksForList() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let list = try fz.run(["list"])
        #expect(list.status == 0, "\(list.stderr)")
        for name in ["World Capitals", "Spanish Basics", "Swift Keywords", "Japanese Basics 日本語", "English Vocabulary"] {
            #expect(list.stdout.contains(name))
        }
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("world-capitals.json").path))
    }

    @Test func listAsJSONIsMachineReadable() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let result = try fz.run(["list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let capitals = try #require(rows.first { $0["name"] as? String == "World Capitals" })
        #expect(capitals["cards"] as? Int == 20)
        #expect((capitals["file"] as? String)?.hasSuffix("decks/world-capitals.json") == true)
    }

    @Test func showFindsDecksByNameAnyCaseOrFileStem() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let byName = try fz.run(["show", "world CAPITALS"])
        #expect(byName.status == 0)
        #expect(byName.stdout.contains("What is the capital city of Scotland?"))
        #expect(byName.stdout.contains("Edinburgh"))
        #expect(try fz.run(["show", "spanish-basics"]).stdout.contains("¿Cómo estás?"))
        // Tags are shown too (issue 18): a card added with two tags lists them.
        #expect(try fz.run(["add", "spanish-basics", "--prompt", "gato", "--answer", "cat", "--tag", "animals", "--tag", "a1"]).status == 0)
        #expect(try fz.run(["show", "spanish-basics"]).stdout.contains("   → cat\n   #animals #a1\n"))
        // The same prompt again: added, with a note naming the earlier card (issue 18).
        let again = try fz.run(["add", "spanish-basics", "--prompt", "gato", "--answer", "tomcat"])
        #expect(again.status == 0 && again.stderr.contains("has the same prompt"))
        let missing = try fz.run(["show", "Klingon"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no deck named \"Klingon\""))
    }

    @Test func newDeckThenAddCardsAndFindThemInTheFile() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let created = try fz.run(["new-deck", "Birds of Europe", "--color", "green"])
        #expect(created.status == 0, "\(created.stderr)")
        let file = fz.decksDirectory.appendingPathComponent("birds-of-europe.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let added = try fz.run(["add", "birds of europe", "--prompt", "  robin  ", "--answer", "Erithacus rubecula", "--type", "noun", "--tag", "bird"])
        #expect(added.status == 0, "\(added.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"prompt\" : \"robin\"") || text.contains("\"prompt\": \"robin\""))
        #expect(text.contains("\"wordType\""))
        #expect(text.contains("\"color\": \"green\"") || text.contains("\"color\" : \"green\""))
        let shown = try fz.run(["show", "Birds of Europe"])
        #expect(shown.stdout.contains("robin [n]"))
        let duplicate = try fz.run(["new-deck", "birds of europe"])
        #expect(duplicate.status != 0)
        #expect(duplicate.stderr.contains("already exists"))
    }

    @Test func addRefusesEmptyFieldsAndUnknownWordTypes() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let empty = try fz.run(["add", "World Capitals", "--prompt", "   ", "--answer", "x"])
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("prompt"))
        let badType = try fz.run(["add", "World Capitals", "--prompt", "p", "--answer", "a", "--type", "gerund"])
        #expect(badType.status != 0)
        #expect(badType.stderr.contains("gerund"))
        let badColor = try fz.run(["new-deck", "X", "--color", "magenta"])
        #expect(badColor.status != 0)
    }

    @Test func brokenFilesAreReportedWithPlaceAndNeverRewritten() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        #expect(try fz.run(["check"]).status == 0)
        let broken = fz.decksDirectory.appendingPathComponent("broken.json")
        let bytes = Data("{\n  \"name\": \"Broken\",\n  \"cards\": [ { \"prompt\": \"a\" \"answer\": \"b\" } ]\n}\n".utf8)
        try bytes.write(to: broken)
        let check = try fz.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("broken.json:3:"))
        let list = try fz.run(["list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("BROKEN"))
        #expect(list.stdout.contains("broken.json:3:"), "the place in the file, as check says it")
        #expect(list.stdout.contains("World Capitals"))
        #expect(try Data(contentsOf: broken) == bytes)
    }

    @Test func environmentVariableChoosesTheHome() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let result = try fz.run(["list"], useHomeOption: false, environment: ["FLASHZILLA_HOME": fz.home.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains(fz.decksDirectory.path))
    }

    @Test func escapeSequencesInCardsNeverReachTheTerminalRaw() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        #expect(try fz.run(["add", "World Capitals", "--prompt", "\u{1B}[2J\u{1B}]0;pwned\u{07}evil", "--answer", "ok"]).status == 0)
        let shown = try fz.run(["show", "World Capitals"])
        #expect(!shown.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(shown.stdout.contains("␛[2J"))
    }

    @Test func theFullScreenAppRefusesToDrawIntoAPipe() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let result = try fz.run(["study", "World Capitals"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("needs a terminal"))
    }
}
