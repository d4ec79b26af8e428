import ArgumentParser
import Foundation
import FlashzillaCore

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the decks with their card counts and files.")

    @OptionGroup var common: CommonOptions
    @Flag(name: .long, help: "Print JSON instead of a table.") var json = false

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        // From the summary cache: a deck's cards are not all loaded to count them.
        let entries = app.store.summaries(now: app.now)
        if json {
            Console.json(.array(entries.map(Self.jsonRow)))
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

    static func jsonRow(_ entry: DeckSummary) -> JSONValue {
        if let problem = entry.problem {
            return .object(["file": .string(entry.fileURL.path), "error": .string(problem)])
        }
        return .object([
            "name": .string(entry.name),
            "cards": .int(entry.cardCount),
            "color": .string(entry.color.rawValue),
            "file": .string(entry.fileURL.path),
            "readOnly": .bool(entry.isReadOnly),
        ])
    }
}
