import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Changing cards from a deck's menu by voice: edit, word type, define, delete and undo, find.
struct ScreenReaderCardEditingTests {
    typealias F = ReaderFixtures

    /// The harness after choosing the first deck, with the transcript so far dropped.
    static func inFirstDeck(_ entries: [DeckEntry]) -> ReaderHarness {
        var r = ReaderHarness(entries: entries)
        r.start()
        r.type("1")
        return r
    }

    static func after(_ r: ReaderHarness, _ line: String) -> String {
        r.transcript.components(separatedBy: "\n> 1\n").dropFirst().joined(separator: "\n> 1\n")
            .components(separatedBy: "\n> \(line)\n").dropFirst().joined(separator: "\n> \(line)\n")
    }

    @Test func editAnAnswerThenAPromptEnterKeepsTheCurrentText() throws {
        var r = Self.inFirstDeck([.loaded(F.capitals())])
        r.type("e 2", "", "  Kyoto  ", "edit", "9", "3", "What is the capital city of Kenya?", "", "e 1", "", "")
        #expect(Self.after(r, "e 2") == """
            Card 2. Prompt: What is the capital of Japan? Type the new prompt, or press Enter to keep it, or cancel to stop.
            > 
            Answer: Tokyo. Type the new answer, or press Enter to keep it, or cancel to stop.
            >   Kyoto  
            [save Capitals]
            Saved card 2. What is the capital of Japan? Answer: Kyoto.
            > edit
            1. What is the capital of France? Answer: Paris.
            2. What is the capital of Japan? Answer: Kyoto.
            3. What is the capital of Kenya? Answer: Nairobi.
            Type the number of the card to edit, or cancel to stop.
            > 9
            Type a number from 1 to 3, or cancel to stop.
            > 3
            Card 3. Prompt: What is the capital of Kenya? Type the new prompt, or press Enter to keep it, or cancel to stop.
            > What is the capital city of Kenya?
            Answer: Nairobi. Type the new answer, or press Enter to keep it, or cancel to stop.
            > 
            [save Capitals]
            Saved card 3. What is the capital city of Kenya? Answer: Nairobi.
            > e 1
            Card 1. Prompt: What is the capital of France? Type the new prompt, or press Enter to keep it, or cancel to stop.
            > 
            Answer: Paris. Type the new answer, or press Enter to keep it, or cancel to stop.
            > 
            No changes.
            """)
        let saved = try #require(r.entries.first?.loaded?.deck)
        let original = F.capitals().deck
        #expect(saved.cards.map(\.answer) == ["Paris", "Kyoto", "Nairobi"])
        #expect(saved.cards[2].prompt == "What is the capital city of Kenya?")
        // The same cards, edited in place: identities kept, the edit dated.
        #expect(saved.cards.map(\.id) == original.cards.map(\.id))
        #expect(saved.cards[1].updatedAt == ReaderHarness.calendarOrigin && saved.cards[0] == original.cards[0])
    }

    @Test func cancelAndTheEndOfInputLeaveTheCardAsItWas() {
        var r = Self.inFirstDeck([.loaded(F.colours)])
        r.type("e 1", "cancel", "e 2", "verde")
        r.endInput()
        #expect(Self.after(r, "e 1").hasPrefix("Card 1. Prompt: rojo. Type the new prompt, or press Enter to keep it, or cancel to stop.\n> cancel\nThe card was not changed.\n"))
        #expect(r.transcript.hasSuffix("[end of input]\nEnd of input; the card was not changed.\nGoodbye.\n[quit]"))
        #expect(r.entries == [.loaded(F.colours)])
    }

    @Test func setAWordTypeAndHearItWhenListedAndStudied() throws {
        var r = Self.inFirstDeck([.loaded(F.colours)])
        r.type("type 1", "adj", "w 2", "colour", "noun", "type 2", "", "l", "s")
        // The full-screen picker's choices, in its order.
        let types = "none, noun, verb, adjective, adverb, preposition, conjunction, pronoun, interjection, determiner, or phrase"
        #expect(ScreenReaderConversation.wordTypeChoices == types)
        #expect(Self.after(r, "type 1") == """
            Card 1, rojo. Word type: none. Type \(types), or press Enter to keep it.
            > adj
            [save Colours]
            Card 1, rojo. Word type: adjective.
            > w 2
            Card 2, azul. Word type: none. Type \(types), or press Enter to keep it.
            > colour
            There is no word type "colour". Type \(types), or press Enter to keep it.
            > noun
            [save Colours]
            Card 2, azul. Word type: noun.
            > type 2
            Card 2, azul. Word type: noun. Type \(types), or press Enter to keep it.
            > 
            The word type stays noun.
            > l
            Colours has 2 cards.
            1. (adjective) rojo. Answer: red.
            2. (noun) azul. Answer: blue.
            > s
            Colours, 2 cards, no time limit.
            Card 1 of 2 (adjective): rojo. Press Enter to hear the answer.
            """)
        let saved = try #require(r.entries.first?.loaded?.deck)
        #expect(saved.cards.map(\.wordType) == [.adjective, .noun])
        // "none" takes the word type away again.
        r.type("b", "type 1", "none")
        #expect(r.entries.first?.loaded?.deck.cards[0].wordType == nil)
        #expect(r.transcript.hasSuffix("Card 1, rojo. Word type: none."))
    }

    @Test func deleteACardThenUndoPutsItBackWhereItWas() throws {
        var r = Self.inFirstDeck([.loaded(F.capitals())])
        r.type("d 2", "y", "undo", "u", "e 1", "", "Lutetia", "undo")
        #expect(Self.after(r, "d 2") == """
            Delete card 2, What is the capital of Japan? Type y to delete it, or n to keep it.
            > y
            [save Capitals]
            Deleted. Capitals now has 2 cards. Type undo to put it back.
            > undo
            [save Capitals]
            Restored card 2, What is the capital of Japan? Capitals has 3 cards again.
            > u
            Nothing to undo.
            > e 1
            Card 1. Prompt: What is the capital of France? Type the new prompt, or press Enter to keep it, or cancel to stop.
            > 
            Answer: Paris. Type the new answer, or press Enter to keep it, or cancel to stop.
            > Lutetia
            [save Capitals]
            Saved card 1. What is the capital of France? Answer: Lutetia.
            > undo
            [save Capitals]
            Undid the change to card 1. What is the capital of France? Answer: Paris.
            """)
        #expect(r.entries.first?.loaded?.deck == F.capitals().deck)
    }

    @Test func undoIsForgottenOnLeavingTheDeckAndAfterAFailedSave() {
        var r = Self.inFirstDeck([.loaded(F.capitals())])
        r.type("d 1", "y", "b", "1", "undo")
        #expect(r.transcript.hasSuffix("> undo\nNothing to undo."))
        r.type("d 1", "y")
        r.failNextChange = "/home/decks/capitals.json: changed on disk since it was loaded"
        r.type("undo", "1", "undo")
        #expect(r.transcript.contains("Nothing was changed: /home/decks/capitals.json: changed on disk since it was loaded. Back to the deck list."))
        #expect(r.transcript.hasSuffix("> undo\nNothing to undo."))
        #expect(r.entries.first?.loaded?.deck.cards.count == 1)
    }

    @Test func findListsTheMatchingCardsByTheirNumbers() throws {
        var deck = F.capitals()
        deck.deck.cards[2].tags = ["africa"]
        try deck.deck.cards[0].edit(prompt: "What is the capital of Française?", answer: "Paris", at: .distantPast)
        var r = Self.inFirstDeck([.loaded(deck)])
        r.type("find TOKYO", "search francaise", "f capital of", "find #africa", "find zebra", "find", "find \u{1B}[2J")
        #expect(Self.after(r, "find TOKYO") == """
            1 card matches "TOKYO".
            2. What is the capital of Japan? Answer: Tokyo.
            > search francaise
            1 card matches "francaise".
            1. What is the capital of Française? Answer: Paris.
            > f capital of
            3 cards match "capital of".
            1. What is the capital of Française? Answer: Paris.
            2. What is the capital of Japan? Answer: Tokyo.
            3. What is the capital of Kenya? Answer: Nairobi.
            > find #africa
            1 card matches "#africa".
            3. What is the capital of Kenya? Answer: Nairobi.
            > find zebra
            No card matches "zebra".
            > find
            Type find and the words to look for, for example find paris.
            > find \u{1B}[2J
            No card matches "␛[2J".
            """)
    }

    @Test func defineFillsInTheAnswerAndWordTypeAfterAYes() throws {
        let deck = F.loaded(StudyFixtures.deck("Birds", [("goose", "a bird"), ("dodo", "gone")]), "birds")
        var r = Self.inFirstDeck([.loaded(deck)])
        r.dictionary["goose"] = WordDefinition(lemma: "goose", wordType: .noun, definition: "Web-footed long-necked aquatic birds.")
        r.type("define 1", "maybe", "n", "define 1", "y", "define 2")
        #expect(Self.after(r, "define 1") == """
            [define goose]
            The dictionary says: goose (noun): Web-footed long-necked aquatic birds.
            Type y to make it card 1's answer and word type, or n to keep the card as it is.
            > maybe
            Type y to use the definition, or n to keep the card as it is.
            > n
            The card was not changed.
            > define 1
            [define goose]
            The dictionary says: goose (noun): Web-footed long-necked aquatic birds.
            Type y to make it card 1's answer and word type, or n to keep the card as it is.
            > y
            [save Birds]
            Saved card 1. (noun) goose. Answer: Web-footed long-necked aquatic birds.
            > define 2
            [define dodo]
            No definition: "dodo" is not in the dictionary.
            """)
        let saved = try #require(r.entries.first?.loaded?.deck.cards[0])
        #expect(saved.answer == "Web-footed long-necked aquatic birds." && saved.wordType == .noun)
    }

    @Test func cardCommandsOnAnEmptyDeckSaySoAndStayInTheMenu() {
        let empty = F.loaded(Deck(name: "Birds"), "birds")
        var r = Self.inFirstDeck([.loaded(empty)])
        r.type("e", "type 1", "define", "d 1", "undo", "find x")
        #expect(Self.after(r, "e") == """
            Birds has no cards to edit.
            > type 1
            Birds has no cards to give a word type.
            > define
            Birds has no cards to look up.
            > d 1
            Birds has no cards to delete.
            > undo
            Nothing to undo.
            > find x
            No card matches "x".
            """)
    }

    @Test func argumentsAreOnlyTakenByCommandsThatTakeThem() {
        var r = Self.inFirstDeck([.loaded(F.colours)])
        r.type("s now", "list 2", "d x")
        #expect(Self.after(r, "s now") == """
            Unknown command "s now". Type help to hear the commands.
            > list 2
            Unknown command "list 2". Type help to hear the commands.
            > d x
            Type a number from 1 to 2, or cancel to stop.
            """)
    }
}
