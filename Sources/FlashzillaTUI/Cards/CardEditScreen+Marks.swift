import FlashzillaCore
import Foundation

/// Suspend, bury and flags on the card list: each key toggles the selected card's mark
/// (the card list is where a suspended card is unsuspended), kept through `.setMarks`.
extension CardEditScreen {
    /// The deck's marks, read from the progress file once the editor is open.
    mutating func marksLoaded(_ loaded: DeckMarks) {
        marks = loaded.marks
        nextDayStart = loaded.nextDayStart
    }

    /// Toggles `action` on the selected card, and with `wholeNote` sets every other card of
    /// its note the same way (`!`, `=`). One `u` takes the whole change back.
    mutating func mark(_ action: CardMarkAction, wholeNote: Bool = false, now: Date) -> [CardEditEffect] {
        guard let index = selectedCardIndex else { return [] }
        let card = deck.cards[index]
        var marked = marks[card.id] ?? CardMarks()
        let prompt = "“\(SafeText.sanitize(card.prompt))”"
        var said: String
        switch action {
        case .suspend:
            marked.isSuspended.toggle()
            said = (marked.isSuspended ? "Suspended " : "Unsuspended ") + prompt
        case .bury:
            if marked.isBuried(at: now) {
                marked.buriedUntil = nil
                said = "Unburied \(prompt)"
            } else {
                marked.buriedUntil = nextDayStart.flatMap { $0 > now ? $0 : nil } ?? StudyDay.nextStart(after: now)
                said = "Buried until tomorrow"
            }
        case .flag(let flag):
            marked.flag = marked.flag == flag ? nil : flag
            said = marked.flag.map { "Flag: \($0.name)" } ?? "Flag cleared"
        }
        var changes = [CardMarkChange(deckID: deck.id, cardID: card.id, marks: marked)]
        // A flag is the card's own, whichever key set it.
        if wholeNote, action == .suspend || action == .bury {
            let others = NoteSiblings(deck.cards, only: [card.id]).cards(ofNoteOf: card.id).filter { $0 != card.id }
            for other in others {
                var theirs = marks[other] ?? CardMarks()
                switch action {
                case .suspend: theirs.isSuspended = marked.isSuspended
                case .bury: theirs.buriedUntil = marked.buriedUntil
                case .flag: break
                }
                changes.append(CardMarkChange(deckID: deck.id, cardID: other, marks: theirs))
            }
            if !others.isEmpty { said += others.count == 1 ? " (and 1 more card of its note)" : " (and \(others.count) more cards of its note)" }
        }
        undoStack.append(.marked(before: changes.map { CardUndo.MarksBefore(cardID: $0.cardID, marks: marks[$0.cardID]) }))
        for change in changes { marks[change.cardID] = change.marks.isEmpty ? nil : change.marks }
        status = .info(said)
        return changes.map { .setMarks($0) }
    }

    /// Puts back the marks a mark key changed.
    mutating func undoMarks(_ before: [CardUndo.MarksBefore]) -> [CardEditEffect] {
        for entry in before { marks[entry.cardID] = entry.marks }
        let first = before.first.flatMap { entry in deck.cards.first { $0.id == entry.cardID } }
        let note = before.count > 1 ? " and the other cards of its note" : ""
        status = .info("Undid the mark on \(first.map { "“\(SafeText.sanitize($0.prompt))”" } ?? "the card")\(note).")
        return before.map { .setMarks(CardMarkChange(deckID: deck.id, cardID: $0.cardID, marks: $0.marks ?? CardMarks())) }
    }

    /// A row's short mark ("S", "B", "⚑r"…; "" for none), drawn at the row's right end.
    func markText(of card: Card) -> String {
        marks[card.id].map(CardMarksLabel.short) ?? ""
    }
}
