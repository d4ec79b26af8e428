import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// `flashzilla review` in tmux: answers reach the progress file before the next card shows.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ReviewEndToEndTests {
    static func reviewCommand(_ fz: FlashzillaBinary) -> String {
        "'\(FlashzillaBinary.url.path)' review 'Tmux Test' --home '\(fz.home.path)'"
    }

    /// The app itself in the pane (no shell), so the pane's pid is the app's.
    static func review(_ fz: FlashzillaBinary) throws -> Tmux {
        try Tmux(width: 80, height: 24, command: reviewCommand(fz),
                 environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }

    static func deck(_ fz: FlashzillaBinary) throws -> Deck {
        guard case .loaded(let loaded)? = DeckStore(homeDirectory: fz.home).find("Tmux Test", now: Date()) else {
            throw TmuxError("the test deck did not load")
        }
        return loaded.deck
    }

    @Test func anAnswerIsStoredBeforeTheNextCardShowsSoKillNineLosesNothing() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.waitFor(text: "new 3 · learning 0 · due 0")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "3 Good 10m")
        try tmux.sendKeys("3")
        try tmux.waitForSettled(text: "Question two")
        let app = try #require(try tmux.pid())
        #expect(kill(app, SIGKILL) == 0)
        try tmux.waitFor(timeout: .seconds(5), "the app to die") { _ in (try? tmux.paneIsDead()) == true }

        let deck = try Self.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        let states = try store.states(deckID: deck.id)
        #expect(Array(states.keys) == [deck.cards[0].id])
        #expect(states[deck.cards[0].id]?.phase == .learning(step: 1))
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[0].id).map(\.rating) == [.good])

        // Back again: the answered card is learning now, not new.
        let again = try Self.review(fz)
        try again.waitForSettled(text: "Question two")
        try again.waitFor(text: "new 2 · learning 1 · due 0")
    }

    /// Anki's keys: Space shows the answer, Space again answers Good (the old binary's footer
    /// has no "Space/Enter good", and it ignores the second Space).
    @Test func spaceTwiceAnswersGood() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Space/Enter good")
        try tmux.sendKeys("Space")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        let deck = try Self.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.reviews(deckID: deck.id, cardID: deck.cards[0].id).map(\.rating) == [.good])
    }

    @Test func undoTakesTheAnswerBackOutOfTheFile() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.review(fz)
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "4 Easy")
        try tmux.sendKeys("Right")
        try tmux.waitForSettled(text: "Question two")
        try tmux.sendKeys("u")
        try tmux.waitForSettled(text: "Question one")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        let deck = try Self.deck(fz)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try store.states(deckID: deck.id).isEmpty)
        #expect(try store.reviewCount() == 0)
    }

    @Test func anUnusableProgressFileIsNamedAndLeftAlone() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let file = fz.home.appendingPathComponent("progress.sqlite")
        let garbage = Data("not a database, but somebody's file\n".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: file)
        let result = try fz.run(["review", "Tmux Test"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: \(file.path): not a readable progress database"))
        #expect(try Data(contentsOf: file) == garbage)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: fz.home.path).filter { $0.hasPrefix("progress.sqlite") }
        #expect(siblings == ["progress.sqlite"])
    }
}
