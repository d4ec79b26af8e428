import FlashzillaCore
import Foundation

/// What a deck has for Review now, from the progress database alone (the deck file knows
/// how many cards it holds; `new` is worked out from both by the caller).
public struct DueCounts: Equatable, Sendable {
    /// Learning and relearning cards due now or within Anki's learn-ahead (`ReviewSession.learnAhead`).
    public var learning = 0
    /// Review cards due now.
    public var review = 0
    /// Cards answered in Review at least once (not new any more).
    public var started = 0
    /// Cards first answered in Review since the day began (against the new-cards limit).
    public var introducedToday = 0
    /// Answers to review cards since the day began (against the reviews limit).
    public var reviewedToday = 0
    /// New cards (no schedule yet) suspended, or buried until later: not offered today.
    public var setAsideNew = 0
    /// What custom study raised today's limits by (new and due), for this study day.
    public var extended = ReviewCounts()
    /// The earliest due time of a started card, if any.
    public var nextDue: Date?

    public init() {}
}
