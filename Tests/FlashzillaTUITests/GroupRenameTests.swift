import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Issue 33: `e` on a parent only its decks' names make asks for its new name over the
/// list; Enter renames every deck inside it, as Anki's rename of a parent does.
@Suite struct GroupRenameTests {
    let size = Size(width: 80, height: 24)
    let context = ScreenContext(moment: .zero, date: Date(timeIntervalSince1970: 1_800_000_000), size: Size(width: 80, height: 24))

    func type(_ text: String, into screen: inout ChooserScreen) {
        for character in text { _ = screen.handle(.key(.character(character)), size: size) }
    }

    @Test func eOnAVirtualParentAsksItsNewNameAndEnterRenamesItsDecks() {
        var screen = ChooserScreen(listings: ChooserTreeTests.listings, folded: ["spanish"])
        _ = screen.update(.moveDown, size: size)
        #expect(screen.handle(.key(.character("e")), size: size) == [])
        #expect(screen.renamingGroup?.field.text == "Spanish")
        #expect(screen.describe(in: context) == ["Rename Spanish, with its 2 decks. New name: Spanish.", "Type the new name; rename, or cancel."])
        for _ in 0..<7 { _ = screen.handle(.key(.backspace), size: size) }
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.renamingGroup?.problem == "Enter a name.")
        type("Spanish :: Old", into: &screen)
        #expect(screen.handle(.key(.enter), size: size) == [], "a parent cannot go inside itself")
        #expect(screen.renamingGroup?.problem?.contains("cannot go inside itself") == true)
        for _ in 0..<14 { _ = screen.handle(.key(.backspace), size: size) }
        type("Español", into: &screen)
        expectGolden(screen.view(size: size), named: "chooser-rename-parent-80x24")
        // The fold moves with the name, so the next run has it folded too.
        #expect(screen.handle(.key(.enter), size: size) == [.renameGroup(from: "Spanish", to: "Español"), .foldsChanged(["español"])])
        #expect(screen.renamingGroup == nil)
    }

    @Test func aNameThatWouldRepeatAnotherDecksIsRefusedAndEscCancels() {
        var listings = ChooserTreeTests.listings
        listings.append(DeckListing(fileName: "lv.json", name: "Lang::Vocab", color: .blue, cardCount: 1, samplePrompts: [], timeLimit: 0))
        var screen = ChooserScreen(listings: listings)
        _ = screen.update(.moveDown, size: size)
        _ = screen.handle(.key(.character("e")), size: size)
        _ = screen.handle(.key(.ctrl("u")), size: size)
        type("lang", into: &screen)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.renamingGroup?.problem == "A deck named “lang::Vocab” is there already.")
        #expect(screen.describe(in: context).contains("Error: A deck named “lang::Vocab” is there already."))
        #expect(screen.handle(.key(.escape), size: size) == [])
        #expect(screen.renamingGroup == nil && screen.selectedRow?.label == "Spanish")
    }

    @Test func theAppRenamesEachDeckInsideAndReadsTheListAgain() {
        var app = AppModel(listings: ChooserTreeTests.listings)
        _ = app.handle(.key(.down), in: context)
        _ = app.handle(.key(.character("e")), in: context)
        #expect(app.isTypingText, "by voice a line is the new name")
        #expect(app.spokenKeys.map(\.words).contains(["rename"]))
        _ = app.handle(.key(.ctrl("u")), in: context)
        _ = app.handle(.paste("Castellano"), in: context)
        #expect(app.handle(.key(.enter), in: context) == [
            .renameDecks([DeckRename(fileName: "vocab.json", newName: "Castellano::Vocab"),
                          DeckRename(fileName: "grammar.json", newName: "Castellano::Grammar")]),
            .reloadListings,
        ])
    }
}
