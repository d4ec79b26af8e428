import ArgumentParser
import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import Foundation

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a deck's cards as CSV, TSV, Anki's notes in plain text or an Anki package (prompt, answer, tags).",
        discussion: """
            apkg is a package Anki imports (File › Import) as a deck of the same name, one Basic note per \
            card, with its tags and the media its cards show (from HOME/media/<deck id>/), every card new. Exporting the deck again and importing that into Anki \
            updates the notes it made the first time instead of adding copies.
            """)

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Option(help: "csv, tsv, anki-text or apkg.") var format: ExportFileFormat
    @Option(help: ArgumentHelp("The file to write (replaced atomically).", valueName: "file")) var output: String

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let loaded = try app.deck(named: deck)
        do {
            if let text = format.text {
                try Data(DeckExporter.bytes(loaded.deck, format: text)).write(to: URL(fileURLWithPath: output), options: .atomic)
            } else {
                try ApkgExporter.write(loaded.deck, to: output, mediaFolder: MediaInstaller(home: app.home).folder(for: loaded.deck.id), now: app.now)
            }
        } catch let failure as ApkgExporter.Failure {
            throw CommandFailure("\(output): cannot be written: \(failure)")
        } catch {
            throw CommandFailure("\(output): cannot be written: \(error.localizedDescription)")
        }
        Console.line("Exported \(cardCount(loaded.deck.cards.count)) of \(loaded.deck.name) to \(output)")
    }
}
