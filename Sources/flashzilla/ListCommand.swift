import ArgumentParser
import Foundation
import FlashzillaCore
import FlashzillaProgress

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the decks with their card counts and files.")

    @OptionGroup var common: CommonOptions
    @Flag(name: .long, help: "Print JSON instead of a table.") var json = false

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        // From the summary cache: a deck's cards are not all loaded to count them.
        let entries = app.store.summaries(now: app.now)
        if json {
            // Marked cards by deck from the progress file, read-only; none without a file.
            var marks: [UUID: MarkCounts] = [:]
            if FileManager.default.fileExists(atPath: app.progressURL.path) {
                marks = try ProgressStore.openForReading(app.progressURL).markCounts(now: app.now)
            }
            Console.json(.array(entries.map { Self.jsonRow($0, marks: marks[$0.deckID] ?? MarkCounts()) }))
            return
        }
        if entries.isEmpty {
            Console.line("No decks in \(app.store.decksDirectory.path). Create one with: flashzilla new-deck NAME")
        }
        for entry in entries {
            if let problem = entry.problem {
                Console.row("BROKEN", entry.fileURL.path, problem)
            } else {
                let count = entry.cardCount
                let flag = entry.isReadOnly ? "  (read-only)" : ""
                Console.row(entry.name, cardCount(count), entry.fileURL.path + flag)
            }
        }
    }

    /// A deck's entry; `marks`: how many of its cards are suspended, buried, flagged, leeches.
    static func jsonRow(_ entry: DeckSummary, marks: MarkCounts = MarkCounts()) -> JSONValue {
        if let problem = entry.problem {
            return .object(["file": .string(entry.fileURL.path), "error": .string(problem)])
        }
        return .object([
            "name": .string(entry.name),
            "cards": .int(entry.cardCount),
            "color": .string(entry.color.rawValue),
            "file": .string(entry.fileURL.path),
            "readOnly": .bool(entry.isReadOnly),
            "suspended": .int(marks.suspended),
            "buried": .int(marks.buried),
            "flagged": .int(marks.flagged),
            "leeches": .int(marks.leeches),
        ])
    }
}
