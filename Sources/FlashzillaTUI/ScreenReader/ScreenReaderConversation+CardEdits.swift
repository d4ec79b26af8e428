import FlashzillaCore

/// Editing a card's prompt and answer, and setting its word type. The current value is
/// said before each question; Enter keeps it. Each change can be undone (`undo`).
extension ScreenReaderConversation {
    mutating func startEditing(_ deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        place = .editingPrompt(deck, index: index)
        return say("Card \(index + 1). Prompt: \(Self.promptSentence(deck, index)) Type the new prompt, or press Enter to keep it, or cancel to stop.")
    }

    mutating func editedPromptLine(_ line: String, deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) { return cancelled("The card was not changed.", deck: deck) }
        let card = deck.deck.cards[index]
        let typed = ReaderLine.trimmed(line)
        place = .editingAnswer(deck, index: index, prompt: typed.isEmpty ? card.prompt : typed)
        let answer = SpokenPhrases.sentence(SpokenPhrases.text(card.answer))
        return say("Answer: \(answer) Type the new answer, or press Enter to keep it, or cancel to stop.")
    }

    mutating func editedAnswerLine(_ line: String, deck: LoadedDeck, index: Int, prompt: String, now: Moment) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) { return cancelled("The card was not changed.", deck: deck) }
        let before = deck.deck.cards[index]
        let typed = ReaderLine.trimmed(line)
        var card = before
        do {
            // Card trims and checks the text itself, and keeps its identity and dates.
            try card.edit(prompt: prompt, answer: typed.isEmpty ? before.answer : typed, at: date(at: now))
        } catch {
            return cancelled("The card was not changed: \(error.description)", deck: deck)
        }
        return saveCard(card, at: index, in: deck, done: "Saved card \(index + 1). \(SpokenPhrases.cardText(card))")
    }

    mutating func askWordType(_ deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        place = .choosingWordType(deck, index: index)
        let current = CardEditFormView.name(of: deck.deck.cards[index].wordType)
        return say("Card \(index + 1), \(Self.promptSentence(deck, index)) Word type: \(current). Type \(Self.wordTypeChoices), or press Enter to keep it.")
    }

    mutating func wordTypeLine(_ line: String, deck: LoadedDeck, index: Int, now: Moment) -> [ReaderOutput] {
        let before = deck.deck.cards[index]
        let typed = ReaderLine.word(line)
        if typed.isEmpty || ReaderTextEntry.isCancel(line) {
            return cancelled("The word type stays \(CardEditFormView.name(of: before.wordType)).", deck: deck)
        }
        // As the full-screen picker offers: none, or a word type (its name or abbreviation).
        let wordType: WordType?
        if typed == CardEditFormView.name(of: nil) {
            wordType = nil
        } else if let named = WordType(userText: typed) {
            wordType = named
        } else {
            return say("There is no word type \(SpokenPhrases.quoted(line)). Type \(Self.wordTypeChoices), or press Enter to keep it.")
        }
        var card = before
        if card.wordType != wordType {
            card.wordType = wordType
            card.updatedAt = date(at: now)
        }
        return saveCard(card, at: index, in: deck, done: "Card \(index + 1), \(Self.promptSentence(deck, index)) Word type: \(CardEditFormView.name(of: wordType)).")
    }

    /// "none, noun, verb, …, or phrase": what the word type question accepts.
    static let wordTypeChoices: String = {
        let names = CardEditScreen.wordTypeChoices.map(CardEditFormView.name(of:))
        return names.dropLast().joined(separator: ", ") + ", or " + (names.last ?? "")
    }()

    /// Puts `card` at `index` and saves, remembering the card as it was for `undo`;
    /// `done` is said once it is saved. An unchanged card is not saved.
    mutating func saveCard(_ card: Card, at index: Int, in deck: LoadedDeck, done: String) -> [ReaderOutput] {
        let before = deck.deck.cards[index]
        guard card != before else { return cancelled("No changes.", deck: deck) }
        var changed = deck
        changed.deck.cards[index] = card
        undoStack.append(.edited(before: before))
        place = .waiting(.cardChanged(done: done))
        return [.save(changed)]
    }
}
