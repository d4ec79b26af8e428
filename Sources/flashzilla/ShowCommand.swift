import ArgumentParser
import FlashzillaCore

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a deck's cards.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let loaded = try app.deck(named: deck)
        let d = loaded.deck
        let timing = d.settings.isTimed ? "\(d.settings.timeLimit) seconds" : "untimed"
        Console.line("\(d.name) — \(cardCount(d.cards.count)), \(d.color.rawValue), \(timing)")
        for (index, card) in d.cards.enumerated() {
            let badge = card.wordType.map { " [\($0.abbreviation)]" } ?? ""
            Console.line("\(index + 1). \(card.prompt)\(badge)")
            Console.line("   → \(card.answer)")
            if !card.tags.isEmpty { Console.line("   " + card.tags.map { "#" + $0 }.joined(separator: " ")) }
        }
    }
}
