import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Match from a deck's menu, as whole transcripts. With seed 42 the three capitals are
/// dealt as 1 Nairobi, 2 Japan?, 3 Kenya?, 4 Paris, 5 France?, 6 Tokyo.
struct ScreenReaderMatchTests {
    typealias F = ReaderFixtures

    static let deckChoices = ScreenReaderMenuTests.deckChoices
    static let nextStep = "Type new to play again, b to go back to the deck, or q to quit."

    @Test func theDealIsTheOneTheseTranscriptsExpect() {
        let game = MatchGame(deck: F.capitals().deck, seed: 42)
        #expect(game.cards.map(\.text) == ["Nairobi", "What is the capital of Japan?", "What is the capital of Kenya?",
                                           "Paris", "What is the capital of France?", "Tokyo"])
    }

    @Test func aSeededGamePlayedToTheEndKeepsTheBestResultInTheDeck() throws {
        var r = ReaderHarness(entries: [.loaded(F.capitals())])
        r.start()
        r.type("1", "match", "score")
        r.type("1", at: 5)
        r.type("2", at: 7)
        r.type("4", at: 9)
        r.type("1", at: 10)
        r.type("9", "0", "l")
        r.type("3", at: 12)
        r.type("1", at: 13)
        r.type("3", "hello")
        r.type("5", at: 15)
        r.type("5")
        r.type("2", at: 16)
        r.type("score", at: 17.5)
        r.type("4", at: 20)
        r.type("5", at: 21)
        r.type("list")
        r.type("2", at: 25)
        r.type("6", at: 47.4)
        r.type("1", "score", "b")
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There is 1 deck.
            1. Capitals, 3 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > 1
            Capitals, 3 cards, 100 seconds.
            \(Self.deckChoices)
            > match
            Match, Capitals: 6 cards face down, numbered 1 to 6. Type a number to turn a card.
            > score
            Score 0, 0 of 3 pairs found. The clock starts at your first turn.
            > 1
            Card 1: Nairobi.
            > 2
            Card 2: What is the capital of Japan? No match. Score 0.
            > 4
            Cards 1 and 2 turned face down.
            Card 4: Paris.
            > 1
            Card 1: Nairobi. No match, minus 1 for a card seen before. Score minus 1.
            > 9
            There is no card 9. Type a number from 1 to 6.
            > 0
            There is no card 0. Type a number from 1 to 6.
            > l
            Face up: 1 (Nairobi), 4 (Paris). Face down: 2, 3, 5, 6.
            > 3
            Cards 1 and 4 turned face down.
            Card 3: What is the capital of Kenya?
            > 1
            Card 1: Nairobi. A match! Score 1. 1 of 3 pairs.
            > 3
            Card 3 is already matched: What is the capital of Kenya?
            > hello
            Unknown command "hello". Type help to hear the commands.
            > 5
            Card 5: What is the capital of France?
            > 5
            Card 5 is already face up: What is the capital of France?
            > 2
            Card 2: What is the capital of Japan? No match, minus 1 for a card seen before. Score 0.
            > score
            Score 0, 1 of 3 pairs found. 12 seconds so far.
            > 4
            Cards 2 and 5 turned face down.
            Card 4: Paris.
            > 5
            Card 5: What is the capital of France? A match! Score 2. 2 of 3 pairs.
            > list
            Matched: 1, 3, 4, 5. Face down: 2, 6.
            > 2
            Card 2: What is the capital of Japan?
            > 6
            Card 6: Tokyo. A match! Score 4. 3 of 3 pairs.
            All pairs found in 42 seconds, score 4. New best score and time!
            [save Capitals]
            \(Self.nextStep)
            > 1
            All pairs are found. \(Self.nextStep)
            > score
            All pairs found in 42 seconds, score 4.
            > b
            Capitals, 3 cards, 100 seconds.
            """)
        let saved = try #require(r.entries.first?.loaded?.deck)
        #expect(saved.matchRecord == MatchRecord(bestScore: 4, bestTime: .milliseconds(42_400)))
        #expect(saved.cards == F.capitals().deck.cards)
    }

    @Test func aWorseGameChangesNothingAndNewDealsAgain() {
        var best = F.capitals()
        best.deck.matchRecord = MatchRecord(bestScore: 6, bestTime: .seconds(3))
        var r = ReaderHarness(entries: [.loaded(best)])
        r.start()
        r.type("1", "m")
        // Seed 42 went to this deal: the perfect game for it.
        r.type("1", at: 1)
        r.type("3", "2", "6", "4")
        r.type("5", at: 11)
        r.type("n", at: 12)
        r.type("?", "1", "b")
        r.type("m", "q")
        let said = r.transcript.components(separatedBy: "\n> ").dropFirst(8).joined(separator: "\n> ")
        #expect(said == """
            5
            Card 5: What is the capital of France? A match! Score 6. 3 of 3 pairs.
            All pairs found in 10 seconds, score 6.
            \(Self.nextStep)
            > n
            Match, Capitals: 6 cards face down, numbered 1 to 6. Type a number to turn a card.
            > ?
            Commands: a card's number to turn it; l or list to hear which cards are matched, face up and face down; score to hear the score and time; n or new to deal a new game; help to hear this again; b or back to go back to the deck; q or quit to leave Flashzilla.
            > 1
            Card 1: \(SpokenPhrases.sentence(MatchGame(deck: best.deck, seed: StudyScreen.restartSeed(after: 42)).cards[0].text))
            > b
            Stopped with score 0, 0 of 3 pairs found.
            Capitals, 3 cards, 100 seconds.
            > m
            Match, Capitals: 6 cards face down, numbered 1 to 6. Type a number to turn a card.
            > q
            Goodbye.
            [quit]
            """)
        #expect(r.entries.first?.loaded?.deck.matchRecord == best.deck.matchRecord)
    }

    @Test func matchDeckWithNoMenusPlaysOnlyThatDeck() {
        var r = ReaderHarness(entries: [.loaded(F.capitals())], opening: F.capitals(), purpose: .match)
        r.start()
        r.type("b", "help", "1", "3", "2", "6", "4")
        r.type("5", at: 3)
        r.type("q")
        #expect(r.transcript == """
            Match, Capitals: 6 cards face down, numbered 1 to 6. Type a number to turn a card.
            > b
            There is no deck menu in this mode. Type q to quit.
            > help
            Commands: a card's number to turn it; l or list to hear which cards are matched, face up and face down; score to hear the score and time; n or new to deal a new game; help to hear this again; q or quit to leave Flashzilla.
            > 1
            Card 1: Nairobi.
            > 3
            Card 3: What is the capital of Kenya? A match! Score 2. 1 of 3 pairs.
            > 2
            Card 2: What is the capital of Japan?
            > 6
            Card 6: Tokyo. A match! Score 4. 2 of 3 pairs.
            > 4
            Card 4: Paris.
            > 5
            Card 5: What is the capital of France? A match! Score 6. 3 of 3 pairs.
            All pairs found in 3 seconds, score 6. New best score and time!
            [save Capitals]
            Type new to play again, or q to quit.
            > q
            Goodbye.
            [quit]
            """)
        #expect(r.entries.first?.loaded?.deck.matchRecord == MatchRecord(bestScore: 6, bestTime: .seconds(3)))

        var empty = ReaderHarness(opening: F.loaded(Deck(name: "Empty"), "empty"), purpose: .match)
        empty.start()
        #expect(empty.transcript == "Empty has no cards to match.\nGoodbye.\n[quit]")
    }

    @Test func aResultThatCannotBeSavedIsSaidAndTheGameStays() {
        var r = ReaderHarness(entries: [.loaded(F.capitals())])
        r.start()
        r.type("1", "m")
        r.failNextChange = "the file changed on disk"
        r.type("1", "3", "2", "6", "4", "5", "score")
        #expect(r.transcript.hasSuffix("""
            All pairs found in 0 seconds, score 6. New best score and time!
            [save Capitals]
            The result was not saved: the file changed on disk.
            \(Self.nextStep)
            > score
            All pairs found in 0 seconds, score 6.
            """))
        #expect(r.entries.first?.loaded?.deck.matchRecord == MatchRecord())
    }

    @Test func readOnlyAndEmptyDecksAndTheEndOfInput() {
        var r = ReaderHarness(entries: [.loaded(F.loaded(F.capitals().deck, "capitals", readOnly: true)),
                                        .loaded(F.loaded(Deck(name: "Empty"), "empty"))])
        r.start()
        r.type("2", "m", "b", "1", "m", "1", "3", "2", "6", "4", "5", "b", "m", "1")
        r.endInput()
        let second = MatchGame(deck: F.capitals().deck, seed: StudyScreen.restartSeed(after: 42)).cards[0].text
        let said = r.transcript.components(separatedBy: "\n").filter { !$0.hasPrefix(">") }.suffix(11)
        #expect(Array(said) == [
            "Card 5: What is the capital of France? A match! Score 6. 3 of 3 pairs.",
            "All pairs found in 0 seconds, score 6.",
            "Capitals is read-only: a newer Flashzilla wrote it, so it cannot be changed here. The result is not kept.",
            Self.nextStep,
            // Back at the deck: where we are, not the whole menu again.
            "Capitals, 3 cards, 100 seconds.",
            "Match, Capitals: 6 cards face down, numbered 1 to 6. Type a number to turn a card.",
            "Card 1: \(SpokenPhrases.sentence(second))",
            "[end of input]",
            "Stopped with score 0, 0 of 3 pairs found.",
            "Goodbye.",
            "[quit]",
        ])
        #expect(r.transcript.contains("> m\nEmpty has no cards to match. Type a to add one."))
        #expect(!r.transcript.contains("[save"))
    }
}
