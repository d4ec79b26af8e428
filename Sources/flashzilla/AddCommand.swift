import ArgumentParser
import FlashzillaCore

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a card to a deck.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Option(help: "The question side.") var prompt: String
    @Option(help: "The answer side.") var answer: String
    @Option(name: .customLong("type"), help: ArgumentHelp("Word type: \(WordType.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "word-type"))
    var wordType: String?
    @Option(name: .customLong("tag"), help: "A tag (repeat for several).") var tags: [String] = []

    func run() throws {
        let app = try AppContext(common: common)
        var loaded = try app.deck(named: deck)
        var type: WordType?
        if let wordType {
            guard let parsed = WordType(userText: wordType) else {
                throw ValidationError("unknown word type \"\(wordType)\"; use one of \(WordType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            type = parsed
        }
        let card: Card
        do {
            card = try Card(prompt: prompt, answer: answer, wordType: type, tags: tags, createdAt: app.now)
        } catch {
            throw ValidationError(error.description)
        }
        loaded.deck.cards.append(card)
        try app.store.save(&loaded)
        print("Added to \(TerminalText.safe(loaded.deck.name)) (\(loaded.deck.cards.count) cards).")
    }
}
