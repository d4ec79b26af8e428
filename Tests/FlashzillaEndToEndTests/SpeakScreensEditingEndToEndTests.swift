import Foundation
import Testing

/// ScreenReaderEditingEndToEndTests' facts through the line front end (`--screen-reader`):
/// cards changed by voice on the full screen's Cards screen, each change checked in the
/// deck file the real binary wrote.
@Suite(.serialized) struct SpeakScreensEditingEndToEndTests {
    typealias R = ScreenReaderEndToEndTests
    typealias E = ScreenReaderEndToEndTests

    /// Port of editACardsAnswerAndPromptEnterKeepingTheCurrentText. By voice the Cards
    /// screen opens on its list.
    @Test func editACardsAnswerAndPromptEnterKeepingTheCurrentText() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "cards\nedit 2\n\nnavy blue\nedit 1\ncolorado\n\nq\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            Prompt: azul.
            Editing a card of Colours.
            Editing “azul”. Enter saves, Esc cancels.
            Say next field, enter, save, generate or clear; help for more.
            Answer: blue.
            2. azul: navy blue.
            Row 2 of 2.
            Saved “azul”.
            Prompt: rojo.
            Editing a card of Colours.
            Editing “rojo”. Enter saves, Esc cancels.
            Answer: red.
            1. colorado: red.
            Row 1 of 2.
            Saved “colorado”.
            """), "\(result.output)")
        let cards = try E.cards(fz)
        #expect(cards.map { $0["prompt"] as? String } == ["colorado", "azul"])
        #expect(cards.map { $0["answer"] as? String } == ["red", "navy blue"])
    }

    /// Port of setAWordTypeAndHearItWhenListedAndStudied.
    @Test func setAWordTypeAndHearItWhenListedAndStudied() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let script = ["cards", "edit 1", "next field", "next field", "next type", "next type", "next type", "save", "q", "quiz", "q", "quit"]
        let result = try R.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Type: none.\nType: noun.\nType: verb.\nType: adjective.\n"), "\(result.output)")
        #expect(result.output.contains("1. rojo, adjective: red.\n"))
        #expect(result.output.contains("rojo, adjective. Card 1 of 2."))
        #expect(try E.cards(fz).map { $0["wordType"] as? String } == ["adjective", nil])
    }

    /// Port of deleteACardThenUndoPutsItBackOnDisk.
    @Test func deleteACardThenUndoPutsItBackOnDisk() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let child = try SpawnWithInput([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path])
        child.write("cards\ndelete 1\n")
        try child.waitForOutput(containing: "Deleted “rojo”.")
        #expect(try E.cards(fz).map { $0["prompt"] as? String } == ["azul"])
        child.write("undo\n")
        try child.waitForOutput(containing: "Restored “rojo”.")
        #expect(try E.cards(fz).map { $0["prompt"] as? String } == ["rojo", "azul"])
        child.write("undo\nq\nquit\n")
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output.contains("Restored “rojo”.\nNothing to undo.\n"), "\(result.output)")
    }

    /// Port of findCardsByAWordInThePromptAnswerOrTags: each "find" replaces the last.
    @Test func findCardsByAWordInThePromptAnswerOrTags() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "cards\nfind BLUE\nfind Roj\nfind violet\nq\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            Filter: BLUE, 1 card match.
            2. azul: blue.
            Row 1 of 1.
            Filter: Roj, 1 card match.
            1. rojo: red.
            Filter: violet, 0 cards match.
            No card matches.
            """), "\(result.output)")
    }
}

extension SpeakScreensEditingEndToEndTests {
    /// Port of ScreenReaderEditingEndToEndTests.defineFillsInACardFromTheDictionary: "define
    /// word" in the card's form (Ctrl-G), then Enter saves what the dictionary filled in.
    @Test(.enabled(if: DefineCommandTests.hasWordNet, "WordNet is not installed (sudo apt-get install wordnet-base); skipped"))
    func defineFillsInACardFromTheDictionary() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Birds", "timeLimit": 0, "cards": [ { "prompt": "goose", "answer": "?" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("birds.json"))
        let child = try SpawnWithInput([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path])
        child.write("cards\nedit 1\ndefine word\n")
        // The dictionary answers while the user waits; then Enter saves the card.
        try child.waitForOutput(containing: "Filled in from the dictionary")
        child.write("\nq\nquit\n")
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output.contains("Answer: Web-footed long-necked typically gregarious migratory aquatic birds usually larger and less aquatic than ducks.\n"),
                "\(result.output)")
        let card = try #require(try E.cards(fz, "birds.json").first)
        #expect(card["wordType"] as? String == "noun")
        #expect((card["answer"] as? String)?.hasPrefix("Web-footed long-necked") == true)
    }
}
