import Foundation
import Testing

/// The old screen reader's deck and settings facts through the line front end
/// (`--screen-reader`): a deck renamed, its settings changed, a setting saved, a seeded
/// order, and the clock heard while nothing is typed.
@Suite(.serialized) struct SpeakScreensDeckEndToEndTests {
    typealias R = ScreenReaderEndToEndTests
    typealias E = ScreenReaderEndToEndTests

    /// Port of ScreenReaderEditingEndToEndTests.renameADeckKeepingNamesUniqueAndTheFileFollows.
    @Test func renameADeckKeepingNamesUniqueAndTheFileFollows() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Verbs", "timeLimit": 0, "cards": [ { "prompt": "ir", "answer": "to go" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("verbs.json"))
        // Another deck's name in another case: refused; then a new name is saved.
        let result = try R.run(fz, ["--screen-reader"], input: "1\nedit\nVERBS\nSpanish colours\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            Name: Colours.
            Unique among your decks.
            Edit deck “Colours”.
            Say save, cancel, next, previous or change; help for more.
            Name: VERBS.
            Error: Another deck is already called "VERBS".
            """), "\(result.output)")
        #expect(result.output.contains("Saved “Spanish colours” as spanish-colours.json."))
        #expect(result.output.contains(". Spanish colours, 2 new, 0 due.\n"))
        #expect(!FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("colours.json").path))
        #expect(try E.deckFile(fz, "spanish-colours.json")["name"] as? String == "Spanish colours")
        #expect(try Data(contentsOf: fz.decksDirectory.appendingPathComponent("broken.json")) == R.brokenBytes)
        // The evil deck's name is said on the way, safely.
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    /// Port of ScreenReaderEditingEndToEndTests.changeTheTimeLimitShuffleAndColourInTheDecksSettings.
    /// The time limit is typed last: Enter in a field saves the deck, as on the full screen.
    @Test func changeTheTimeLimitShuffleAndColourInTheDecksSettings() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        // Forward to Shuffle: going back from Name wraps to the last row, Review's new-card order since the Review section.
        let script = ["1", "edit", "next field", "change", "next field", "next field", "next field", "change",
                      "previous field", "previous field", "45", "quit"]
        let result = try R.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Colour: Blue.\n←/→ to choose.\nColour: Teal.\n"), "\(result.output)")
        #expect(result.output.contains("Shuffle: off.\nDeal the cards in a random order.\nShuffle: on.\n"))
        #expect(result.output.contains("Time limit: 0.\nSeconds, from 0 to 3600; 0 = untimed.\n"))
        #expect(result.output.contains("Saved “Colours”."))
        let saved = try E.deckFile(fz, "colours.json")
        #expect(saved["timeLimit"] as? Int == 45 && saved["shuffle"] as? Bool == true && saved["color"] as? String == "teal")
    }

    /// Port of ScreenReaderSettingsEndToEndTests.reduceMotionIsTurnedOnBySettings.
    @Test func reduceMotionIsTurnedOnBySettings() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let script = ["settings"] + Array(repeating: "next field", count: 6) + ["change", "back", "quit"]
        let result = try R.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Reduce motion: off.\n"), "\(result.output)")
        #expect(result.output.contains("Reduce motion: on.\n"))
        let data = try Data(contentsOf: fz.home.appendingPathComponent("settings.json"))
        let saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(saved["reduceMotion"] as? Bool == true)
    }

    /// Port of ScreenReaderEndToEndTests.aSeedFixesTheOrderOfAShuffledDeck.
    @Test func aSeedFixesTheOrderOfAShuffledDeck() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let first = try R.run(fz, ["study", "World Capitals", "--screen-reader", "--seed", "7"], input: "show\ncorrect\nq\n")
        let again = try R.run(fz, ["study", "World Capitals", "--screen-reader", "--seed", "7"], input: "show\ncorrect\nq\n")
        #expect(first.status == 0)
        #expect(first.output.split(separator: "\n").first?.hasSuffix(" Card 1 of 20.") == true, "\(first.output)")
        #expect(first.output.contains(" Card 2 of 20.\n"))
        #expect(first.output == again.output)
    }

    /// The clock alone announces the warning (nothing is typed), once, not every second;
    /// "more time" then adds a minute (WCAG 2.2.1).
    @Test func theWarningIsAnnouncedOnceAndMoreTimeAddsAMinute() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Quick", "timeLimit": 12, "shuffle": false, "cards": [ { "prompt": "uno", "answer": "one" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("quick.json"))
        // By voice decks are untimed unless the learner keeps each deck's own time limit.
        try Data(#"{ "timeLimits": "as-set" }"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        let child = try SpawnWithInput([FlashzillaBinary.url.path, "study", "quick", "--screen-reader", "--home", fz.home.path])
        try child.waitForOutput(containing: "Time almost up: say more time for another minute.")
        child.write("more time\n")
        try child.waitForOutput(containing: "Under 2 minutes left.")
        child.write("q\n")
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("uno. Card 1 of 1.\n0 correct, 0 wrong.\nUnder a minute left.\n"
                                        + "Say flip, correct, wrong, back, undo or more time; help for more.\n"
                                        + "Time almost up: say more time for another minute.\n"),
                "\(result.output)")
        #expect(result.output.components(separatedBy: "Time almost up").count == 2, "said once: \(result.output)")
        #expect(!result.output.contains("seconds left"), "\(result.output)")
    }
}

extension SpeakScreensDeckEndToEndTests {
    /// Port of ScreenReaderEditingEndToEndTests.aNameSeveralDecksStartWithListsThemByNumber.
    @Test func aNameSeveralDecksStartWithListsThemByNumber() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Colors (US)", "timeLimit": 0, "cards": [ { "prompt": "red", "answer": "rojo" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("colors.json"))
        let result = try R.run(fz, ["--screen-reader"], input: "col\n2\nevil\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("""
            “col” could be 2 decks:
            1. Colors (US).
            2. Colours.
            Say the number of the one you mean.
            2. Colours, 2 new, 0 due.
            Deck 2 of 4.
            3. Evil␛[2J, 1 new, 0 due.
            Deck 3 of 4.
            """), "\(result.output)")
    }
}
