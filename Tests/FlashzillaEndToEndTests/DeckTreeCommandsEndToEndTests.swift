import Foundation
import Testing

/// Issue 33: the commands given a parent work on it and the decks inside it; `due` has a
/// row for the parent (a virtual one too: no deck is named Spanish here).
@Suite struct DeckTreeCommandsEndToEndTests {
    @Test func dueStatsAndExportTakeInAParentsChildren() throws {
        let fz = try DeckTreeEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let due = try fz.run(["due"])
        #expect(due.status == 0)
        #expect(due.stdout.contains("Spanish\t3\t0\t0\t-\n"), "\(due.stdout)")
        #expect(due.stdout.contains("Spanish::Vocab\t2\t0\t0\t-\n"))

        let parent = try fz.run(["stats", "spanish", "--json"])
        #expect(parent.status == 0, "\(parent.stderr)")
        let cards = (try JSONSerialization.jsonObject(with: Data(parent.stdout.utf8)) as? [String: Any])?["cards"] as? [String: Any]
        #expect(cards?["new"] as? Int == 3)
        let child = try fz.run(["stats", "Spanish::Grammar", "--json"])
        let childCards = (try JSONSerialization.jsonObject(with: Data(child.stdout.utf8)) as? [String: Any])?["cards"] as? [String: Any]
        #expect(childCards?["new"] as? Int == 1)
        #expect(try fz.run(["stats", "spanish"]).stdout.hasPrefix("Statistics for Spanish,"), "spelled as the decks spell it")

        let csv = fz.home.appendingPathComponent("spanish.csv")
        let export = try fz.run(["export", "Spanish", "--format", "csv", "--output", csv.path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("Exported 3 cards of Spanish and the decks inside it"))
        let text = try String(contentsOf: csv, encoding: .utf8)
        #expect(text.contains("gato") && text.contains("perro") && text.contains("ser"))
        let one = try fz.run(["export", "Spanish::Grammar", "--format", "csv", "--output", csv.path])
        #expect(one.stdout.contains("Exported 1 card of Spanish::Grammar to"))
        #expect(try fz.run(["stats", "Nope"]).status == 1, "a name that is neither a deck nor a parent is still an error")
    }
}
