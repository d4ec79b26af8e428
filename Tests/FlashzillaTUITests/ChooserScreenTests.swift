import Testing
import FlashzillaCore
@testable import FlashzillaTUI

@Suite struct ChooserScreenTests {
    static let listings = [
        DeckListing(fileName: "world-capitals.json", name: "World Capitals", color: .blue, cardCount: 20,
                    samplePrompts: ["What is the capital city of Scotland?", "What is the capital city of Australia?"], timeLimit: 100),
        DeckListing(fileName: "japanese.json", name: "日本語 🎌", color: .pink, cardCount: 1, samplePrompts: ["猫 (ねこ)"], timeLimit: 0),
        DeckListing.broken(fileName: "broken.json", problem: "/home/u/decks/broken.json:3:14: expected ',' or '}' after object member"),
        DeckListing(fileName: "evil.json", name: "Evil \u{1B}[31mred", color: .red, cardCount: 0, samplePrompts: [], timeLimit: 100),
    ]
    let size = Size(width: 80, height: 24)

    @Test func severalDecksAndABrokenOneAt80x24() {
        expectGolden(ChooserScreen(listings: Self.listings).view(size: size), named: "chooser-decks-80x24")
    }

    @Test func brokenDeckShowsItsReasonWhenSelected() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: size)
        _ = screen.update(.moveDown, size: size)
        expectGolden(screen.view(size: size), named: "chooser-broken-selected-80x24")
        #expect(screen.update(.studySelected, size: size) == [])
        #expect(screen.status?.contains("broken.json:3:14") == true)
    }

    @Test func emptyStateSaysHowToCreateADeck() {
        expectGolden(ChooserScreen(listings: []).view(size: size), named: "chooser-empty-80x24")
    }

    @Test func helpOverlayIsGeneratedFromTheKeymap() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.handle(.key(.character("?")), size: size)
        let text = screen.view(size: size).lines.joined(separator: "\n")
        for binding in ChooserScreen.keymap.bindings { #expect(text.contains(binding.help)) }
        _ = screen.handle(.key(.character("x")), size: size)
        #expect(!screen.showingHelp)
    }

    @Test func selectionHasAMarkerNotOnlyAStyle() {
        let grid = ChooserScreen(listings: Self.listings).view(size: size)
        #expect(grid.lines[2].hasPrefix(" ›"))
        #expect(grid[1, 2].style.role == .selected)
        #expect(grid.lines[4].hasPrefix("  "))
    }

    @Test func enterStudiesTheSelectedDeckAndKeysMove() {
        var screen = ChooserScreen(listings: Self.listings)
        #expect(screen.handle(.key(.character("j")), size: size) == [])
        #expect(screen.handle(.key(.enter), size: size) == [.study(fileName: "japanese.json")])
        _ = screen.handle(.key(.character("k")), size: size)
        _ = screen.handle(.key(.up), size: size)
        #expect(screen.selection == 0)
        _ = screen.handle(.key(.character("G")), size: size)
        #expect(screen.selection == 3)
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.selection == 3)
        #expect(screen.handle(.key(.character("q")), size: size) == [.quit])
        #expect(screen.handle(.key(.ctrl("z")), size: size) == [.suspend])
    }

    @Test func longListsScrollToKeepTheSelectionVisible() {
        let many = (0..<50).map { DeckListing(fileName: "d\($0).json", name: "Deck \($0)", color: .green, cardCount: $0, samplePrompts: ["p\($0)"], timeLimit: 100) }
        var screen = ChooserScreen(listings: many)
        let small = Size(width: 60, height: 12)
        for _ in 0..<10 { _ = screen.update(.moveDown, size: small) }
        let grid = screen.view(size: small)
        #expect(grid.lines.contains { $0.contains("› ██ Green · Deck 10") })
        #expect(grid.lines.contains { $0.contains("▲ more") })
        #expect(grid.lines.contains { $0.contains("▼ more") })
    }

    @Test func clickSelectsThenOpens() {
        var screen = ChooserScreen(listings: Self.listings)
        let onSecond = MouseEvent(kind: .click, button: .left, position: Point(x: 10, y: 4))
        #expect(screen.handle(.mouse(onSecond), size: size) == [])
        #expect(screen.selection == 1)
        #expect(screen.handle(.mouse(onSecond), size: size) == [.study(fileName: "japanese.json")])
    }

    @Test func tinyAndHugeSizesDoNotCrash() {
        let screen = ChooserScreen(listings: Self.listings)
        for s in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 29, height: 7), Size(width: 500, height: 3), Size(width: 300, height: 100)] {
            #expect(screen.view(size: s).size == s)
        }
    }
}

@Suite struct ChooserActionTests {
    let size = Size(width: 80, height: 24)

    @Test func keysAskForTheDeckScreens() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(screen.handle(.key(.character("n")), size: size) == [.createDeck])
        #expect(screen.handle(.key(.character("e")), size: size) == [.editDeck(fileName: "world-capitals.json")])
        #expect(screen.handle(.key(.character("C")), size: size) == [.editCards(fileName: "world-capitals.json")])
        #expect(screen.handle(.key(.character("s")), size: size) == [.openSettings])
    }

    @Test func deletingAsksFirstNamingTheDeck() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(screen.handle(.key(.character("d")), size: size) == [])
        expectGolden(screen.view(size: size), named: "chooser-delete-confirm-80x24")
        #expect(screen.cursor(size: size) != nil)
        #expect(screen.handle(.key(.enter), size: size) == [], "Enter is not a yes")
        #expect(screen.handle(.key(.character("n")), size: size) == [])
        #expect(screen.confirmingDelete == nil)
        _ = screen.handle(.key(.character("d")), size: size)
        #expect(screen.handle(.key(.character("y")), size: size) == [.trashDeck(fileName: "world-capitals.json")])
        #expect(screen.confirmingDelete == nil)
    }

    @Test func aBrokenFileCanBeDeletedButNotEdited() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        _ = screen.handle(.key(.character("G")), size: size)
        _ = screen.handle(.key(.character("k")), size: size)
        #expect(screen.selected?.fileName == "broken.json")
        #expect(screen.handle(.key(.character("e")), size: size) == [])
        #expect(screen.status?.contains("Cannot edit broken.json") == true)
        #expect(screen.handle(.key(.character("C")), size: size) == [])
        _ = screen.handle(.key(.character("d")), size: size)
        #expect(screen.view(size: size).lines.joined().contains("broken file broken.json"))
        #expect(screen.handle(.key(.character("y")), size: size) == [.trashDeck(fileName: "broken.json")])
    }

    @Test func theCursorSitsOnTheSelectedRow() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(screen.cursor(size: size) == Point(x: 1, y: 2))
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.cursor(size: size) == Point(x: 1, y: 4))
    }

    @Test func aNewDeckIsSelectedOnceItIsListed() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        screen.select(fileName: "new.json")
        var listings = ChooserScreenTests.listings
        listings.insert(DeckListing(fileName: "new.json", name: "New", color: .blue, cardCount: 0, samplePrompts: [], timeLimit: 0), at: 1)
        screen.reload(listings, size: size)
        #expect(screen.selected?.fileName == "new.json")
    }
}
