import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Issue 33: decks named `Parent::Child` make a tree in the chooser, summed and folded as
/// Anki's deck list.
@Suite struct ChooserTreeTests {
    static var listings: [DeckListing] {
        var art = DeckListing(fileName: "art.json", name: "Art", color: .orange, cardCount: 12, samplePrompts: ["Monet"], timeLimit: 100)
        art.due = DeckDue(new: 2, learning: 0, review: 1, next: nil)
        var vocab = DeckListing(fileName: "vocab.json", name: "Spanish::Vocab", color: .green, cardCount: 41,
                                samplePrompts: ["gato", "perro"], timeLimit: 100)
        vocab.dueInputs = DeckDueInputs(newAvailable: 30, learning: 1, reviewDue: 2, newCardsPerDay: 10)
        vocab.due = vocab.dueInputs?.due
        var grammar = DeckListing(fileName: "grammar.json", name: "Spanish::Grammar", color: .purple, cardCount: 9,
                                  samplePrompts: ["ser / estar"], timeLimit: 0)
        grammar.dueInputs = DeckDueInputs(newAvailable: 5, learning: 0, reviewDue: 1)
        grammar.due = grammar.dueInputs?.due
        var lang = DeckListing(fileName: "lang.json", name: "Lang", color: .blue, cardCount: 3, samplePrompts: ["hello"], timeLimit: 60)
        lang.dueInputs = DeckDueInputs(newAvailable: 3, learning: 0, reviewDue: 0, newCardsPerDay: 4)
        lang.due = lang.dueInputs?.due
        var french = DeckListing(fileName: "french.json", name: "Lang::French", color: .red, cardCount: 8, samplePrompts: ["chat"], timeLimit: 100)
        french.dueInputs = DeckDueInputs(newAvailable: 8, learning: 0, reviewDue: 0)
        french.due = french.dueInputs?.due
        return [art, vocab, grammar, lang, french]
    }
    let size = Size(width: 80, height: 24)
    let context = ScreenContext(moment: .zero, date: Date(timeIntervalSince1970: 1_800_000_000), size: Size(width: 80, height: 24))

    @Test func rowsAreTheTreeParentsFirstWithAVirtualParent() {
        let screen = ChooserScreen(listings: Self.listings)
        #expect(screen.rows.map(\.label) == ["Art", "Spanish", "Vocab", "Grammar", "Lang", "French"])
        #expect(screen.rows.map(\.depth) == [0, 0, 1, 1, 0, 1])
        #expect(screen.rows[1].isVirtual && !screen.rows[4].isVirtual)
        // Spanish: Vocab's 10 (its own limit) + Grammar's 5 under the default 20; Lang: own 3 + French 8, held to its 4.
        #expect(screen.rows[1].due == DeckDue(new: 15, learning: 1, review: 3, next: nil))
        #expect(screen.rows[1].cardCount == 50)
        #expect(screen.rows[4].due == DeckDue(new: 4, learning: 0, review: 0, next: nil))
        #expect(screen.rows[4].cardCount == 11)
        #expect(screen.rows[2].due == DeckDue(new: 10, learning: 1, review: 2, next: nil), "a child's row is its own")
    }

    @Test func unfoldedAt80x24() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: size)
        expectGolden(screen.view(size: size), named: "chooser-tree-unfolded-80x24")
    }

    @Test func foldedAt80x24() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: size)
        #expect(screen.handle(.key(.left), size: size) == [.foldsChanged(["spanish"])])
        _ = screen.update(.last, size: size)
        #expect(screen.handle(.key(.character("h")), size: size) == [], "on a child: to its parent")
        #expect(screen.selectedRow?.label == "Lang")
        #expect(screen.handle(.key(.character(" ")), size: size) == [.foldsChanged(["spanish", "lang"])])
        #expect(screen.rows.map(\.label) == ["Art", "Spanish", "Lang"])
        expectGolden(screen.view(size: size), named: "chooser-tree-folded-80x24")
    }

    @Test func narrowAt40x16() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: Size(width: 40, height: 16))
        _ = screen.update(.moveDown, size: Size(width: 40, height: 16))
        expectGolden(screen.view(size: Size(width: 40, height: 16)), named: "chooser-tree-narrow-40x16")
    }

    @Test func rightUnfoldsThenGoesInLeftFoldsThenGoesOut() {
        var screen = ChooserScreen(listings: Self.listings, folded: ["spanish"])
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.selectedRow?.label == "Spanish" && screen.selectedRow?.isFolded == true)
        #expect(screen.handle(.key(.right), size: size) == [.foldsChanged([])])
        #expect(screen.handle(.key(.character("l")), size: size) == [])
        #expect(screen.selectedRow?.label == "Vocab")
        #expect(screen.handle(.key(.right), size: size) == [], "a deck without children: nothing")
        _ = screen.handle(.key(.left), size: size)
        #expect(screen.selectedRow?.label == "Spanish")
        // Enter, t and m on a group study it with its decks, as Anki does (folding stays on ← → Space);
        // the keys that need a deck file say why not.
        let family = ["vocab.json", "grammar.json"]
        #expect(screen.handle(.key(.enter), size: size) == [.reviewFamily(name: "Spanish", fileNames: family)])
        #expect(screen.handle(.key(.character("t")), size: size) == [.quizFamily(name: "Spanish", fileNames: family)])
        #expect(screen.handle(.key(.character("m")), size: size) == [.matchFamily(name: "Spanish", fileNames: family)])
        #expect(screen.handle(.key(.character("b")), size: size) == [])
        #expect(screen.status?.contains("only groups decks") == true)
        #expect(screen.handle(.key(.character("S")), size: size) == [.familyStatistics(name: "Spanish", fileNames: family)],
                "its decks' statistics, not every deck's")
        #expect(screen.handle(.key(.character("d")), size: size) == [])
        #expect(screen.confirmingDelete == nil)
        #expect(screen.handle(.key(.left), size: size) == [.foldsChanged(["spanish"])])
        // Up and down move over rows as before; a parent with its own file takes its children in too.
        _ = screen.handle(.key(.character("j")), size: size)
        #expect(screen.selectedRow?.label == "Lang")
        #expect(screen.handle(.key(.character("t")), size: size) == [.quizFamily(name: "Lang", fileNames: ["lang.json", "french.json"])])
        _ = screen.handle(.key(.character("j")), size: size)
        #expect(screen.handle(.key(.character("t")), size: size) == [.study(fileName: "french.json")], "a deck alone: its own Quiz")
        #expect(screen.handle(.key(.character("m")), size: size) == [.match(fileName: "french.json")])
    }

    @Test func enterOnAParentWithNothingDueInAnyOfItsDecksSaysSo() {
        var listings = Self.listings
        for i in listings.indices where listings[i].name.hasPrefix("Spanish") {
            listings[i].dueInputs = DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0, newCardsPerDay: 0,
                                                  next: Date(timeIntervalSince1970: 1_800_000_000 + 3 * 3600))
            listings[i].due = listings[i].dueInputs?.due
        }
        var screen = ChooserScreen(listings: listings)
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.selectedRow?.label == "Spanish" && screen.selectedRow?.isVirtual == true)
        #expect(screen.handle(.key(.enter), size: size, date: context.date) == [])
        #expect(screen.notice?.hasPrefix("Nothing due in Spanish — next card in 3 h.") == true, "\(screen.notice ?? "")")
    }

    @Test func selectingAFileUnfoldsItsParentsAndReloadKeepsAGroupSelected() {
        var screen = ChooserScreen(listings: Self.listings, folded: ["spanish", "lang"])
        screen.select(fileName: "grammar.json")
        #expect(screen.selectedRow?.label == "Grammar")
        #expect(!screen.folded.contains("spanish") && screen.folded.contains("lang"))
        _ = screen.update(.first, size: size)
        _ = screen.update(.moveDown, size: size)
        screen.reload(Array(Self.listings.dropFirst()), size: size)
        #expect(screen.selectedRow?.label == "Spanish" && screen.selectedRow?.isVirtual == true)
    }

    @Test func aFlatListIsUnchanged() {
        let flat = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(!flat.isTree)
        #expect(flat.rows.map(\.listing) == ChooserScreenTests.listings)
    }

    @Test func theTreeIsSaid() {
        var screen = ChooserScreen(listings: Self.listings, folded: ["spanish"])
        _ = screen.update(.moveDown, size: size)
        #expect(screen.describe(in: context) == ["2. Spanish, 2 decks, 15 new, 4 due, folded.", "Deck 2 of 4."])
        _ = screen.update(.unfoldSelected, size: size)
        #expect(screen.describe(in: context).first == "2. Spanish, 2 decks, 15 new, 4 due, unfolded.")
        _ = screen.update(.moveDown, size: size)
        #expect(screen.describe(in: context).first == "3. Vocab, in Spanish, 10 new, 3 due.")
        _ = screen.update(.last, size: size)
        _ = screen.update(.moveUp, size: size)
        #expect(screen.describe(in: context).first == "5. Lang, 1 deck, 4 new, 0 due, unfolded.")
    }

    @Test func foldsAreRememberedInTheSettings() throws {
        var settings = Settings()
        settings.foldedDecks = ["spanish"]
        var model = AppModel(listings: Self.listings, settings: settings)
        #expect(model.chooser.rows.map(\.label) == ["Art", "Spanish", "Lang", "French"])
        _ = model.handle(.key(.end), in: context)
        _ = model.handle(.key(.up), in: context)
        let effects = model.handle(.key(.left), in: context)
        var saved = settings
        saved.foldedDecks = ["lang", "spanish"]
        #expect(effects == [.saveSettings(saved)])
        let decoded = try SettingsDocument.decode(SettingsDocument.encode(saved))
        #expect(decoded.foldedDecks == ["lang", "spanish"])
        #expect(throws: SettingsFileError.Problem.self) { try SettingsDocument.decode(Array(#"{"foldedDecks": "spanish"}"#.utf8)) }
        // A settings file that could not be read is never written over, not even for a fold.
        var unread = AppModel(listings: Self.listings, settingsProblem: "settings.json:1:1: bad")
        _ = unread.handle(.key(.down), in: context)
        #expect(unread.handle(.key(.left), in: context) == [])
    }

    @Test func aDeepTreeInTheSmallestTerminalKeepsItsMarks() {
        let deep = DeckListing(fileName: "deep.json", name: (1...14).map { "Level\($0)" }.joined(separator: "::"), color: .blue,
                               cardCount: 1, samplePrompts: ["x"], timeLimit: 0)
        var screen = ChooserScreen(listings: [deep])
        #expect(screen.rows.count == 14 && screen.rows.last?.depth == 13)
        _ = screen.update(.last, size: ChooserScreen.minimumSize)
        let grid = screen.view(size: ChooserScreen.minimumSize)
        #expect(grid.lines.contains { $0.hasPrefix(" ›") }, "the selection's marker stays in the first column")
    }
}
