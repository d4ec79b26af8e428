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

    static func quit(_ tmux: Tmux) throws {
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
    }

    @Test func twoSwipesLeaveTwoQuizRowsAndNoSchedule() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.study(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("h")
        try tmux.waitForSettled(text: "Question three")
        try Self.quit(tmux)

        let deck = try ReviewEndToEndTests.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
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
        let tmux = try Self.study(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("u")
        try tmux.waitForSettled(text: "Question one")
        try Self.quit(tmux)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.reviewCount() == 0)
    }

    @Test func aBrokenProgressFileDoesNotStopTheGameAndIsLeftAlone() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let file = fz.home.appendingPathComponent("progress.sqlite")
        let garbage = Data("not a database, but somebody's file\n".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: file)
        let tmux = try Self.study(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Question three")
        try Self.quit(tmux)
        #expect(try Data(contentsOf: file) == garbage)
    }
}
