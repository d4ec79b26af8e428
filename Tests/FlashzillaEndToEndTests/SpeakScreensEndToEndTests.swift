import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// The old screen reader's end-to-end facts, checked through the line front end
/// (`--screen-reader`, issue 30): the same stored answers and files, the same things said
/// of the card and deck, in the full screen's own words.
@Suite(.serialized) struct SpeakScreensEndToEndTests {
    typealias R = ScreenReaderEndToEndTests

    /// Port of ReviewScreenReaderEndToEndTests.aReviewByVoiceThroughAPipeStoresItsAnswers.
    @Test func aReviewByVoiceThroughAPipeStoresItsAnswers() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let script = ["", "3", "show", "1", "undo", "", "good", "q"]
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "review", "Tmux Test", "--screen-reader", "--home", fz.home.path],
                                            input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        // Easy's interval has fuzz (seeded by the card), so it is checked up to it.
        let output = result.output.replacingOccurrences(of: #"Easy \d+ days"#, with: "Easy N days", options: .regularExpression)
        #expect(output == """
            \(LineFrontEndEndToEndTests.reviewOfTwoCardsWithAnUndo)
            Goodbye.

            """)

        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.reviewCount() == 2, "the undone Again is gone")
        let states = try store.states(deckID: deck.id)
        #expect(Set(states.keys) == [deck.cards[0].id, deck.cards[1].id])
        #expect(states.values.allSatisfy { $0.phase == .learning(step: 1) })
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[1].id).map(\.rating) == [.good])
    }

    /// Port of ScreenReaderEndToEndTests.theWholeConversationThroughAPipe: the cards listed,
    /// one added, a quiz with an undo to the end and again, the card deleted, the hostile
    /// deck said safely and the broken one said and never written.
    @Test func theWholeConversationThroughAPipe() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let script = ["cards", "next", "form", "verde", "green", "cancel",
                      "quiz", "show", "correct", "show", "wrong", "undo", "show", "wrong", "show", "correct", "restart", "back",
                      "cards", "delete 3", "q", "2", "quiz", "back", "3", "quiz", "quit"]
        let result = try R.run(fz, ["--screen-reader"], input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let broken = "\(fz.decksDirectory.path)/broken.json:3:30: expected ',' or '}' after object member, found '\"'."
        #expect(result.output == """
            Welcome to Flashzilla. The deck list; say help for its commands.
            1. Colours, 2 new, 0 due.
            Deck 1 of 3.
            Say review, quiz, cards, browse, match or new; help for more.
            1. rojo: red.
            Row 1 of 2.
            Say edit, delete, undo, filter, add or back; help for more.
            2. azul: blue.
            Row 2 of 2.
            Prompt: empty.
            New card for Colours.
            Say next field, enter, save, generate or clear; help for more.
            Answer: empty.
            Prompt: empty.
            Added “verde”.
            1. Colours, 3 new, 0 due.
            Deck 1 of 3.
            rojo. Card 1 of 3.
            0 correct, 0 wrong.
            Say flip, correct, wrong, back, undo or pause; help for more.
            Answer: red.
            Correct.
            azul. Card 2 of 3.
            1 correct, 0 wrong.
            Answer: blue.
            Wrong.
            verde. Card 3 of 3.
            1 correct, 1 wrong.
            Undone: answer to “azul”.
            azul. Card 2 of 3.
            1 correct, 0 wrong.
            Answer: blue.
            Wrong.
            verde. Card 3 of 3.
            1 correct, 1 wrong.
            Answer: green.
            Finished: 2 correct, 1 wrong.
            Press Enter to start again.
            rojo. Card 1 of 3.
            0 correct, 0 wrong.
            1. Colours, 3 new, 0 due.
            Deck 1 of 3.
            1. rojo: red.
            Row 1 of 3.
            2. azul: blue.
            Row 2 of 2.
            Deleted “verde”. u undoes.
            1. Colours, 2 new, 0 due.
            Deck 1 of 3.
            2. Evil␛[2J, 1 new, 0 due.
            Deck 2 of 3.
            ␛]0;pwned␇bell. Card 1 of 1.
            0 correct, 0 wrong.
            2. Evil␛[2J, 1 new, 0 due.
            Deck 2 of 3.
            3. broken.json, cannot be read: \(broken)
            Deck 3 of 3.
            Cannot open broken.json: \(broken)
            Goodbye.

            """)
        // Saved through the store; the broken file was never written.
        let colours = try String(contentsOf: fz.decksDirectory.appendingPathComponent("colours.json"), encoding: .utf8)
        #expect(!colours.contains("verde") && colours.contains("azul"))
        #expect(try Data(contentsOf: fz.decksDirectory.appendingPathComponent("broken.json")) == R.brokenBytes)
    }

    /// Port of ScreenReaderEndToEndTests.endOfInputMidSessionEndsCleanlyWithStatusZero.
    @Test func endOfInputMidSessionEndsCleanlyWithStatusZero() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["study", "colours", "--screen-reader"], input: "show\ncorrect\n")
        #expect(result.status == 0)
        #expect(result.output == """
            rojo. Card 1 of 2.
            0 correct, 0 wrong.
            Say flip, correct, wrong, back, undo or pause; help for more.
            Answer: red.
            Correct.
            azul. Card 2 of 2.
            1 correct, 0 wrong.
            Goodbye.

            """)
        // Even a last line without a line break is read, and no input at all is fine.
        let finished = try R.run(fz, ["study", "colours", "--screen-reader"], input: "show\ncorrect\nshow\ncorrect")
        #expect(finished.output.contains("Finished: 2 correct, 0 wrong."), "\(finished.output)")
        #expect(try R.run(fz, ["--screen-reader"], input: "").status == 0)
    }

    /// Port of ScreenReaderEndToEndTests.escapeSequencesInCardsNeverReachStandardOutput.
    @Test func escapeSequencesInCardsNeverReachStandardOutput() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["study", "evil", "--screen-reader"], input: "\n\u{1B}[A\nl\n")
        #expect(result.status == 0)
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(result.output.contains("␛]0;pwned␇bell. Card 1 of 1."), "\(result.output)")
        #expect(result.output.contains("Answer: ␛[31mred."))
        #expect(result.output.contains("Not a command here; help says them."))
    }

    /// Port of ScreenReaderEndToEndTests.importAFileByVoice.
    @Test func importAFileByVoice() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let csv = fz.home.appendingPathComponent("words.csv")
        try Data("hola,hello\nadiós,goodbye\n".utf8).write(to: csv)
        let result = try R.run(fz, ["--screen-reader"], input: "import\n\(csv.path)\n\nimport\n\(fz.home.path)/nothing.csv\ncancel\nquit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Would create words (2 cards); first: “hola”, “adiós”."), "\(result.output)")
        #expect(result.output.contains("Imported words.csv: 2 added, 0 updated, 0 unchanged, 0 skipped."))
        #expect(result.output.contains("Problem: \(fz.home.path)/nothing.csv: cannot be read"))
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("words.json").path))
    }
}
