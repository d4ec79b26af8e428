import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// The deck list and a deck's menu, as whole transcripts.
struct ScreenReaderMenuTests {
    typealias F = ReaderFixtures

    static let deckChoices = "Type s to study, m to play Match, l to list the cards, find and a word to search them, a to add a card, e to edit one, d to delete one, settings for the deck's settings, b to go back, help for every command, or q to quit."

    @Test func chooseADeckListItAddACardDeleteACardGoBackAndQuit() throws {
        var r = ReaderHarness(entries: F.folder)
        r.start()
        r.type("1", "l", "a", "   ", "  What is the capital of Peru?  ", "", "Lima ")
        r.type("d", "9", "2", "maybe", "y", "b", "q")
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There are 3 decks.
            1. Capitals, 3 cards.
            2. Colours, 2 cards.
            3. broken.json is broken: line 3, column 14: expected ',' or '}' after object member, found '"'.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > 1
            Capitals, 3 cards, 100 seconds.
            \(Self.deckChoices)
            > l
            Capitals has 3 cards.
            1. What is the capital of France? Answer: Paris.
            2. What is the capital of Japan? Answer: Tokyo.
            3. What is the capital of Kenya? Answer: Nairobi.
            > a
            Type the prompt of the new card, or cancel to stop.
            >    
            The prompt must not be empty. Type the prompt, or cancel to stop.
            >   What is the capital of Peru?  
            Type the answer, or cancel to stop.
            > 
            The answer must not be empty. Type the answer, or cancel to stop.
            > Lima 
            [save Capitals]
            Added. Capitals now has 4 cards.
            > d
            1. What is the capital of France? Answer: Paris.
            2. What is the capital of Japan? Answer: Tokyo.
            3. What is the capital of Kenya? Answer: Nairobi.
            4. What is the capital of Peru? Answer: Lima.
            Type the number of the card to delete, or cancel to stop.
            > 9
            Type a number from 1 to 4, or cancel to stop.
            > 2
            Delete card 2, What is the capital of Japan? Type y to delete it, or n to keep it.
            > maybe
            Type y to delete it, or n to keep it.
            > y
            [save Capitals]
            Deleted. Capitals now has 3 cards. Type undo to put it back.
            > b
            [list decks]
            There are 3 decks.
            1. Capitals, 3 cards.
            2. Colours, 2 cards.
            3. broken.json is broken: line 3, column 14: expected ',' or '}' after object member, found '"'.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > q
            Goodbye.
            [quit]
            """)
        let saved = try #require(r.entries.first?.loaded?.deck)
        #expect(saved.cards.map(\.prompt) == ["What is the capital of France?", "What is the capital of Kenya?", "What is the capital of Peru?"])
        let added = saved.cards[2]
        #expect(added.answer == "Lima")
        #expect(added.createdAt == ReaderHarness.calendarOrigin)
    }

    @Test func decksAreChosenByNameFileOrTheStartOfOneName() {
        var r = ReaderHarness(entries: F.folder)
        r.start()
        r.type("colours", "b", "CAPITALS.json", "b", "cap", "b", "broken", "4", "0", "c", "hello", "help")
        let said = r.transcript.components(separatedBy: "\n> ").dropFirst().map { $0.split(separator: "\n").prefix(2).joined(separator: " | ") }
        #expect(said == [
            "colours | Colours, 2 cards, no time limit.",
            "b | [list decks]",
            "CAPITALS.json | Capitals, 3 cards, 100 seconds.",
            "b | [list decks]",
            "cap | Capitals, 3 cards, 100 seconds.",
            "b | [list decks]",
            "broken | broken.json cannot be read: line 3, column 14: expected ',' or '}' after object member, found '\"'. Choose another deck.",
            "4 | There is no deck number 4. Type a number from 1 to 3.",
            "0 | There is no deck number 0. Type a number from 1 to 3.",
            // "c" starts both Capitals and Colours: both are named, by their numbers.
            "c | \"c\" could be 2 decks:",
            "hello | There is no deck or command \"hello\". Type help to hear the commands.",
            "help | Commands: a deck's number or name to choose it; l or list to hear the decks again; new to create a deck; import to import a file from Anki, Quizlet or a spreadsheet; stats to hear the statistics of every deck; settings to hear and switch the settings, the screen reader among them; help to hear this again; q or quit to leave Flashzilla.",
        ])
    }

    @Test func studyFromTheMenuAndGoBackToTheDeck() {
        var r = ReaderHarness(entries: [.loaded(F.colours)])
        r.start()
        r.type("1", "study", "y", "b", "s", "y", "y", "b", "bogus", "?", "menu")
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > 1
            Colours, 2 cards, no time limit.
            \(Self.deckChoices)
            > study
            Colours, 2 cards, no time limit.
            Card 1 of 2: rojo. Press Enter to hear the answer.
            > y
            Correct. 1 correct, 0 wrong.
            Card 2 of 2: azul. Press Enter to hear the answer.
            > b
            Stopped with 1 correct, 0 wrong, 1 not answered.
            Colours, 2 cards, no time limit.
            > s
            Colours, 2 cards, no time limit.
            Card 1 of 2: rojo. Press Enter to hear the answer.
            > y
            Correct. 1 correct, 0 wrong.
            Card 2 of 2: azul. Press Enter to hear the answer.
            > y
            Correct. 2 correct, 0 wrong.
            Finished: 2 correct, 0 wrong.
            Type r to start again, b to go back to the deck, or q to quit.
            > b
            Colours, 2 cards, no time limit.
            > bogus
            Unknown command "bogus". Type help to hear the commands.
            > ?
            Commands: s or study to study it; m or match to play Match with its cards; l or list to hear its cards; \
            find or search and a word to hear the cards with it in the prompt, answer or tags; a or add to add a card; \
            e or edit and a card's number to change its prompt and answer; type and a card's number to set its word type, such as noun or verb; \
            define and a card's number to fill in its answer and word type from the dictionary; d or delete and a card's number to delete it; \
            u or undo to take back the last deletion or edit of a card; \
            settings to hear and change its name, colour, time limit, cards per session, shuffle and wrong cards back; \
            rename to give it a new name; trash to move the whole deck to the trash; stats to hear its statistics; \
            menu to hear the main choices again; b or back to go back to the decks; help to hear this again; q or quit to leave Flashzilla.
            > menu
            \(Self.deckChoices)
            """)
    }

    @Test func createADeckThenMoveItToTheTrash() {
        var r = ReaderHarness(entries: [.loaded(F.colours)])
        r.start()
        r.type("new", "", "colours", "Birds", "s", "l", "d", "trash", "n", "trash", "yes", "q")
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > new
            Type the name of the new deck, or cancel to stop.
            > 
            The name must not be empty. Type the name, or cancel to stop.
            > colours
            A deck named colours already exists. Type another name, or cancel to stop.
            > Birds
            [create Birds]
            Created Birds.
            Birds, 0 cards, 100 seconds.
            \(Self.deckChoices)
            > s
            Birds has no cards to study. Type a to add one.
            > l
            Birds has no cards.
            > d
            Birds has no cards to delete.
            > trash
            Move Birds and its 0 cards to the trash? Type y to move it, or n to keep it.
            > n
            Kept.
            > trash
            Move Birds and its 0 cards to the trash? Type y to move it, or n to keep it.
            > yes
            [trash Birds]
            Moved Birds to the trash.
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > q
            Goodbye.
            [quit]
            """)
    }

    @Test func cancellingAndAFailedSaveChangeNothing() {
        var r = ReaderHarness(entries: [.loaded(F.colours)])
        r.start()
        r.type("1", "a", "cancel", "d", "CANCEL", "a", "verde")
        r.failNextChange = "/home/decks/colours.json: changed on disk since it was loaded"
        r.type("green", "new", "cancel")
        #expect(r.transcript.components(separatedBy: "\n> a\n").last == """
            Type the prompt of the new card, or cancel to stop.
            > verde
            Type the answer, or cancel to stop.
            > green
            [save Colours]
            Nothing was changed: /home/decks/colours.json: changed on disk since it was loaded. Back to the deck list.
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > new
            Type the name of the new deck, or cancel to stop.
            > cancel
            No deck was created.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            """)
        #expect(r.transcript.contains("> cancel\nNo card was added.\n> d\n"))
        #expect(r.transcript.contains("> CANCEL\nNo card was deleted.\n> a\n"))
        #expect(r.entries == [.loaded(F.colours)])
    }

    @Test func aReadOnlyDeckCannotBeChangedButCanBeStudied() {
        let newer = F.loaded(F.colours.deck, "colours", readOnly: true)
        var r = ReaderHarness(entries: [.loaded(newer)])
        r.start()
        r.type("1", "a", "d", "e 1", "rename", "s")
        #expect(r.transcript.components(separatedBy: "\n> 1\n").last == """
            Colours, 2 cards, no time limit.
            Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here.
            \(Self.deckChoices)
            > a
            Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here.
            > d
            Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here.
            > e 1
            Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here.
            > rename
            Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here.
            > s
            Colours, 2 cards, no time limit.
            Card 1 of 2: rojo. Press Enter to hear the answer.
            """)
    }

    @Test func endOfInputWhileAddingSaysTheCardWasNotAddedAndQuits() {
        var r = ReaderHarness(entries: [.loaded(F.colours)])
        r.start()
        r.type("1", "a", "verde")
        r.endInput()
        #expect(r.transcript.hasSuffix("""
            > verde
            Type the answer, or cancel to stop.
            [end of input]
            End of input; the card was not added.
            Goodbye.
            [quit]
            """))
        #expect(r.entries == [.loaded(F.colours)])
        #expect(r.hasEnded)
    }

    @Test func noDecksAtAll() {
        var r = ReaderHarness()
        r.start()
        r.endInput()
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There are no decks. Type new to create one, or q to quit.
            [end of input]
            Goodbye.
            [quit]
            """)
    }
}

extension ScreenReaderMenuTests {
    @Test func decksThatCannotBeListedGiveAnEmptyListNotALoop() {
        var conversation = ScreenReaderConversation(seed: 1, calendarOrigin: ReaderHarness.calendarOrigin)
        #expect(conversation.start(now: .zero) == [.say("Welcome to Flashzilla."), .listDecks])
        #expect(conversation.handle(.failed("permission denied"), now: .zero) == [
            .say("The decks could not be read: permission denied."),
            .say("There are no decks. Type new to create one, or q to quit."),
        ])
        #expect(conversation.handle(.line("q"), now: .zero) == [.say("Goodbye."), .quit])
        #expect(conversation.handle(.line("q"), now: .zero) == [])
    }
}

/// The list holds summaries; the chosen deck is read then, and may be gone by then.
struct ScreenReaderDeckOpeningTests {
    typealias F = ReaderFixtures

    @Test func aDeckGoneSinceTheListIsSaidAndTheListComesAgain() {
        var r = ReaderHarness(entries: F.folder)
        r.start()
        r.entries.removeAll { $0.fileURL == F.colours.fileURL }
        r.type("2")
        #expect(r.transcript.hasSuffix("""
            > 2
            The deck could not be read: /home/decks/colours.json: gone. Back to the deck list.
            [list decks]
            There are 2 decks.
            1. Capitals, 3 cards.
            2. broken.json is broken: line 3, column 14: expected ',' or '}' after object member, found '"'.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            """), "\(r.transcript)")
    }

    @Test func choosingADeckAsksForThatDeckAlone() {
        var conversation = ScreenReaderConversation(seed: 1, calendarOrigin: ReaderHarness.calendarOrigin)
        _ = conversation.start(now: .zero)
        let summaries = [DeckSummary(F.capitals()), DeckSummary(F.colours)]
        _ = conversation.handle(.decksListed(summaries), now: .zero)
        #expect(conversation.handle(.line("colours"), now: .zero) == [.openDeck(F.colours.fileURL)])
        let menu = conversation.handle(.deckOpened(F.colours), now: .zero)
        #expect(menu.first == .say("Colours, 2 cards, no time limit."))
    }
}

/// `import` in the deck list: the same import as the chooser's `i`, by voice.
@Suite struct ScreenReaderImportTests {
    @Test func importAFileThenHearTheListAgainOrWhyNot() {
        var r = ReaderHarness(entries: [])
        r.start()
        r.type("import", "cancel", "import", "missing.apkg", "import", "words.csv")
        #expect(r.transcript.contains("> import\nType the path of the file to import"))
        #expect(r.transcript.contains("> cancel\nNothing was imported."))
        #expect(r.transcript.contains("[import missing.apkg]\nNothing was imported: missing.apkg: cannot be read (no such file, or not allowed)."))
        #expect(r.transcript.contains("[import words.csv]\nCreated Imported (2 cards) in /h/decks/imported.json.\n2 added, 0 updated, 0 unchanged.\n[list decks]"),
                "\(r.transcript)")
    }
}
