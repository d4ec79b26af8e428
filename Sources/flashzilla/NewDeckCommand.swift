import ArgumentParser
import FlashzillaCore

extension DeckColor: ExpressibleByArgument {}

struct NewDeck: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new-deck", abstract: "Create an empty deck.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The new deck's name.") var name: String
    @Option(help: "Colour: \(DeckColor.allCases.map(\.rawValue).joined(separator: ", ")).") var color: DeckColor = .blue

    func run() throws {
        let app = try AppContext(common: common, setUp: .creatingEmpty)
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValidationError("the deck name must not be empty") }
        // Checked and created under the decks folder's lock: two new-decks cannot both pass.
        let created = try app.store.createUniquelyNamed(Deck(name: trimmed, color: color), now: app.now)
        Console.line("Created \(trimmed) in \(created.fileURL.path)")
    }
}
