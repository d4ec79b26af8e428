import ArgumentParser
import FlashzillaCore

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a card to a deck.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Option(help: "The question side.") var prompt: String?
    @Option(help: "The answer side (or use --generate).") var answer: String?
    @Flag(help: "Ask it both ways: a second card asks the answer for the prompt.") var reversed = false
    @Option(help: ArgumentHelp("A cloze text instead of --prompt and --answer: \"{{c1::Paris}} is the capital of {{c2::France::country}}\" makes a card per number.", valueName: "text"))
    var cloze: String?
    @Flag(help: "The learner types the answer.") var typed = false
    @Flag(help: "Look the prompt up in the dictionary (WordNet): the answer becomes its definition, and the word type its type unless --type is given.")
    var generate = false
    @Option(name: .customLong("type"), help: ArgumentHelp("Word type: \(WordType.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "word-type"))
    var wordType: String?
    @Option(name: .customLong("tag"), help: "A tag (repeat for several).") var tags: [String] = []

    func validate() throws {
        if let cloze {
            if prompt != nil || answer != nil || generate {
                throw ValidationError("--cloze makes the cards' prompts and answers; leave out --prompt, --answer and --generate")
            }
            if reversed { throw ValidationError("a cloze card cannot be --reversed (its cloze numbers make its cards)") }
            if let problem = ClozeText(cloze).problem { throw ValidationError("the cloze text \(problem)") }
            return
        }
        if prompt == nil { throw ValidationError("Missing expected argument '--prompt <prompt>' (or --cloze for a cloze card)") }
        if generate && answer != nil {
            throw ValidationError("--answer and --generate both set the answer; give one of them")
        }
        if !generate && answer == nil {
            throw ValidationError("Missing expected argument '--answer <answer>' (or --generate to look the prompt up)")
        }
    }

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        var loaded = try app.deck(named: deck)
        var type: WordType?
        if let wordType {
            guard let parsed = WordType(userText: wordType) else {
                throw ValidationError("unknown word type \"\(wordType)\"; use one of \(WordType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            type = parsed
        }
        var answerText = answer ?? ""
        var generated: WordDefinition?
        if generate {
            // The sense of the asked-for type when there is one; what is printed is what is saved.
            var found = try WordNet.openForCommandLine().defineForCommandLine(prompt ?? "", as: type)
            answerText = found.definition
            type = type ?? found.wordType
            found.wordType = type ?? found.wordType
            generated = found
        }
        let cards: [Card]
        do {
            cards = try NewEntry(prompt: prompt, answer: answerText, cloze: cloze, reversed: reversed, typed: typed)
                .cards(wordType: type, tags: tags, createdAt: app.now)
        } catch {
            throw ValidationError(error.description)
        }
        let earlier = cloze == nil ? loaded.deck.indexOfCard(withPrompt: cards[0].prompt) : nil
        let base = DeckBaseline(loaded.deck)
        loaded.deck.cards += cards
        // Another program may have written the deck since it was read: the card is added
        // to what is on disk then (merged), never written over it.
        try app.store.save(&loaded, mergingFrom: base, now: app.now)
        let added = cards.count == 1 ? "" : "\(cards.count) cards "
        Console.line("Added \(added)to \(loaded.deck.name) (\(cardCount(loaded.deck.cards.count))).")
        if let earlier { Console.note("note: card \(earlier + 1) of \(loaded.deck.name) has the same prompt") }
        if let generated { Console.line(generated.description) }
    }
}
