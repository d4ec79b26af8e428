import Foundation
import Testing

/// `--screen-reader` through a pipe, as a script or another program would drive it:
/// the whole standard output compared with the expected transcript.
@Suite(.serialized) struct ScreenReaderEndToEndTests {
    static let choices = "Type s to study, m to play Match, l to list the cards, find and a word to search them, a to add a card, e to edit one, d to delete one, settings for the deck's settings, b to go back, help for every command, or q to quit."
    static let deckList = """
        There are 3 decks.
        1. Colours, 2 cards.
        2. Evil␛[2J, 1 card.
        3. broken.json is broken: line 3, column 30: expected ',' or '}' after object member, found '"'.
        Type a deck's number or name to choose it, new to create a deck, or q to quit.
        """
    static let brokenBytes = Data("{\n  \"name\": \"Broken\",\n  \"cards\": [ { \"prompt\": \"a\" \"answer\": \"b\" } ]\n}\n".utf8)

    /// A home with an untimed, unshuffled deck, a deck whose text tries to drive the
    /// terminal, and a file that is not JSON: nothing depends on time or chance.
    static func home() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(#"{ "name": "Colours", "timeLimit": 0, "shuffle": false, "requeueWrong": false, "cards": [ { "prompt": "rojo", "answer": "red" }, { "prompt": "azul", "answer": "blue" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("colours.json"))
        try Data(#"{ "name": "Evil\u001b[2J", "timeLimit": 0, "cards": [ { "prompt": "\u001b]0;pwned\u0007bell", "answer": "\u009b31mred" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("evil.json"))
        try brokenBytes.write(to: fz.decksDirectory.appendingPathComponent("broken.json"))
        return fz
    }

    static func run(_ fz: FlashzillaBinary, _ arguments: [String], input: String) throws -> Spawn.Result {
        try SpawnWithInput.run([FlashzillaBinary.url.path] + arguments + ["--home", fz.home.path], input: input)
    }

    @Test func theWholeConversationThroughAPipe() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let script = ["1", "l", "a", " ", "verde", "green", "s", "", "y", "n", "undo", "n", "y", "r", "time", "b",
                      "d", "3", "y", "b", "2", "b", "3", "q"]
        let result = try Self.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output == """
            Welcome to Flashzilla.
            \(Self.deckList)
            Colours, 2 cards, no time limit.
            \(Self.choices)
            Colours has 2 cards.
            1. rojo. Answer: red.
            2. azul. Answer: blue.
            Type the prompt of the new card, or cancel to stop.
            The prompt must not be empty. Type the prompt, or cancel to stop.
            Type the answer, or cancel to stop.
            Added. Colours now has 3 cards.
            Colours, 3 cards, no time limit.
            Card 1 of 3: rojo. Press Enter to hear the answer.
            Answer: red. Was your answer correct? Type y for correct, n for wrong.
            Correct. 1 correct, 0 wrong.
            Card 2 of 3: azul. Press Enter to hear the answer.
            Wrong. 1 correct, 1 wrong.
            Card 3 of 3: verde. Press Enter to hear the answer.
            Undone. 1 correct, 0 wrong.
            Card 2 of 3: azul. Press Enter to hear the answer.
            Wrong. 1 correct, 1 wrong.
            Card 3 of 3: verde. Press Enter to hear the answer.
            Correct. 2 correct, 1 wrong.
            Finished: 2 correct, 1 wrong.
            Type r to start again, b to go back to the deck, or q to quit.
            Colours, 3 cards, no time limit.
            Card 1 of 3: rojo. Press Enter to hear the answer.
            This session has no time limit.
            Stopped with 0 correct, 0 wrong, 3 not answered.
            Colours, 3 cards, no time limit.
            1. rojo. Answer: red.
            2. azul. Answer: blue.
            3. verde. Answer: green.
            Type the number of the card to delete, or cancel to stop.
            Delete card 3, verde. Type y to delete it, or n to keep it.
            Deleted. Colours now has 2 cards. Type undo to put it back.
            \(Self.deckList)
            Evil␛[2J, 1 card, no time limit.
            \(Self.choices)
            \(Self.deckList)
            broken.json cannot be read: line 3, column 30: expected ',' or '}' after object member, found '"'. Choose another deck.
            Goodbye.

            """)
        // Saved through the store; the broken file was never written.
        let colours = try String(contentsOf: fz.decksDirectory.appendingPathComponent("colours.json"), encoding: .utf8)
        #expect(!colours.contains("verde") && colours.contains("azul"))
        #expect(try Data(contentsOf: fz.decksDirectory.appendingPathComponent("broken.json")) == Self.brokenBytes)
    }

    /// `import` in the deck list, through a pipe: the file becomes a deck, and the list says so.
    @Test func importAFileByVoice() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let csv = fz.home.appendingPathComponent("words.csv")
        try Data("hola,hello\nadiós,goodbye\n".utf8).write(to: csv)
        let result = try Self.run(fz, ["--screen-reader"], input: "import\n\(csv.path)\nimport\n\(fz.home.path)/nothing.csv\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Created words (2 cards) in \(fz.decksDirectory.path)/words.json."), "\(result.output)")
        #expect(result.output.contains("2 added, 0 updated, 0 unchanged, 0 skipped."))
        #expect(result.output.contains("Nothing was imported: \(fz.home.path)/nothing.csv: cannot be read"))
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("words.json").path))
    }

    @Test func endOfInputMidSessionEndsCleanlyWithStatusZero() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let result = try Self.run(fz, ["study", "colours", "--screen-reader"], input: "y\n")
        #expect(result.status == 0)
        #expect(result.output == """
            Colours, 2 cards, no time limit.
            Card 1 of 2: rojo. Press Enter to hear the answer.
            Correct. 1 correct, 0 wrong.
            Card 2 of 2: azul. Press Enter to hear the answer.
            Stopped with 1 correct, 0 wrong, 1 not answered.
            Goodbye.

            """)
        // Even a last line without a line break is read, and no input at all is fine.
        #expect(try Self.run(fz, ["study", "colours", "--screen-reader"], input: "y\ny").output.contains("Finished: 2 correct, 0 wrong."))
        #expect(try Self.run(fz, ["--screen-reader"], input: "").status == 0)
    }

    @Test func escapeSequencesInCardsNeverReachStandardOutput() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let result = try Self.run(fz, ["study", "evil", "--screen-reader"], input: "\n\u{1B}[A\nl\n")
        #expect(result.status == 0)
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(result.output.contains("Card 1 of 1: ␛]0;pwned␇bell. Press Enter to hear the answer."))
        #expect(result.output.contains("Answer: ␛[31mred."))
        #expect(result.output.contains("Unknown command \"␛[A\"."))
    }

    @Test func timeIsAnnouncedWhileTheProgramWaitsForInput() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        try Data(#"{ "name": "Quick", "timeLimit": 11, "shuffle": false, "cards": [ { "prompt": "uno", "answer": "one" } ] }"#.utf8)
            .write(to: fz.decksDirectory.appendingPathComponent("quick.json"))
        // By voice decks are untimed unless the learner keeps each deck's own time limit.
        try Data(#"{ "timeLimits": "as-set" }"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        let child = try SpawnWithInput([FlashzillaBinary.url.path, "study", "quick", "--screen-reader", "--home", fz.home.path])
        // Nothing is typed: the announcement comes from the clock alone, a second in.
        try child.waitForOutput(containing: "10 seconds left.")
        let result = child.finish()
        #expect(result.status == 0)
        #expect(result.output == """
            Quick, 1 card, 11 seconds.
            Card 1 of 1: uno. Press Enter to hear the answer.
            10 seconds left.
            Stopped with 0 correct, 0 wrong, 1 not answered.
            Goodbye.

            """)
    }

    @Test func aSeedFixesTheOrderOfAShuffledDeck() throws {
        let fz = try FlashzillaBinary.withSampleDecks()
        defer { fz.cleanUp() }
        let first = try Self.run(fz, ["study", "World Capitals", "--screen-reader", "--seed", "7"], input: "q\n")
        let again = try Self.run(fz, ["study", "World Capitals", "--screen-reader", "--seed", "7"], input: "q\n")
        #expect(first.status == 0)
        #expect(first.output.hasPrefix("World Capitals, 20 cards, no time limit.\nCard 1 of 20: "))
        #expect(first.output == again.output)
    }

    @Test func aSeededMatchGameIsPlayedToTheEndAndItsBestResultSaved() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        // With seed 7 Colours is dealt as 1 rojo, 2 blue, 3 red, 4 azul.
        let script = ["1", "m", "1", "2", "9", "3", "1", "list", "4", "2", "score", "b", "q"]
        let result = try Self.run(fz, ["--screen-reader", "--seed", "7"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let game = Array(lines.drop { !$0.hasPrefix("Match, ") }.prefix(10))
        try #require(game.count == 10)
        #expect(Array(game.prefix(9)) == [
            "Match, Colours: 4 cards face down, numbered 1 to 4. Type a number to turn a card.",
            "Card 1: rojo.",
            "Card 2: blue. No match. Score 0.",
            "There is no card 9. Type a number from 1 to 4.",
            "Cards 1 and 2 turned face down.",
            "Card 3: red.",
            "Card 1: rojo. A match! Score 2. 1 of 2 pairs.",
            "Matched: 1, 3. Face down: 2, 4.",
            "Card 4: azul.",
        ])
        // The time is real here: only its shape is fixed.
        let finished = try #require(lines.first { $0.hasPrefix("All pairs found in ") })
        #expect(finished.hasSuffix(" seconds, score 4. New best score and time!"))
        #expect(Array(lines.suffix(7)) == [
            "Card 2: blue. A match! Score 4. 2 of 2 pairs.",
            finished,
            "Type new to play again, b to go back to the deck, or q to quit.",
            finished.replacingOccurrences(of: " New best score and time!", with: ""),
            "Colours, 2 cards, no time limit.", "Goodbye.", "",
        ])
        let colours = try String(contentsOf: fz.decksDirectory.appendingPathComponent("colours.json"), encoding: .utf8)
        #expect(colours.contains("\"matchBestScore\": 4") && colours.contains("matchBestTime"))
        #expect(colours.contains("rojo") && colours.contains("azul"))
    }

    @Test func matchDeckWithTheFlagPlaysThatDeckAlone() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let result = try Self.run(fz, ["match", "colours", "--screen-reader", "--seed", "7"], input: "1\n3\nb\n")
        #expect(result.status == 0)
        #expect(result.output == """
            Match, Colours: 4 cards face down, numbered 1 to 4. Type a number to turn a card.
            Card 1: rojo.
            Card 3: red. A match! Score 2. 1 of 2 pairs.
            There is no deck menu in this mode. Type q to quit.
            Stopped with score 2, 1 of 2 pairs found.
            Goodbye.

            """)
    }

    @Test func theFlagIsOfferedOnTheRootCommandAndOnStudy() throws {
        #expect(try Spawn.run([FlashzillaBinary.url.path, "--help"]).output.contains("--screen-reader"))
        #expect(try Spawn.run([FlashzillaBinary.url.path, "study", "--help"]).output.contains("--screen-reader"))
    }
}
