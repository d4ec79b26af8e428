import FlashzillaCore

/// Card commands of the deck menu (edit, type, define, delete): the card is the number
/// typed after the command ("edit 3"), else the cards are read out and the number asked.
extension ScreenReaderConversation {
    mutating func chooseCard(for action: ReaderCardAction, argument: String, in deck: LoadedDeck) -> [ReaderOutput] {
        guard !deck.isReadOnly else { return say(Self.readOnlySentence(deck)) }
        let cards = deck.deck.cards
        guard !cards.isEmpty else { return say("\(SpokenPhrases.text(deck.deck.name)) has no cards to \(action.verb).") }
        place = .choosingCard(deck, for: action)
        guard argument.isEmpty else { return cardNumberLine(argument, deck: deck, action: action) }
        let items = cards.enumerated().map { SpokenPhrases.cardListItem($0.offset + 1, $0.element) }
        return say(items + ["Type the number of the card \(action.purpose), or cancel to stop."])
    }

    mutating func cardNumberLine(_ line: String, deck: LoadedDeck, action: ReaderCardAction) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) { return cancelled(action.cancelledSentence, deck: deck) }
        guard let number = Int(ReaderLine.trimmed(line)), deck.deck.cards.indices.contains(number - 1) else {
            return say("Type a number from 1 to \(deck.deck.cards.count), or cancel to stop.")
        }
        let index = number - 1
        switch action {
        case .edit: return startEditing(deck, index: index)
        case .wordType: return askWordType(deck, index: index)
        case .define: return lookUp(deck, index: index)
        case .delete:
            place = .confirmingDelete(deck, index: index)
            return say("Delete card \(number), \(Self.promptSentence(deck, index)) Type y to delete it, or n to keep it.")
        }
    }

    /// "What is the capital of Japan?" — a card's prompt as a sentence, safe to print.
    static func promptSentence(_ deck: LoadedDeck, _ index: Int) -> String {
        SpokenPhrases.sentence(SpokenPhrases.text(deck.deck.cards[index].prompt))
    }
}
