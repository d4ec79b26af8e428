import Foundation
import Testing

/// Issue 13's screen-reader criteria through a pipe: cards and decks changed by voice,
/// each change checked in the deck file the real binary wrote.
@Suite(.serialized) struct ScreenReaderEditingEndToEndTests {
    typealias R = ScreenReaderEndToEndTests

    /// The deck file as JSON, to check what was saved without depending on its layout.
    static func deckFile(_ fz: FlashzillaBinary, _ fileName: String) throws -> [String: Any] {
        let data = try Data(contentsOf: fz.decksDirectory.appendingPathComponent(fileName))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func cards(_ fz: FlashzillaBinary, _ fileName: String = "colours.json") throws -> [[String: Any]] {
        try #require(try deckFile(fz, fileName)["cards"] as? [[String: Any]])
    }

    @Test func editACardsAnswerAndPromptEnterKeepingTheCurrentText() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "colours\ne 2\n\nnavy blue\nedit\n1\ncolorado\n\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            Card 2. Prompt: azul. Type the new prompt, or press Enter to keep it, or cancel to stop.
            Answer: blue. Type the new answer, or press Enter to keep it, or cancel to stop.
            Saved card 2. azul. Answer: navy blue.
            1. rojo. Answer: red.
            2. azul. Answer: navy blue.
            Type the number of the card to edit, or cancel to stop.
            Card 1. Prompt: rojo. Type the new prompt, or press Enter to keep it, or cancel to stop.
            Answer: red. Type the new answer, or press Enter to keep it, or cancel to stop.
            Saved card 1. colorado. Answer: red.
            Goodbye.
            """), "\(result.output)")
        let cards = try Self.cards(fz)
        #expect(cards.map { $0["prompt"] as? String } == ["colorado", "azul"])
        #expect(cards.map { $0["answer"] as? String } == ["red", "navy blue"])
        // The menu was said once, on arriving at the deck.
        #expect(result.output.components(separatedBy: R.choices).count == 2)
    }

    @Test func setAWordTypeAndHearItWhenListedAndStudied() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "1\ntype 1\nadjective\nw 2\nn\nl\ns\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Card 1, rojo. Word type: none. Type none, noun, verb, adjective,"))
        #expect(result.output.contains("Card 1, rojo. Word type: adjective.\n"))
        #expect(result.output.contains("1. (adjective) rojo. Answer: red.\n2. (noun) azul. Answer: blue.\n"))
        #expect(result.output.contains("Card 1 of 2 (adjective): rojo. Press Enter to hear the answer."))
        #expect(try Self.cards(fz).map { $0["wordType"] as? String } == ["adjective", "noun"])
    }

    @Test(.enabled(if: DefineCommandTests.hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func defineFillsInACardFromTheDictionary() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Birds", "timeLimit": 0, "cards": [ { "prompt": "goose", "answer": "?" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("birds.json"))
        let result = try R.run(fz, ["--screen-reader"], input: "birds\ndefine 1\ny\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("The dictionary says: \(DefineCommandTests.gooseLine)\n"), "\(result.output)")
        let card = try #require(try Self.cards(fz, "birds.json").first)
        #expect(card["wordType"] as? String == "noun")
        #expect((card["answer"] as? String)?.hasPrefix("Web-footed long-necked") == true)
    }

    @Test func renameADeckKeepingNamesUniqueAndTheFileFollows() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        // The evil deck's name, typed in another case and with its escape byte: refused, and said safely.
        let result = try R.run(fz, ["--screen-reader"], input: "1\nrename\nEVIL\u{1B}[2J\nSpanish colours\nb\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            Name is Colours. Type a new value (a name no other deck has), or press Enter to keep it.
            Not changed: Another deck is already called "EVIL␛[2J". Type another value, or press Enter to keep it.
            Name is now Spanish colours.
            Its file is spanish-colours.json.
            """), "\(result.output)")
        #expect(result.output.contains(". Spanish colours, 2 cards.\n"))
        #expect(!FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("colours.json").path))
        #expect(try Self.deckFile(fz, "spanish-colours.json")["name"] as? String == "Spanish colours")
        #expect(try Data(contentsOf: fz.decksDirectory.appendingPathComponent("broken.json")) == R.brokenBytes)
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    @Test func changeTheTimeLimitShuffleAndColourInTheDecksSettings() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "1\nsettings\n3\n45\n5\n2\nred\nb\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("3. Time limit, no time limit.\n"))
        #expect(result.output.contains("Time limit is now 45 seconds.\n"))
        #expect(result.output.contains("Shuffle on.\n"))
        #expect(result.output.contains("Colour is now red.\n"))
        #expect(result.output.contains("\nColours, 2 cards, 45 seconds.\nGoodbye."))
        let saved = try Self.deckFile(fz, "colours.json")
        #expect(saved["timeLimit"] as? Int == 45 && saved["shuffle"] as? Bool == true && saved["color"] as? String == "red")
    }

    @Test func deleteACardThenUndoPutsItBackOnDisk() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let child = try SpawnWithInput([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path])
        child.write("1\nd 1\ny\n")
        try child.waitForOutput(containing: "Type undo to put it back.")
        #expect(try Self.cards(fz).map { $0["prompt"] as? String } == ["azul"])
        child.write("undo\n")
        try child.waitForOutput(containing: "Restored card 1, rojo. Colours has 2 cards again.")
        #expect(try Self.cards(fz).map { $0["prompt"] as? String } == ["rojo", "azul"])
        child.write("undo\nq\n")
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("Restored card 1, rojo. Colours has 2 cards again.\nNothing to undo.\nGoodbye.\n"))
    }

    @Test func findCardsByAWordInThePromptAnswerOrTags() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "1\nfind BLUE\nsearch Roj\nfind violet\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            1 card matches "BLUE".
            2. azul. Answer: blue.
            1 card matches "Roj".
            1. rojo. Answer: red.
            No card matches "violet".
            Goodbye.
            """), "\(result.output)")
    }

    @Test func aNameSeveralDecksStartWithListsThemByNumber() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Colors (US)", "timeLimit": 0, "cards": [ { "prompt": "red", "answer": "rojo" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("colors.json"))
        let result = try R.run(fz, ["--screen-reader"], input: "col\n2\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            "col" could be 2 decks:
            1. Colors (US).
            2. Colours.
            Type the number of the one you mean.
            Colours, 2 cards, no time limit.
            """), "\(result.output)")
    }
}
