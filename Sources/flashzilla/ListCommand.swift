import ArgumentParser
import Foundation
import FlashzillaCore

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the decks with their card counts and files.")

    @OptionGroup var common: CommonOptions
    @Flag(name: .long, help: "Print JSON instead of a table.") var json = false

    func run() throws {
        let app = try AppContext(common: common)
        let entries = app.store.loadAll(now: app.now)
        if json {
            print(JSONWriter.string(.array(entries.map(Self.jsonRow))), terminator: "")
            return
        }
        if entries.isEmpty {
            print("No decks in \(app.store.decksDirectory.path). Create one with: flashzilla new-deck NAME")
        }
        for entry in entries {
            switch entry {
            case .loaded(let loaded):
                let count = loaded.deck.cards.count
                let flag = loaded.isReadOnly ? "  (read-only)" : ""
                print("\(TerminalText.safe(loaded.deck.name))\t\(count) card\(count == 1 ? "" : "s")\t\(loaded.fileURL.path)\(flag)")
            case .broken(let url, let error):
                print("BROKEN\t\(url.path)\t\(TerminalText.safe(String(describing: error)))")
            }
        }
    }

    static func jsonRow(_ entry: DeckEntry) -> JSONValue {
        switch entry {
        case .loaded(let loaded):
            return .object([
                "name": .string(loaded.deck.name),
                "cards": .int(loaded.deck.cards.count),
                "color": .string(loaded.deck.color.rawValue),
                "file": .string(loaded.fileURL.path),
                "readOnly": .bool(loaded.isReadOnly),
            ])
        case .broken(let url, let error):
            return .object(["file": .string(url.path), "error": .string(String(describing: error))])
        }
    }
}
