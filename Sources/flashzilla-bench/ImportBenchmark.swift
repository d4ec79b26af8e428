import Foundation
import FlashzillaCore
import FlashzillaImport

/// `flashzilla-bench import [--runs N]`: issue 16's figures on the generated 100,000-card deck:
/// exporting it to CSV (≤ 100 ms), and importing that CSV (≤ 150 ms) — read, check, parse and
/// turn into a deck — then the same with the deck file written, and a second import of the
/// same file (every card unchanged).
enum ImportBenchmark {
    static func run(runs: Int) throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let deck = DeckGenerator.deck(cards: 100_000, now: now)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-import-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let csv = home.appendingPathComponent("generated.csv")
        try Data(DeckExporter.bytes(deck, format: .csv)).write(to: csv)

        print("Import and export, 100,000 cards (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")); \(runs) runs, median / min / max")
        print("| what | target | time |")
        print("|---|---|---:|")
        let export = Measure.times(runs: runs) { DeckExporter.bytes(deck, format: .csv) }
        print("| export the deck to CSV bytes | ≤ 100 ms | \(export.formatted) |")
        let exportFile = try Measure.times(runs: runs) { try Data(DeckExporter.bytes(deck, format: .csv)).write(to: csv, options: .atomic) }
        print("| … and write the file | | \(exportFile.formatted) |")

        func plan(existing: LoadedDeck?) throws -> ImportPlan {
            let parsed = try TextImporter.parse(fileAt: csv.path)
            return try ImportPlan(files: [parsed], deckName: nil, now: now) { _ in existing }
        }
        let parse = try Measure.times(runs: runs) { try TextImporter.parse(fileAt: csv.path) }
        print("| … of which reading and parsing the CSV | | \(parse.formatted) |")
        let importing = try Measure.times(runs: runs) { try plan(existing: nil) }
        print("| import the 100,000-row CSV: file → deck | ≤ 150 ms | \(importing.formatted) |")
        var counter = 0
        let store = DeckStore(homeDirectory: home)
        let written = try Measure.times(runs: runs) { () throws -> LoadedDeck in
            counter += 1
            var imported = try plan(existing: nil).decks[0].deck
            imported.name = "Imported \(counter)"
            return try store.create(imported)
        }
        print("| … and write the deck file | | \(written.formatted) |")
        let first = try store.create(plan(existing: nil).decks[0].deck)
        let again = try Measure.times(runs: runs) { try plan(existing: first) }
        print("| import the same CSV again (100,000 unchanged) | | \(again.formatted) |")
    }
}
