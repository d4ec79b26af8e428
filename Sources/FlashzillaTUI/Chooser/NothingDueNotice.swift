import FlashzillaCore
import Foundation

/// What Enter on the chooser says instead of opening Review on a deck with nothing to do:
/// "Nothing due in Spanish — next card in 3 h. t timed Quiz". A timed Quiz is offered, never
/// started unasked.
enum NothingDueNotice {
    /// Nil when Review has something: cards due, or the next card came due since the listing was read
    /// (Review's own queue then says what today's limits hold back).
    static func text(deckName: String, cardCount: Int, due: DeckDue, at date: Date?) -> String? {
        guard !due.hasWork else { return nil }
        if let next = due.next, let date, next <= date { return nil }
        let quiz = "\(ChooserScreen.keyLabel(for: .quizSelected)) timed Quiz" + customStudy
        let head = "Nothing due in \(deckName) — "
        guard cardCount > 0 else { return head + "it has no cards yet. \(ChooserScreen.keyLabel(for: .editCardsSelected)) adds some" }
        guard let next = due.next else {
            // Nothing started and no new card allowed today: the deck's new-card limit is 0 or used up.
            return head + "no card started yet, and today's new-card limit allows none. " + quiz
        }
        guard let date else { return head + "its next card is not due yet. " + quiz }
        return head + "next card in \(TimeUntilText.describe(from: date, to: next)). " + quiz
    }

    /// " · c custom study" once the chooser has a key said "custom study" (Anki's way to
    /// study more today); nothing while it has none, so the notice never names a key that
    /// does something else.
    static var customStudy: String {
        customStudy(in: ChooserScreen.keymap)
    }

    static func customStudy(in keymap: Keymap<ChooserMessage>) -> String {
        guard let binding = keymap.bindings.first(where: { $0.words.contains("custom study") }) else { return "" }
        return " · \(binding.label) custom study"
    }
}
