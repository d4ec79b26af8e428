/// What `MatchGame.choose(_:at:)` did.
public enum MatchChoiceResult: Equatable, Hashable, Sendable {
    /// The card turned up as the first of a new try; the cards of the previous,
    /// failed try (if any) turned down first.
    case turnedUp(turnedDown: [Int])
    /// The card turned up and completed a pair: score +2.
    case matched(pair: Int)
    /// The card turned up and does not belong with the other one; the score fell by
    /// `penalty`, one for each of the two that had been seen before (0, 1 or 2).
    case mismatched(penalty: Int)
    /// Refused; the game is exactly as it was.
    case ignored(MatchIgnoredReason)
}

/// Why a choice was refused.
public enum MatchIgnoredReason: Equatable, Hashable, Sendable {
    /// No card at that place (including any place in an empty game).
    case noSuchCard
    /// Already matched: matched cards are inactive.
    case matched
    /// Already face up (one of the current try).
    case faceUp
    /// Every pair has been found.
    case finished
    /// The clock is paused (the player is away); resume first.
    case paused
}
