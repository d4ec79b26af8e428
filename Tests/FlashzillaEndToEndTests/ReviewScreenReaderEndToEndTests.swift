import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// `flashzilla review DECK --screen-reader` through a pipe: the whole transcript, and the
/// answers in the progress file as the full-screen Review would leave them.
@Suite(.serialized) struct ReviewScreenReaderEndToEndTests {
    @Test func aReviewByVoiceThroughAPipeStoresItsAnswers() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let script = ["", "3", "show", "1", "undo", "", "good", "q"]
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "review", "Tmux Test", "--screen-reader", "--home", fz.home.path],
                                            input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        // Easy's interval has fuzz (seeded by the card), so the choices are checked up to it.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: #"4 easy, \d+ days"#, with: "4 easy, N days", options: .regularExpression)
        }
        #expect(lines.joined(separator: "\n") == """
            Review, Tmux Test: 3 new, 0 learning, 0 due.
            Card, 3 new, 0 learning, 0 due: Question one. Press Enter to hear the answer.
            Answer: Answer one. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, N days.
            Good. Next review in 10 min.
            Card, 2 new, 1 learning, 0 due: Question two. Press Enter to hear the answer.
            Answer: Answer two. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, N days.
            Again. Next review in 1 min.
            Card, 1 new, 2 learning, 0 due: Question three. Press Enter to hear the answer.
            Undone.
            Card, 2 new, 1 learning, 0 due: Question two. Press Enter to hear the answer.
            Answer: Answer two. Type 1 again, 1 min; 2 hard, 6 min; 3 good, 10 min; or 4 easy, N days.
            Good. Next review in 10 min.
            Card, 1 new, 2 learning, 0 due: Question three. Press Enter to hear the answer.
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

    @Test func theSavedScreenReaderSettingTalksTooAndTheHelpOffersTheFlag() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        try Data(#"{ "screenReader": true }"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "review", "Tmux Test", "--home", fz.home.path], input: "q\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Review, Tmux Test: 3 new, 0 learning, 0 due.\n"))
        #expect(try Spawn.run([FlashzillaBinary.url.path, "review", "--help"]).output.contains("--screen-reader"))
    }
}
