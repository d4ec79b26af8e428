import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// `flashzilla study` in tmux: each swipe is logged as a Quiz answer in the progress file,
/// undo takes it back, and a progress file that cannot be used never stops the game.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct QuizLogEndToEndTests {
    /// The app itself in the pane (no shell), so the pane dies when it quits.
    static func study(_ fz: FlashzillaBinary) throws -> Tmux {
        try Tmux(width: 80, height: 24, command: StudyEndToEndTests.command(fz, "study 'Tmux Test' --no-animation"),
                 environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }

    /// From the first card, each key and then the card it must bring; then quits.
    static func play(_ fz: FlashzillaBinary, _ steps: [(key: String, then: String)]) throws {
        let tmux = try study(fz)
        try tmux.waitForSettled(text: "Question one")
        for step in steps {
            try tmux.sendKeys(step.key)
            try tmux.waitForSettled(text: step.then)
        }
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
    }

    /// Puts something that is not a database where the progress file goes; returns its bytes.
    static func breakProgressFile(_ fz: FlashzillaBinary) throws -> (file: URL, bytes: Data) {
        let file = fz.home.appendingPathComponent("progress.sqlite")
        let garbage = Data("not a database, but somebody's file\n".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: file)
        return (file, garbage)
    }

    static func progress(_ fz: FlashzillaBinary) throws -> ProgressStore {
        try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
    }

    @Test func twoSwipesLeaveTwoQuizRowsAndNoSchedule() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        try Self.play(fz, [("Right", "Question two"), ("h", "Question three")])

        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try Self.progress(fz)
        #expect(try store.reviewCount() == 2)
        let first = try store.reviews(deckID: deck.id, cardID: deck.cards[0].id)
        let second = try store.reviews(deckID: deck.id, cardID: deck.cards[1].id)
        #expect(first.map(\.mode) == [.quiz] && first.map(\.rating) == [.good])
        #expect(second.map(\.mode) == [.quiz] && second.map(\.rating) == [.again])
        #expect(try store.states(deckID: deck.id).isEmpty, "Quiz never schedules")
    }

    @Test func undoTakesTheQuizRowBack() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        try Self.play(fz, [("Right", "Question two"), ("u", "Question one")])
        #expect(try Self.progress(fz).reviewCount() == 0)
    }

    @Test func aBrokenProgressFileDoesNotStopTheGameAndIsLeftAlone() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let (file, garbage) = try Self.breakProgressFile(fz)
        try Self.play(fz, [("Right", "Question two"), ("Right", "Question three")])
        #expect(try Data(contentsOf: file) == garbage)
    }
}

/// The same log from the screen reader (issue 15): `study DECK --screen-reader` through a pipe.
@Suite(.serialized) struct ScreenReaderQuizLogEndToEndTests {
    @Test func answersAndUndoAreLoggedLikeTheFullScreensAndABrokenFileIsToldOnce() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        // Reveal and answer right, reveal and answer wrong, undo the wrong one, quit.
        let result = try fz.run(["study", "Tmux Test", "--screen-reader"], input: "show\ncorrect\nshow\nwrong\nundo\nq\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("not logged"), "\(result.stdout)")
        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try QuizLogEndToEndTests.progress(fz)
        #expect(try store.reviewCount() == 1)
        let first = try store.reviews(deckID: deck.id, cardID: deck.cards[0].id)
        #expect(first.map(\.mode) == [.quiz] && first.map(\.rating) == [.good])
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[1].id).isEmpty, "undone")
        // The statistics list the sitting: 1 answer, right.
        let stats = try fz.run(["stats", "Tmux Test", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        let sessions = try #require(object?["quizSessions"] as? [[String: Any]], "\(stats.stdout)")
        #expect(sessions.count == 1 && sessions.first?["answers"] as? Int == 1 && sessions.first?["correct"] as? Int == 1)
        #expect(try fz.run(["stats", "Tmux Test"]).stdout.contains("1 of 1 correct (100%)"))

        let broken = try StudyEndToEndTests.makeHome()
        defer { broken.cleanUp() }
        let (file, garbage) = try QuizLogEndToEndTests.breakProgressFile(broken)
        // As on the full screen, the problem is said on the deck list the quiz goes back to.
        let told = try broken.run(["--screen-reader"], input: "quiz\nshow\ncorrect\nshow\ncorrect\nq\nquit\n")
        #expect(told.status == 0)
        #expect(told.stdout.components(separatedBy: "Quiz answers not logged").count == 2, "said once: \(told.stdout)")
        #expect(told.stdout.contains("Card 3 of"), "the game goes on")
        #expect(try Data(contentsOf: file) == garbage)
    }
}
