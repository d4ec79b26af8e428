import FlashzillaCore
import Foundation

/// Everything that can happen to the Review screen, named for what happened.
public enum ReviewMessage: Equatable, Sendable {
    /// Space/Enter on the question side: show the answer. (On the answer side the keymap
    /// binds them to `rated`: the focused answer button, else Good.)
    case answerRevealed
    /// 1–4, ← (Again) or → (Good): the learner rated the card on show.
    case rated(FSRSRating)
    /// u: take back the last answer.
    case undone
    /// e: edit the card on show in the card editor, then come back to it.
    case editRequested
    /// @ (suspend card), - (bury card), ^1…^7 or f then 1…7 (flag): marks on the card on show.
    case marked(CardMarkAction)
    /// ! (suspend note), = (bury note): every card of the note of the card on show (a card
    /// with no note: itself alone).
    case markedNote(CardMarkAction)
    /// f: the next key 1…7 chooses the flag (for terminals that send nothing for Ctrl-1…7).
    case flagKeyPressed
    /// A key or paste into a typed-answer card's field (Enter reveals the answer instead).
    case answerTyped(InputEvent)
    /// ↓/j, ↑/k: scroll a long answer by rows (with help open: scroll the help).
    case answerScrolled(by: Int)
    /// Tab / Shift-Tab: move focus among the answer buttons (accessible mode).
    case buttonFocusMoved(forward: Bool)
    /// r on a card with sounds: play them again.
    case soundReplayRequested
    /// o on a card with pictures: open them in the system's viewer.
    case imageOpenRequested
    /// ?: open the help overlay; any key closes it again.
    case helpToggled
    /// q / Esc.
    case leaveRequested
    /// Ctrl-Z: answered with the `.suspend` effect.
    case suspendRequested
    /// Time passed with no input: animations move on, a learning card may fall due.
    case ticked
    /// The terminal changed size.
    case resized

    // Answers from the app.
    /// Back from the card editor (`e`): the card as saved (nil: it is no longer in the deck).
    case cardEdited(Card?)
    /// The card editor could not open: why, said while the sitting goes on.
    case editFailed(String)
    /// Storing an answer (or its undo, or a mark) failed: said until the next one is stored.
    case saveFailed(String)
    /// What failed is written now (answers kept after a failure).
    case saveRecovered
}

/// What the Review screen asks the run loop to do; it does nothing itself.
public enum ReviewEffect: Equatable, Sendable {
    /// Store this answer (log and new schedule) before the next card is drawn.
    case record(ReviewAnswer)
    /// Take back the card's latest Review answer in the store, restoring its schedule,
    /// and/or put back its marks.
    case undo(ReviewUndo)
    /// Keep the card's marks (suspended, buried, flag, leech).
    case setMarks(CardMarkChange)
    /// Open the card editor on this card; the app comes back with `cardEdited`.
    case editCard(UUID)
    case leave
    case suspend
    /// r: play the sounds of the card on show again (`shownMedia.replaySounds`).
    case replaySounds
    /// o: open the pictures of the card on show (`shownMedia.images`).
    case openImages
}

extension ReviewMessage {
    /// Messages that act on the card on show, so they mean nothing where it cannot be drawn.
    var needsTheCard: Bool {
        switch self {
        case .answerRevealed, .answerTyped, .rated, .undone, .editRequested, .buttonFocusMoved, .answerScrolled, .marked, .markedNote,
             .flagKeyPressed, .soundReplayRequested, .imageOpenRequested: true
        case .helpToggled, .leaveRequested, .suspendRequested, .ticked, .resized, .cardEdited, .editFailed, .saveFailed, .saveRecovered: false
        }
    }

    /// The app's answers, as opposed to what the learner did.
    var isAnswer: Bool {
        switch self {
        case .cardEdited, .editFailed, .saveFailed, .saveRecovered: true
        default: false
        }
    }
}
