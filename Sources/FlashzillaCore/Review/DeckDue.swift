import Foundation

/// What a deck offers Review now, as `flashzilla due` and the chooser show it: the
/// stored schedule's counts held to the deck's daily limits.
public struct DeckDue: Hashable, Sendable {
    /// New cards today's limit still allows.
    public var new: Int
    /// Learning and relearning cards due now (no daily limit, as in Anki).
    public var learning: Int
    /// Review cards due now, up to what today's review limit still allows.
    public var review: Int
    /// When the next started card falls due (nil when none is started).
    public var next: Date?

    public init(new: Int, learning: Int, review: Int, next: Date?) {
        self.new = new
        self.learning = learning
        self.review = review
        self.next = next
    }

    /// `cardCount` cards in the deck, `started` of them with a schedule and `setAsideNew`
    /// new ones suspended or buried; `introducedToday` new cards and `reviewedToday` reviews
    /// already done today.
    public init(cardCount: Int, settings: DeckSettings, started: Int, setAsideNew: Int = 0, learningDue: Int, reviewDue: Int,
                introducedToday: Int, reviewedToday: Int, next: Date?) {
        let newLeft = max(0, settings.newCardsPerDay - introducedToday)
        let reviewsLeft = max(0, settings.reviewsPerDay - reviewedToday)
        self.init(new: min(newLeft, max(0, cardCount - started - setAsideNew)), learning: learningDue, review: min(reviewDue, reviewsLeft), next: next)
    }

    /// Something to do now.
    public var hasWork: Bool { new + learning + review > 0 }
}
