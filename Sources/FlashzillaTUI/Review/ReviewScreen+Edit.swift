import FlashzillaCore
import Foundation

extension ReviewScreen {
    /// Back from the card editor (`e`): the card shows its new text where it was in the
    /// queue, answer side as it was, schedule untouched; the status row says what changed.
    /// Nil: the card is gone from the deck (another program deleted it).
    mutating func cardEdited(_ card: Card?, at now: Moment) {
        answerScroll = nil
        // The card was away while it was edited: that time is not spent on its answer.
        if let started = editStartedAt, now > started { shownAt = shownAt + (now - started) }
        editStartedAt = nil
        guard let card else {
            editNote = "The card is no longer in the deck; it stays in this sitting as it was."
            return
        }
        let before = session.currentCard
        session.replaceCard(card)
        let changed = before.map { $0.prompt != card.prompt || $0.answer != card.answer || $0.tags != card.tags || $0.wordType != card.wordType } ?? true
        editNote = changed ? "Edited “\(SafeText.sanitize(card.prompt))”" : "Card unchanged"
    }
}
