import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// The line front end (`--screen-reader`, issue 30) through a pipe: the full screen's own
/// app said as lines. Review reached by voice from the deck list, its answers stored as
/// the full-screen Review stores them; Browse reached by its word.
@Suite(.serialized) struct LineFrontEndEndToEndTests {
    /// What Review says of `show`, `good`, `show`, `again`, `undo`, `show`, `good` on a new
    /// deck of three (Easy's fuzzed interval as "Easy N days"); no newline after the last line.
    static let reviewOfTwoCardsWithAnUndo = """
        Question one. 3 new.
        Say show, quit, undo or edit; help for more.
        Answer: Answer one.
        Again 1 min, Hard 6 min, Good 10 min, Easy N days.
        Say again, hard, good, easy, quit or undo; help for more.
        Good — next in 10 min.
        Question two. 2 new, 1 learning.
        Answer: Answer two.
        Again 1 min, Hard 6 min, Good 10 min, Easy N days.
        Again — next in 1 min.
        Question three. 1 new, 2 learning.
        Undone: answer to “Question two”.
        Question two. 2 new, 1 learning.
        Answer: Answer two.
        Again 1 min, Hard 6 min, Good 10 min, Easy N days.
        Good — next in 10 min.
        Question three. 1 new, 2 learning.
        """

    @Test func reviewByVoiceFromTheDeckListStoresItsAnswers() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let script = ["1", "review", "show", "good", "show", "again", "undo", "show", "3", "q", "browse", "next", "q", "quit"]
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path],
                                            input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        // Easy's interval has fuzz (seeded by the card), so it is checked up to it.
        let output = result.output.replacingOccurrences(of: #"Easy \d+ days"#, with: "Easy N days", options: .regularExpression)
        // The two learning cards (due in 10 min) count as due within Anki's 20-minute learn-ahead.
        #expect(output == """
            Welcome to Flashzilla. The deck list; say help for its commands.
            1. Tmux Test, 3 new, 0 due.
            Deck 1 of 1.
            Say review, quiz, cards, browse, match or new; help for more.
            1. Tmux Test, 3 new, 0 due.
            Deck 1 of 1.
            \(Self.reviewOfTwoCardsWithAnUndo)
            1. Tmux Test, 1 new, 2 due.
            Deck 1 of 1.
            Question one. Card 1 of 3.
            Say flip, previous, next, edit, back or first; help for more.
            Question two. Card 2 of 3.
            1. Tmux Test, 1 new, 2 due.
            Deck 1 of 1.
            Goodbye.

            """)

        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.reviewCount() == 2, "the undone Again is gone")
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[1].id).map(\.rating) == [.good])
    }

    @Test func aLineNoScreenKnowsIsSaidSoAndSettingsAreReached() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path],
                                            input: "banana\nsettings\nq\nquit\n")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Not a command here; help says them."))
        #expect(lines.contains { $0.hasPrefix("Settings.") })
    }

    /// Browse's hint is said on the first visit only, again after `hints on`, never after
    /// `hints off`.
    @Test func hintsAreSaidOnceUnlessAskedFor() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let script = ["browse", "q", "browse", "q", "hints on", "browse", "q", "hints off", "browse", "q", "quit"]
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path],
                                            input: script.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let browseHints = lines.filter { $0.hasPrefix("Say flip,") }
        #expect(browseHints.count == 2, "first visit and the one after hints on: \(result.output)")
        #expect(lines.contains("Hints on: each screen says what can be said there."))
        #expect(lines.contains("Hints off: say help for a screen's commands."))
    }
}
