import ArgumentParser
import Foundation
import FlashzillaCore
import FlashzillaProgress

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a deck's cards.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Flag(name: .long, help: "Print JSON: the deck's name and its cards, each with id, prompt, answer, tags, type, kind, typed, suspended, buried, buriedUntil, flag and leech.")
    var json = false

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let loaded = try app.deck(named: deck)
        let d = loaded.deck
        let now = app.now
        // Marks from the progress file, read-only; none when there is no file yet.
        var marks: [UUID: CardMarks] = [:]
        if FileManager.default.fileExists(atPath: app.progressURL.path) {
            marks = try ProgressStore.openForReading(app.progressURL).marks(deckID: d.id, now: now).marks
        }
        if json {
            Console.json(.object(["name": .string(d.name), "cards": .array(d.cards.map { card in
                var fields: [String: JSONValue] = ["id": .string(card.id.uuidString), "prompt": .string(card.prompt), "answer": .string(card.answer),
                                                   "tags": .array(card.tags.map(JSONValue.string)),
                                                   "type": card.wordType.map { .string($0.rawValue) } ?? .null,
                                                   "kind": .string(card.kindName), "typed": .bool(card.isTyped)]
                fields.merge(CardMarksText.json(marks[card.id] ?? CardMarks())) { $1 }
                return .object(fields)
            })]))
            return
        }
        let timing = d.settings.isTimed ? "\(d.settings.timeLimit) seconds" : "untimed"
        Console.line("\(d.name) — \(cardCount(d.cards.count)), \(d.color.rawValue), \(timing)")
        for (index, card) in d.cards.enumerated() {
            let badge = card.wordType.map { " [\($0.abbreviation)]" } ?? ""
            Console.line("\(index + 1). \(card.prompt)\(badge)")
            // As asked: a cloze card's prompt has its `[…]`; its answer says what was hidden.
            Console.line("   → \(card.spokenAnswer)")
            if let kind = card.kindWords { Console.line("   (\(kind))") }
            if !card.tags.isEmpty { Console.line("   " + card.tags.map { "#" + $0 }.joined(separator: " ")) }
            if let marked = marks[card.id].flatMap(CardMarksText.line) { Console.line("   (\(marked))") }
        }
    }
}
