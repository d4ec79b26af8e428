import Foundation

/// One answer, as the review log keeps it.
public struct RecordedAnswer: Equatable, Sendable {
    public enum Mode: Int, Sendable {
        case review = 0, quiz = 1
    }

    public var deckID: UUID
    public var cardID: UUID
    public var time: Date
    /// 1 Again, 2 Hard, 3 Good, 4 Easy (a Quiz swipe: 1 wrong, 3 right).
    public var rating: Int
    public var milliseconds: Int
    public var mode: Mode
    public var phaseBefore: CardProgress.Phase
    /// The card's state after the answer; nil for Quiz, which never changes the schedule.
    public var after: CardProgress?

    public init(deckID: UUID, cardID: UUID, time: Date, rating: Int, milliseconds: Int, mode: Mode,
                phaseBefore: CardProgress.Phase, after: CardProgress?) {
        self.deckID = deckID
        self.cardID = cardID
        self.time = time
        self.rating = rating
        self.milliseconds = milliseconds
        self.mode = mode
        self.phaseBefore = phaseBefore
        self.after = after
    }
}

/// A row of the review log as read back.
public struct ReviewLogEntry: Equatable, Sendable {
    public var id: Int64
    public var answer: RecordedAnswer
}
