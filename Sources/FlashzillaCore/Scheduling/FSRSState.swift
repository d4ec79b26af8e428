import Foundation

/// How well the learner recalled a card: FSRS's four answers.
public enum FSRSRating: Int, CaseIterable, Hashable, Sendable {
    case again = 1, hard, good, easy
}

/// Where a card is in FSRS: learning or relearning through short steps (minutes), or in
/// review with an interval of whole days. The step is an index into the configuration's
/// learning or relearning steps.
public enum FSRSPhase: Hashable, Sendable {
    case learning(step: Int)
    case review
    case relearning(step: Int)
}

/// A card's FSRS memory after at least one review. A card never reviewed has no state
/// (`nil` where a state is taken), so a half-made state cannot be written.
public struct FSRSCardState: Hashable, Sendable {
    public var phase: FSRSPhase
    /// Days until retrievability falls to 90 %; at least 0.001.
    public var stability: Double
    /// 1 (easy) … 10 (hard).
    public var difficulty: Double
    public var due: Date
    public var lastReview: Date
    /// Reviews so far, this one included; with the card's id it seeds the fuzz, so a
    /// state replayed from the history comes out the same.
    public var reviewCount: Int

    public init(phase: FSRSPhase, stability: Double, difficulty: Double, due: Date, lastReview: Date, reviewCount: Int) {
        self.phase = phase
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reviewCount = reviewCount
    }
}

/// One answer in a card's history.
public struct FSRSReview: Hashable, Sendable {
    public var time: Date
    public var rating: FSRSRating

    public init(time: Date, rating: FSRSRating) {
        self.time = time
        self.rating = rating
    }
}

/// When a card would next be due after each of the four answers (for the labels over
/// the answer buttons).
public struct FSRSNextDue: Hashable, Sendable {
    public var again: Date
    public var hard: Date
    public var good: Date
    public var easy: Date

    public init(again: Date, hard: Date, good: Date, easy: Date) {
        self.again = again
        self.hard = hard
        self.good = good
        self.easy = easy
    }

    public subscript(rating: FSRSRating) -> Date {
        switch rating {
        case .again: again
        case .hard: hard
        case .good: good
        case .easy: easy
        }
    }
}
