import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// A deck's settings by voice (`settings` and `rename` in its menu): the deck editor's
/// fields, checked as its form checks them, each saved at once.
struct ScreenReaderDeckSettingsTests {
    typealias F = ReaderFixtures
    typealias T = ScreenReaderCardEditingTests

    static let choices = "Type a setting's number to switch or change it, b to go back to the deck, or q to quit."

    @Test func hearTheSettingsThenChangeTheTimeLimitColourShuffleAndCardsPerSession() throws {
        var r = T.inFirstDeck([.loaded(F.capitals())])
        r.type("settings", "3", "abc", "60", "2", "Purple", "5", "4", "7", "2", "4", "", "b")
        #expect(T.after(r, "settings") == """
            Settings of Capitals:
            1. Name, Capitals.
            2. Colour, teal.
            3. Time limit, 100 seconds.
            4. Cards per session, all cards.
            5. Shuffle, off.
            6. Wrong cards back, off.
            \(Self.choices)
            > 3
            Time limit is 100 seconds. Type a new value (seconds from 0 to 3600, 0 for no time limit), or press Enter to keep it.
            > abc
            Not changed: Enter seconds from 0 to 3600 (0 = untimed). Type another value, or press Enter to keep it.
            > 60
            [save Capitals]
            Time limit is now 60 seconds.
            \(Self.choices)
            > 2
            Colour is teal. Type a new value (one of red, orange, yellow, green, teal, blue, indigo, purple, pink, gray), or press Enter to keep it.
            > Purple
            [save Capitals]
            Colour is now purple.
            \(Self.choices)
            > 5
            [save Capitals]
            Shuffle on.
            \(Self.choices)
            > 4
            Cards per session is all cards. Type a new value (a number from 1 to 3, or all), or press Enter to keep it.
            > 7
            Not changed: Type a number from 1 to 3, or all. Type another value, or press Enter to keep it.
            > 2
            [save Capitals]
            Cards per session is now 2 cards.
            \(Self.choices)
            > 4
            Cards per session is 2 cards. Type a new value (a number from 1 to 3, or all), or press Enter to keep it.
            > 
            Cards per session stays 2 cards.
            \(Self.choices)
            > b
            Capitals, 3 cards, 60 seconds.
            """)
        let saved = try #require(r.entries.first?.loaded?.deck)
        #expect(saved.settings == DeckSettings(timeLimit: 60, sessionSize: 2, shuffle: true, requeueWrong: false))
        #expect(saved.color == .purple && saved.cards == F.capitals().deck.cards)
    }

    @Test func renameRefusesAnotherDecksNameAndTheFileFollowsTheNewName() throws {
        var r = T.inFirstDeck([.loaded(F.capitals()), .loaded(F.colours), F.broken])
        r.type("rename", "COLOURS", "  ", "rename", "World capitals")
        #expect(T.after(r, "rename").hasPrefix("""
            Name is Capitals. Type a new value (a name no other deck has), or press Enter to keep it.
            > COLOURS
            [list decks]
            Not changed: Another deck is already called "COLOURS". Type another value, or press Enter to keep it.
            >   
            Name stays Capitals.
            > rename
            Name is Capitals. Type a new value (a name no other deck has), or press Enter to keep it.
            > World capitals
            [list decks]
            [save World capitals, renamed]
            Name is now World capitals.
            Its file is world-capitals.json.
            """))
        let renamed = try #require(r.entries.first?.loaded)
        #expect(renamed.deck.name == "World capitals" && renamed.fileURL == F.url("world-capitals"))
        // The menu goes on with the deck where it is now: the next save writes there.
        r.type("d 1", "y")
        #expect(r.entries.first?.loaded?.deck.cards.count == 2 && r.entries.count == 3)
    }

    @Test func renamingInTheSettingsListComesBackToTheList() {
        var r = T.inFirstDeck([.loaded(F.colours)])
        r.type("settings", "1", "colours")
        #expect(T.after(r, "1") == """
            Name is Colours. Type a new value (a name no other deck has), or press Enter to keep it.
            > colours
            [list decks]
            [save colours, renamed]
            Name is now colours.
            Its file is colours.json.
            \(Self.choices)
            """)
    }

    @Test func aSettingAnotherFieldBlocksIsExplainedAsTheEditorWould() {
        var deck = F.capitals()
        // Cards per session above the cards left: the deck editor would not save either.
        deck.deck.settings.sessionSize = 5
        var r = T.inFirstDeck([.loaded(deck)])
        r.type("settings", "6", "3", "0")
        #expect(r.transcript.contains("""
            > 6
            Not changed: Cards per session must be changed first: Type a number from 1 to 3, or all.
            \(Self.choices)
            > 3
            """))
        #expect(r.entries == [.loaded(deck)])
    }

    @Test func aReadOnlyDecksSettingsAreHeardButNotChanged() {
        let newer = F.loaded(F.colours.deck, "colours", readOnly: true)
        var r = T.inFirstDeck([.loaded(newer)])
        r.type("settings", "5", "3", "help", "l")
        let readOnly = "Colours is read-only: a newer Flashzilla wrote it, so it cannot be changed here."
        #expect(T.after(r, "5") == """
            \(readOnly)
            > 3
            \(readOnly)
            > help
            Commands: a setting's number to switch or change it; l or list to hear the settings again; b or back to go back to the deck; help to hear this again; q or quit to leave Flashzilla.
            > l
            Settings of Colours:
            1. Name, Colours.
            2. Colour, teal.
            3. Time limit, no time limit.
            4. Cards per session, all cards.
            5. Shuffle, off.
            6. Wrong cards back, off.
            \(Self.choices)
            """)
    }

    @Test func theEndOfInputWhileTypingAValueChangesNothing() {
        var r = T.inFirstDeck([.loaded(F.colours)])
        r.type("settings", "3")
        r.endInput()
        #expect(r.transcript.hasSuffix("[end of input]\nEnd of input; the setting was not changed.\nGoodbye.\n[quit]"))
        #expect(r.entries == [.loaded(F.colours)])
    }
}
