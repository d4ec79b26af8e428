import Foundation
import Testing

/// Issue 33: a nested collection made by the real Anki backend
/// (scripts/make-anki-tree-fixture.py) imported into Flashzilla, and `flashzilla due --json`
/// compared with Anki's deck list (`deck_due_tree()`, by scripts/anki-real-cards.py) for
/// every deck, parents included: `Lang::Spanish` has no cards of its own (no deck file here:
/// a virtual parent), Vocab has more new cards than its 20 a day, so each parent shows its
/// own limit over its children's sum.
@Suite struct AnkiDeckTreeEndToEndTests {
    struct Counts: Decodable, Equatable {
        var new: Int, learning: Int, review: Int
    }

    struct AnkiSide: Decodable {
        var tree_counts: [String: Counts]
    }

    @Test(AnkiLibrary.required) func dueCountsEveryParentAsAnkisDeckList() throws {
        let path = AnkiLibrary.repository.appendingPathComponent("Tests/Fixtures/anki/deck-tree.apkg").path
        let anki = try AnkiLibrary.realCards(of: path, as: AnkiSide.self)
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        // The sample decks (if the home has them) are no part of Anki's collection.
        let decks = fz.home.appendingPathComponent("decks")
        for file in (try? FileManager.default.contentsOfDirectory(atPath: decks.path)) ?? [] {
            try FileManager.default.removeItem(at: decks.appendingPathComponent(file))
        }
        let imported = try fz.run(["import", path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let due = try fz.run(["due", "--json"])
        try #require(due.status == 0, "\(due.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        var mine: [String: Counts] = [:]
        for row in rows {
            mine[row["name"] as? String ?? ""] = Counts(new: row["new"] as? Int ?? -1, learning: row["learning"] as? Int ?? -1,
                                                        review: row["review"] as? Int ?? -1)
        }
        #expect(Set(mine.keys) == Set(anki.tree_counts.keys))
        for (deck, counts) in anki.tree_counts {
            #expect(mine[deck] == counts, "\(deck)")
        }
        // The fixture is what it says: a parent capped below its children's sum.
        let (spanish, vocab, grammar) = (anki.tree_counts["Lang::Spanish"], anki.tree_counts["Lang::Spanish::Vocab"],
                                         anki.tree_counts["Lang::Spanish::Grammar"])
        #expect(spanish?.new == 20 && (vocab?.new ?? 0) + (grammar?.new ?? 0) > 20)
        // Parents in the text table too, children after their parent.
        let table = try fz.run(["due"])
        let names = table.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t").first ?? "") }
        #expect(names.firstIndex(of: "Lang") ?? 99 < names.firstIndex(of: "Lang::French") ?? -1)
    }
}
