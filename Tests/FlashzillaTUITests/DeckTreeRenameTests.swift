import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Issue 33: renaming a parent deck in the deck editor renames the decks inside it.
@Suite struct DeckTreeRenameTests {
    static let listings = [
        DeckListing(fileName: "spanish.json", name: "Spanish", color: .blue, cardCount: 1, samplePrompts: ["hola"], timeLimit: 100),
        DeckListing(fileName: "vocab.json", name: "Spanish::Vocab", color: .green, cardCount: 2, samplePrompts: ["gato"], timeLimit: 100),
        DeckListing(fileName: "verbs.json", name: "spanish::Grammar::Verbs", color: .red, cardCount: 2, samplePrompts: ["ser"], timeLimit: 100),
        DeckListing(fileName: "extra.json", name: "Spanish Extra", color: .red, cardCount: 2, samplePrompts: ["x"], timeLimit: 100),
    ]

    @Test func renamingAParentInTheEditorRenamesItsChildren() throws {
        var app = AppModel(listings: Self.listings)
        #expect(app.handle(.key(.character("e")), in: .at(.zero)) == [.loadDeck(fileName: "spanish.json", purpose: .editDeck)])
        _ = app.receive(.deckLoaded(Deck(name: "Spanish"), fileName: "spanish.json", revision: nil, purpose: .editDeck, seed: 1), in: .at(.zero))
        for _ in 0..<"Spanish".count { _ = app.handle(.key(.backspace), in: .at(.zero)) }
        for ch in "Lang::ES" { _ = app.handle(.key(.character(ch)), in: .at(.zero)) }
        let effects = app.handle(.key(.ctrl("s")), in: .at(.zero))
        guard case .saveRenamedDeck(let deck, "spanish.json", _) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.name == "Lang::ES")
        #expect(Array(effects.dropFirst()) == [
            .renameDecks([DeckRename(fileName: "vocab.json", newName: "Lang::ES::Vocab"),
                          DeckRename(fileName: "verbs.json", newName: "Lang::ES::Grammar::Verbs")]),
            .reloadListings,
        ])
    }

    @Test func aDeckWithoutChildrenRenamesAlone() {
        let app = AppModel(listings: Self.listings)
        #expect(app.childRenames(of: "Spanish Extra", to: "Other", except: "extra.json") == [])
        #expect(app.childRenames(of: "Spanish", to: "Spanish", except: "spanish.json") == [])
    }

    @Test func aDeckCreatedAsParentChildIsNestedAndSelected() throws {
        var app = AppModel(listings: Self.listings, settings: { var s = Settings(); s.foldedDecks = ["spanish"]; return s }())
        _ = app.handle(.key(.character("n")), in: .at(.zero))
        for ch in "Spanish::Food" { _ = app.handle(.key(.character(ch)), in: .at(.zero)) }
        let effects = app.handle(.key(.enter), in: .at(.zero))
        guard case .createDeck(let deck) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.name == "Spanish::Food")
        _ = app.receive(.deckSaved(deck, fileName: "spanish-food.json", revision: nil), in: .at(.zero))
        let food = DeckListing(deck: deck, fileName: "spanish-food.json")
        _ = app.receive(.listingsRead(Self.listings + [food]), in: .at(.zero))
        let row = try #require(app.chooser.rows.first { $0.listing?.fileName == "spanish-food.json" })
        #expect(row.depth == 1 && row.label == "Food", "nested under Spanish, which unfolds to show it")
        #expect(!app.chooser.folded.contains("spanish"))
    }
}
