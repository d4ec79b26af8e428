import ArgumentParser
import FlashzillaCore
import FlashzillaImport
import Foundation

extension ExportFormat: ExpressibleByArgument {}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a deck's cards as CSV, TSV or Anki's notes in plain text (prompt, answer, tags).")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Option(help: "csv, tsv or anki-text.") var format: ExportFormat
    @Option(help: ArgumentHelp("The file to write (replaced atomically).", valueName: "file")) var output: String

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let loaded = try app.deck(named: deck)
        let bytes = DeckExporter.bytes(loaded.deck, format: format)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure("\(output): cannot be written: \(error.localizedDescription)")
        }
        Console.line("Exported \(loaded.deck.cards.count) cards of \(loaded.deck.name) to \(output)")
    }
}
