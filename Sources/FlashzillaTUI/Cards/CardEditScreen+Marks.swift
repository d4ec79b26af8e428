import FlashzillaCore
import Foundation

/// Suspend, bury and flags on the card list: each key toggles the selected card's mark
/// (the card list is where a suspended card is unsuspended), kept through `.setMarks`.
extension CardEditScreen {
    /// The deck's marks, read from the progress file once the editor is open.
    public mutating func marksLoaded(_ loaded: DeckMarks) {
        marks = loaded.marks
        nextDayStart = loaded.nextDayStart
    }

    mutating func mark(_ action: CardMarkAction, now: Date) -> [CardEditEffect] {
        guard let index = selectedCardIndex else { return [] }
        let card = deck.cards[index]
        var marked = marks[card.id] ?? CardMarks()
        let prompt = "“\(SafeText.sanitize(card.prompt))”"
        let said: String
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
        marks[card.id] = marked.isEmpty ? nil : marked
        status = .info(said)
        return [.setMarks(CardMarkChange(deckID: deck.id, cardID: card.id, marks: marked))]
    }

    /// A row's short mark ("S", "B", "⚑r"…; "" for none), drawn at the row's right end.
    func markText(of card: Card) -> String {
        marks[card.id].map(CardMarksLabel.short) ?? ""
    }
}
