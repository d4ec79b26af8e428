import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Which deck a typed name means, and the deck menu said once rather than after everything.
struct ScreenReaderDeckChoiceTests {
    typealias F = ReaderFixtures

    @Test func aNameSeveralDecksStartWithListsThemByNumber() {
        let chemistry = F.loaded(StudyFixtures.deck("Chemistry", [("H", "hydrogen")]), "chemistry")
        var r = ReaderHarness(entries: [.loaded(F.capitals()), .loaded(F.colours), F.broken, .loaded(chemistry)])
        r.start()
        r.type("c", "co", "4")
        #expect(r.transcript.components(separatedBy: "\n> c\n").last == """
            "c" could be 3 decks:
            1. Capitals.
            2. Colours.
            4. Chemistry.
            Type the number of the one you mean.
            > co
            Colours, 2 cards, no time limit.
            \(ScreenReaderMenuTests.deckChoices)
            > 4
            Unknown command "4". Type help to hear the commands.
            """)
    }

    @Test func decksSharingANameAreListedToo() {
        let copy = F.loaded(F.colours.deck, "colours-2")
        var r = ReaderHarness(entries: [.loaded(F.colours), .loaded(copy)])
        r.start()
        r.type("COLOURS", "2")
        #expect(r.transcript.contains("""
            > COLOURS
            "COLOURS" could be 2 decks:
            1. Colours.
            2. Colours.
            Type the number of the one you mean.
            > 2
            Colours, 2 cards, no time limit.
            """))
        #expect(ReaderDeckChoice("colours-2.json", entries: r.summaries) == .entry(1))
    }

    @Test func theMenuIsSaidOnArrivalAndOnMenuOrHelpOnly() {
        var r = ReaderHarness(entries: [.loaded(F.capitals())])
        r.start()
        r.type("1", "l", "a", "Q", "A", "d 4", "y", "undo", "find q", "e 1", "", "", "stats", "s", "b", "settings", "b", "menu")
        let menu = ScreenReaderMenuTests.deckChoices
        #expect(r.transcript.components(separatedBy: menu).count - 1 == 2, "\(r.transcript)")
        #expect(r.transcript.hasSuffix("> menu\n\(menu)"))
        #expect(r.transcript.components(separatedBy: "\n> 1\n").last?.hasPrefix("Capitals, 3 cards, 100 seconds.\n\(menu)\n> l\n") == true)
    }
}
