import FlashzillaCore

/// `define N` in the deck menu: the card's prompt looked up in the dictionary, as the card
/// editor's ^G does; the definition and word type go into the card only after a yes.
extension ScreenReaderConversation {
    mutating func lookUp(_ deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        place = .waiting(.definition(deck, index: index))
        return [.define(word: deck.deck.cards[index].prompt)]
    }

    /// The dictionary's answer: the definition is said and offered, or why there is none.
    mutating func definitionAnswered(_ answer: ReaderInput, deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        switch answer {
        case .defined(let found):
            place = .confirmingDefinition(deck, index: index, found)
            return say("The dictionary says: \(SpokenPhrases.sentence(SpokenPhrases.text(found.description)))",
                       "Type y to make it card \(index + 1)'s answer and word type, or n to keep the card as it is.")
        case .failed(let reason):
            return cancelled("No definition: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))", deck: deck)
        default:
            return []
        }
    }

    mutating func confirmDefinitionLine(_ line: String, deck: LoadedDeck, index: Int, found: WordDefinition, now: Moment) -> [ReaderOutput] {
        switch ReaderConfirmation.table.command(for: line) {
        case .yes:
            var card = deck.deck.cards[index]
            do {
                try card.edit(prompt: card.prompt, answer: found.definition, at: date(at: now))
            } catch {
                return cancelled("The card was not changed: \(error.description)", deck: deck)
            }
            if card.wordType != found.wordType {
                card.wordType = found.wordType
                card.updatedAt = date(at: now)
            }
            return saveCard(card, at: index, in: deck, done: "Saved card \(index + 1).\(SpokenPhrases.wordType(card)) \(SpokenPhrases.cardText(card))")
        case .no: return cancelled("The card was not changed.", deck: deck)
        case nil: return say("Type y to use the definition, or n to keep the card as it is.")
        }
    }
}
