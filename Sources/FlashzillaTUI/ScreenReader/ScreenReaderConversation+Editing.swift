import Foundation
import FlashzillaCore

/// Adding cards, confirming a deletion, creating decks and moving them to the trash. Each change
/// is saved as soon as it is complete, so nothing is ever left pending.
extension ScreenReaderConversation {
    mutating func startAdding(to deck: LoadedDeck) -> [ReaderOutput] {
        guard !deck.isReadOnly else { return say(Self.readOnlySentence(deck)) }
        place = .addingPrompt(deck)
        return say("Type the prompt of the new card, or cancel to stop.")
    }

    mutating func promptLine(_ line: String, deck: LoadedDeck) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) { return cancelled("No card was added.", deck: deck) }
        let prompt = ReaderLine.trimmed(line)
        guard !prompt.isEmpty else { return say("The prompt must not be empty. Type the prompt, or cancel to stop.") }
        place = .addingAnswer(deck, prompt: prompt)
        return say("Type the answer, or cancel to stop.")
    }

    mutating func answerLine(_ line: String, deck: LoadedDeck, prompt: String, now: Moment) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) { return cancelled("No card was added.", deck: deck) }
        // Card trims and refuses empty text itself; its answer is the one to trust.
        guard let card = try? Card(prompt: prompt, answer: line, createdAt: date(at: now)) else {
            return say("The answer must not be empty. Type the answer, or cancel to stop.")
        }
        var changed = deck
        changed.deck.cards.append(card)
        place = .waiting(.cardAdded)
        return [.save(changed)]
    }

    mutating func confirmDeleteLine(_ line: String, deck: LoadedDeck, index: Int) -> [ReaderOutput] {
        switch ReaderConfirmation.table.command(for: line) {
        case .yes:
            var changed = deck
            let card = changed.deck.cards.remove(at: index)
            undoStack.append(.deleted(card, at: index))
            place = .waiting(.cardDeleted)
            return [.save(changed)]
        case .no: return cancelled("Kept.", deck: deck)
        case nil: return say("Type y to delete it, or n to keep it.")
        }
    }

    mutating func confirmTrashLine(_ line: String, deck: LoadedDeck) -> [ReaderOutput] {
        switch ReaderConfirmation.table.command(for: line) {
        case .yes:
            place = .waiting(.deckTrashed(name: deck.deck.name))
            return [.trash(deck)]
        case .no: return cancelled("Kept.", deck: deck)
        case nil: return say("Type y to move it to the trash, or n to keep it.")
        }
    }

    mutating func namingLine(_ line: String, existing: [DeckSummary]) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) {
            place = .choosingDeck(existing)
            return say("No deck was created.", "Type a deck's number or name to choose it, new to create a deck, or q to quit.")
        }
        let name = ReaderLine.trimmed(line)
        guard !name.isEmpty else { return say("The name must not be empty. Type the name, or cancel to stop.") }
        let taken = existing.contains { !$0.isBroken && $0.name.caseInsensitiveCompare(name) == .orderedSame }
        guard !taken else {
            return say("A deck named \(SpokenPhrases.text(name)) already exists. Type another name, or cancel to stop.")
        }
        place = .waiting(.deckCreated)
        return [.create(Deck(name: name))]
    }

    /// The path typed after `import`: the file is imported as `flashzilla import` would.
    mutating func importPathLine(_ line: String, existing: [DeckSummary]) -> [ReaderOutput] {
        if ReaderTextEntry.isCancel(line) {
            place = .choosingDeck(existing)
            return say("Nothing was imported.", Self.chooserChoices)
        }
        let path = ReaderLine.trimmed(line)
        guard !path.isEmpty else { return say("Type the path of the file, or cancel to stop.") }
        place = .waiting(.fileImported(existing: existing))
        return [.importFile(path: path)]
    }

    // MARK: - Helpers

    /// Back to the deck's menu, saying only what was (not) done: the menu was said on arrival.
    mutating func cancelled(_ sentence: String, deck: LoadedDeck) -> [ReaderOutput] {
        place = .deckMenu(deck)
        return say(sentence)
    }
}
