import Foundation

/// One answer given to a card, as the review history keeps it: in Review it moves the
/// card's schedule from `before` to `after`; in Quiz it is only logged.
public struct ReviewAnswer: Hashable, Sendable {
    public enum Mode: Int, Hashable, Sendable {
        case review = 0, quiz = 1
    }

    public var deckID: UUID
    public var cardID: UUID
    public var time: Date
    /// In Quiz, a right swipe is Good and a left one Again.
    public var rating: FSRSRating
    /// How long the card was looked at before the answer.
    public var milliseconds: Int
    public var mode: Mode
    /// The schedule before the answer; nil for a new card.
    public var before: FSRSCardState?
    /// The schedule after it; nil in Quiz, which never changes the schedule.
    public var after: FSRSCardState?

    public init(deckID: UUID, cardID: UUID, time: Date, rating: FSRSRating, milliseconds: Int, mode: Mode,
                before: FSRSCardState?, after: FSRSCardState?) {
        self.deckID = deckID
        self.cardID = cardID
        self.time = time
        self.rating = rating
        self.milliseconds = milliseconds
        self.mode = mode
        self.before = before
        self.after = after
    }

    /// A Review answer of Again to a card in review: what Anki counts as a lapse.
    public var isLapse: Bool { mode == .review && rating == .again && before?.phase == .review }
}

extension ReviewAnswer {
    /// A Quiz swipe as the history logs it: right is Good, left Again; no schedule.
    public static func quiz(deckID: UUID, cardID: UUID, outcome: Outcome, at time: Date, milliseconds: Int) -> ReviewAnswer {
        ReviewAnswer(deckID: deckID, cardID: cardID, time: time, rating: outcome == .correct ? .good : .again,
                     milliseconds: max(0, milliseconds), mode: .quiz, before: nil, after: nil)
    }
}
