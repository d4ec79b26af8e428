import Foundation

/// One deck's Review counts before its daily limits, and what it has done today: what the
/// deck tree needs to sum a parent as Anki's deck list does (`DeckDue` is these with the
/// deck's own limits applied).
public struct DeckDueInputs: Hashable, Sendable {
    /// New cards that could be shown (not suspended or buried), before the new-card limit.
    public var newAvailable: Int
    /// Learning and relearning cards due now (no daily limit).
    public var learning: Int
    /// Review cards due now, before the review limit.
    public var reviewDue: Int
    /// New cards first answered today, and reviews answered today, in this deck.
    public var introducedToday: Int
    public var reviewedToday: Int
    public var newCardsPerDay: Int
    public var reviewsPerDay: Int
    public var next: Date?

    public init(newAvailable: Int, learning: Int, reviewDue: Int, introducedToday: Int = 0, reviewedToday: Int = 0,
                newCardsPerDay: Int = DeckSettings.defaultNewCardsPerDay, reviewsPerDay: Int = DeckSettings.defaultReviewsPerDay,
                next: Date? = nil) {
        self.newAvailable = newAvailable
        self.learning = learning
        self.reviewDue = reviewDue
        self.introducedToday = introducedToday
        self.reviewedToday = reviewedToday
        self.newCardsPerDay = newCardsPerDay
        self.reviewsPerDay = reviewsPerDay
        self.next = next
    }

    /// The deck on its own, held to its own limits.
    public var due: DeckDue {
        DeckDue(new: min(newAvailable, max(0, newCardsPerDay - introducedToday)), learning: learning,
                review: min(reviewDue, max(0, reviewsPerDay - reviewedToday)), next: next)
    }
}
