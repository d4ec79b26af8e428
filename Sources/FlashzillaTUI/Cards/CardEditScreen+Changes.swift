import Foundation
import FlashzillaCore

/// The committed changes: each changes `deck`, may push an undo entry, and
/// returns `.save` with the new deck.
extension CardEditScreen {
    /// Adds the form as a new card, or saves it over the card being edited.
    /// Card's own validation trims the text and refuses empty fields; its
    /// message goes to the status line and focus to the empty field.
    mutating func commit(now: Date, size: Size) -> [CardEditEffect] {
        pendingDefinition = nil
        if let id = editingID, let index = deck.cards.firstIndex(where: { $0.id == id }) {
            if deck.cards[index].entry != nil || kind != .basic || keepsTypedAnswer {
                return commitEntry(editing: index, now: now, size: size)
            }
            return saveEdit(at: index, now: now, size: size)
        }
        if kind != .basic { return commitEntry(editing: nil, now: now, size: size) }
        let card: Card
        do {
            card = try Card(prompt: prompt.text, answer: answer.text, wordType: wordType, tags: Self.parsedTags(tags.text), createdAt: now)
        } catch {
            refuse(error)
            return []
        }
        let earlier = deck.indexOfCard(withPrompt: card.prompt)
        learnTags(card.tags)
        deck.cards.append(card)
        let index = deck.cards.count - 1
        filter.cardInserted(card, at: index)
        clearForm()
        focus = .prompt  // ready for the next card
        selectCard(at: index, size: size)
        if let earlier {
            // Added all the same (a prompt may rightly have two answers), but not unsaid.
            status = .info("Added \(Self.quoted(card.prompt)); card \(earlier + 1) has the same prompt.")
        } else {
            status = .info("Added \(Self.quoted(card.prompt)).")
        }
        return [.save(deck)]
    }

    private mutating func saveEdit(at index: Int, now: Date, size: Size) -> [CardEditEffect] {
        let before = deck.cards[index]
        var card = before
        do {
            try card.edit(prompt: prompt.text, answer: answer.text, at: now)
        } catch {
            refuse(error)
            return []
        }
        if card.wordType != wordType {
            card.wordType = wordType
            card.updatedAt = now
        }
        let newTags = Self.parsedTags(tags.text)
        if card.tags != newTags {
            card.tags = newTags
            card.updatedAt = now
        }
        clearForm()
        focus = .list  // back to where the card was picked
        selectCard(at: index, size: size)
        // From Review: back to it once the edit is saved (or found to change nothing).
        let back = returnsAfterEdit ? leave() : []
        guard card != before else {
            status = .info("No changes.")
            return back
        }
        deck.cards[index] = card
        filter.cardChanged(card, at: index)
        learnTags(newTags)
        undoStack.append(.edited(before: before))
        status = .info("Saved \(Self.quoted(card.prompt)).")
        return [.save(deck)] + back
    }

    private mutating func refuse(_ error: CardError) {
        status = .error(error.description)
        switch error {
        case .empty(.prompt): focus = .prompt
        case .empty(.answer): focus = .answer
        }
    }

    mutating func deleteSelected(size: Size) -> [CardEditEffect] {
        guard let index = selectedCardIndex else { return [] }
        if deck.cards[index].entry.map({ $0.shape != .basic }) == true { return deleteEntry(of: index, size: size) }
        let card = deck.cards.remove(at: index)
        filter.cardRemoved(at: index)
        undoStack.append(.deleted(card, at: index))
        // A card being edited that is deleted: the form keeps its text, as a new card.
        if editingID == card.id { editingID = nil }
        list.clamp(itemCount: rowCount, visibleRows: visibleRows(size))
        status = .info("Deleted \(Self.quoted(card.prompt)). u undoes.")
        return [.save(deck)]
    }

    /// Takes back the newest deletion, edit or mark: a deleted card returns at its
    /// index, an edited one to how it was (dates included).
    mutating func undo(size: Size) -> [CardEditEffect] {
        guard let entry = undoStack.popLast() else {
            status = .info("Nothing to undo.")
            return []
        }
        switch entry {
        case .deleted(let card, let index):
            let at = min(index, deck.cards.count)
            deck.cards.insert(card, at: at)
            filter.cardInserted(card, at: at)
            selectCard(at: at, size: size)
            status = .info("Undone: deleted card \(Self.quoted(card.prompt)).")
        case .edited(let before):
            // Undo runs newest first, so a card edited and then deleted is
            // back by the time its edit is undone; the guard is for safety.
            guard let index = deck.cards.firstIndex(where: { $0.id == before.id }) else {
                status = .info("Nothing to undo.")
                return []
            }
            deck.cards[index] = before
            filter.cardChanged(before, at: index)
            selectCard(at: index, size: size)
            status = .info("Undone: edit of \(Self.quoted(before.prompt)).")
        case .marked(let before):
            // Marks live in the progress file, not the deck: nothing to save.
            return undoMarks(before)
        case .replaced(let before, let made):
            undoReplacement(before: before, made: made, size: size)
        }
        return [.save(deck)]
    }
}
