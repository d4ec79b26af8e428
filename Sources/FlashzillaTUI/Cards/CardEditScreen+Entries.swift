import Foundation
import FlashzillaCore

/// Entries of a kind (a reversed pair, cloze cards, a typed answer): the form makes all of
/// an entry's cards at once, and editing or deleting one of them changes the whole entry,
/// as the deck file holds it. Each card keeps its id (derived from the entry's id and its
/// place, `CardEntries`), so its schedule and history stay with it.
extension CardEditScreen {
    /// The text the form shows for `card`'s entry: a cloze entry's cloze text, a reversed
    /// pair's first card's prompt and answer (whichever of the two is picked).
    func entryText(of card: Card) -> (prompt: String, answer: String) {
        guard let link = card.entry else { return (card.prompt, card.answer) }
        switch link.shape {
        case .cloze(let text):
            return (text.source, "")
        case .reversed where link.ord != 0:
            return (card.answer, card.prompt)
        case .reversed, .basic:
            return (card.prompt, card.answer)
        }
    }

    /// Adds the form's entry (`editing` nil) or replaces the entry of the card at `editing`
    /// with it. A cloze text without a deletion, or an empty field, is refused in the
    /// status line with focus on the field to mend.
    mutating func commitEntry(editing index: Int?, now: Date, size: Size) -> [CardEditEffect] {
        let old = index.map { deck.cards[$0] }
        if let old, old.note != nil, kind != CardEditKind(of: old) {
            status = .error("This card is a card of an Anki note: its kind is its note type's, changed in Anki.")
            focus = .kind
            return []
        }
        let entryID = old.map { $0.entry?.id ?? $0.id } ?? UUID()
        var made: [Card]
        do {
            made = try kind.entry(prompt: prompt.text, answer: answer.text, typed: entryIsTyped)
                .cards(id: entryID, wordType: wordType, tags: Self.parsedTags(tags.text), createdAt: old?.createdAt ?? now)
        } catch {
            refuseEntry(error)
            return []
        }
        let replaced = index.map { replacedIndices(editing: $0, madeIDs: Set(made.map(\.id))) } ?? []
        let before = replaced.map { CardUndo.PlacedCard(card: deck.cards[$0], index: $0) }
        if let old {
            made = made.map { card in
                var card = card
                card.updatedAt = old.updatedAt
                if let same = before.first(where: { $0.card.id == card.id }) { card.unknownFields = same.card.unknownFields }
                return card
            }
        }
        let shown = Self.quoted(prompt.text)
        let wasEditing = index != nil
        clearForm()
        focus = wasEditing ? .list : .prompt
        if wasEditing, made == before.map(\.card) {
            status = .info("No changes.")
            if let first = before.first { selectCard(at: first.index, size: size) }
            return returnsAfterEdit ? leave() : []
        }
        if wasEditing { made = made.map { var card = $0; card.updatedAt = now; return card } }
        let at = replace(before, with: made)
        learnTags(made.first?.tags ?? [])
        undoStack.append(.replaced(before: before, made: made.map(\.id)))
        selectCard(at: at, size: size)
        let count = "\(made.count) card\(made.count == 1 ? "" : "s")"
        status = .info(wasEditing ? "Saved \(shown) (\(count))." : "Added \(shown) (\(CardEditKind(of: made[0]).name), \(count)).")
        return [.save(deck)] + (returnsAfterEdit && wasEditing ? leave() : [])
    }

    /// `d` on a card of a reversed pair or of a cloze text deletes the entry, all its cards:
    /// the deck file holds them as one, so one alone would come back on the next load.
    mutating func deleteEntry(of index: Int, size: Size) -> [CardEditEffect] {
        let indices = replacedIndices(editing: index, madeIDs: [])
        let before = indices.map { CardUndo.PlacedCard(card: deck.cards[$0], index: $0) }
        let card = deck.cards[index]
        _ = replace(before, with: [])
        if let id = editingID, before.contains(where: { $0.card.id == id }) { editingID = nil }
        undoStack.append(.replaced(before: before, made: []))
        list.clamp(itemCount: rowCount, visibleRows: visibleRows(size))
        let others = before.count - 1
        let with = others > 0 ? " and the \(others) other card\(others == 1 ? "" : "s") of its entry" : ""
        status = .info("Deleted \(Self.quoted(card.prompt))\(with). u undoes.")
        return [.save(deck)]
    }

    /// Puts back what an entry's commit or deletion replaced.
    mutating func undoReplacement(before: [CardUndo.PlacedCard], made: [UUID], size: Size) {
        let madeIDs = Set(made)
        for index in deck.cards.indices.reversed() where madeIDs.contains(deck.cards[index].id) {
            deck.cards.remove(at: index)
            filter.cardRemoved(at: index)
        }
        for placed in before {
            let at = min(placed.index, deck.cards.count)
            deck.cards.insert(placed.card, at: at)
            filter.cardInserted(placed.card, at: at)
        }
        if let first = before.first {
            selectCard(at: min(first.index, deck.cards.count - 1), size: size)
            status = .info("Restored \(Self.quoted(first.card.prompt))\(before.count > 1 ? " (\(before.count) cards)" : "").")
        } else {
            list.clamp(itemCount: rowCount, visibleRows: visibleRows(size))
            status = .info("Took back the added cards.")
        }
    }

    /// The deck indices, ascending, of the cards a commit over the card at `index` replaces:
    /// its entry's cards, and any card holding an id the new entry makes (one of its cards
    /// edited on its own, which the entry now makes again).
    private func replacedIndices(editing index: Int, madeIDs: Set<UUID>) -> [Int] {
        let card = deck.cards[index]
        guard let link = card.entry, link.shape != .basic else {
            return deck.cards.indices.filter { $0 == index || madeIDs.contains(deck.cards[$0].id) && deck.cards[$0].id != card.id }
        }
        return deck.cards.indices.filter { deck.cards[$0].entry?.id == link.id || madeIDs.contains(deck.cards[$0].id) }
    }

    /// Removes `before` and puts `made` where the first of them was (at the end when there
    /// were none); returns the index of the first made card (or where the cards were).
    private mutating func replace(_ before: [CardUndo.PlacedCard], with made: [Card]) -> Int {
        for placed in before.reversed() {
            deck.cards.remove(at: placed.index)
            filter.cardRemoved(at: placed.index)
        }
        let at = before.first.map { min($0.index, deck.cards.count) } ?? deck.cards.count
        for (offset, card) in made.enumerated() {
            deck.cards.insert(card, at: at + offset)
            filter.cardInserted(card, at: at + offset)
        }
        return min(at, max(0, deck.cards.count - 1))
    }

    private mutating func refuseEntry(_ problem: NewEntry.Problem) {
        status = .error(problem.description)
        switch problem {
        case .card(.empty(.answer)): focus = .answer
        default: focus = .prompt
        }
    }
}
