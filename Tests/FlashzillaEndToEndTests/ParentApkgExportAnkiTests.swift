import Foundation
import Testing

/// Issue 33: `export PARENT --format apkg` writes the parent's decks as Anki's deck tree. The
/// package imported into an empty collection by the real Anki backend
/// (scripts/anki-real-cards.py) has each card in its own `Spanish::…` deck, the parent's
/// own card in `Spanish`, and the answer given here in its review log.
@Suite struct ParentApkgExportAnkiTests {
    struct AnkiCard: Decodable {
        var deck: String, question: String, reviews: Int
    }

    struct AnkiSide: Decodable {
        var refused: String?
        var revlog: Int
        var cards: [AnkiCard]
        var tree_counts: [String: AnkiDeckTreeEndToEndTests.Counts]
    }

    @Test(AnkiLibrary.required) func aParentGoesToAnkiAsItsDeckTree() throws {
        let fz = try DeckTreeEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        // A parent only the children's names make: Anki makes the `Spanish` deck from them.
        let children = fz.home.appendingPathComponent("children.apkg").path
        let virtual = try fz.run(["export", "Spanish", "--format", "apkg", "--output", children])
        try #require(virtual.status == 0, "\(virtual.stderr)")
        #expect(virtual.stdout.contains("Exported 3 cards of Spanish and the decks inside it (2 decks) to"), "\(virtual.stdout)")
        let made = try AnkiLibrary.realCards(of: children, as: AnkiSide.self)
        #expect(made.refused == nil && made.revlog == 0)
        #expect(Dictionary(grouping: made.cards, by: \.deck).mapValues(\.count) == ["Spanish::Vocab": 2, "Spanish::Grammar": 1])
        #expect(made.tree_counts["Spanish"]?.new == 3, "\(made.tree_counts)")

        // A parent with a card of its own, and an answer given here that goes with its deck.
        for arguments in [["new-deck", "Spanish"], ["add", "Spanish", "--prompt", "hola", "--answer", "hello"]] {
            let result = try fz.run(arguments)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let review = try fz.run(["review", "Spanish::Grammar", "--screen-reader"], input: "\neasy\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let package = fz.home.appendingPathComponent("spanish.apkg").path
        let export = try fz.run(["export", "spanish", "--format", "apkg", "--with-scheduling", "--output", package])
        try #require(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("Exported 4 cards of Spanish and the decks inside it (3 decks) with their schedule and 1 answers"),
                "\(export.stdout)")

        let anki = try AnkiLibrary.realCards(of: package, as: AnkiSide.self)
        #expect(anki.refused == nil)
        var perDeck: [String: [String]] = [:]
        for card in anki.cards { perDeck[card.deck, default: []].append(card.question) }
        #expect(perDeck.mapValues { $0.sorted() } == ["Spanish": ["hola"], "Spanish::Vocab": ["gato", "perro"], "Spanish::Grammar": ["ser"]],
                "\(perDeck)")
        #expect(anki.revlog == 1 && anki.cards.first { $0.question == "ser" }?.reviews == 1)
        #expect(anki.tree_counts["Spanish"]?.new == 3, "the parent counts its children's new cards as Anki's deck list does")
        #expect(anki.tree_counts["Spanish::Grammar"]?.new == 0, "ser was answered here: no longer new in Anki")
    }
}
