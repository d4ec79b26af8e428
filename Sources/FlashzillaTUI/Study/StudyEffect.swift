import Foundation
import FlashzillaCore

/// What the study screen asks the run loop to do; it does nothing itself.
public enum StudyEffect: Equatable, Sendable {
    /// Go back to where the user came from. The session was paused first
    /// (when it was running); send `.returned` when the user comes back.
    case leave
    /// Suspend the process (Ctrl-Z): send `.suspended` before stopping and
    /// `.resumedFromSuspend` after, so the time away does not count.
    case suspend
    /// A card was swiped: the history logs it as a Quiz answer (never a change of
    /// schedule). `milliseconds`: how long the card was on show, pauses left out.
    case answered(cardID: UUID, outcome: Outcome, milliseconds: Int)
    /// The last swipe was taken back: its Quiz answer leaves the history too.
    case answerUndone(cardID: UUID)
    /// r: play the sounds of the card on show again (`shownMedia.replaySounds`).
    case replaySounds
    /// o: open the pictures of the card on show (`shownMedia.images`).
    case openImages
}
