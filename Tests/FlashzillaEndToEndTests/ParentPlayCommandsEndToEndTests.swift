import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 33: `study PARENT` and `match PARENT` play over every deck of the parent, as the
/// chooser's `t` and `m` on it do; `Spanish` here exists only through the decks'
/// `Spanish::Vocab` and `Spanish::Grammar` names.
@Suite(.serialized) struct ParentPlayCommandsEndToEndTests {
    static func app(_ fz: FlashzillaBinary, _ arguments: String, waitingFor text: String) throws -> (Tmux, String) {
        let tmux = try Tmux(width: 80, height: 24, command: "'\(FlashzillaBinary.url.path)' \(arguments) --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        return (tmux, try tmux.waitForSettled(text: text))
    }

    static func deck(_ name: String, _ fz: FlashzillaBinary) throws -> Deck {
        guard case .loaded(let loaded)? = DeckStore(homeDirectory: fz.home).find(name, now: Date()) else {
            throw TmuxError("\(name) did not load")
        }
        return loaded.deck
    }

    /// The Quiz deals the three cards of both decks, and each answer is logged in its card's
    /// own deck.
    @Test func studyOfAParentDealsBothDecksAndLogsEachAnswerInItsDeck() throws {
        let fz = try DeckTreeEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["study", "spanish", "--screen-reader", "--seed", "3"],
                                input: "show\ncorrect\nshow\ncorrect\nshow\nwrong\nq\n", timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        for prompt in ["gato", "perro", "ser"] { #expect(result.stdout.contains(prompt), "\(prompt) dealt: \(result.stdout)") }
        #expect(result.stdout.contains("of 3"), "three cards in all: \(result.stdout)")

        let store = try QuizLogEndToEndTests.progress(fz)
        #expect(try store.reviewCount() == 3, "\(result.stdout)")
        let vocab = try Self.deck("Spanish::Vocab", fz), grammar = try Self.deck("Spanish::Grammar", fz)
        for card in vocab.cards { #expect(try store.reviews(deckID: vocab.id, cardID: card.id).count == 1, "\(card.prompt) in Vocab") }
        #expect(try store.reviews(deckID: grammar.id, cardID: grammar.cards[0].id).count == 1, "ser in Grammar")
    }

    /// Match deals the pairs of both decks; a parent with no cards is said, not played.
    @Test func matchOfAParentDealsBothDecks() throws {
        let fz = try DeckTreeEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["match", "Spanish", "--screen-reader", "--seed", "7"], input: "q\n", timeout: .seconds(60))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Card 1 of 6") && result.stdout.contains("0 pairs of 3 found."), "\(result.stdout)")

        for arguments in [["new-deck", "Empty::One"], ["new-deck", "Empty::Two"]] { try #require(try fz.run(arguments).status == 0) }
        let empty = try fz.run(["match", "Empty", "--screen-reader"], input: "q\n")
        #expect(empty.status == 1 && empty.stderr.contains("\"Empty\" and the decks inside it have no cards to match"), "\(empty.stderr)")
        #expect(try fz.run(["study", "Nope", "--screen-reader"], input: "q\n").stderr.contains("no deck named \"Nope\""))
    }

    /// Full screen in tmux: the Quiz and Match open under the parent's name with its three
    /// cards.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
    func fullScreenStudyAndMatchOfAParentOpenOnAllItsCards() throws {
        let fz = try DeckTreeEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        var (tmux, screen) = try Self.app(fz, "study Spanish", waitingFor: "0 / 3")
        #expect(screen.contains("Spanish"), "\(screen)")
        try tmux.killServer()
        (tmux, screen) = try Self.app(fz, "match spanish", waitingFor: "0/3 pairs")
        #expect(screen.contains("Spanish"), "\(screen)")
        try tmux.killServer()
    }
}
