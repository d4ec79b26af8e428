import Foundation

/// Where a card stands in the schedule, as stored: the scheduler's state in plain values,
/// so the database needs no knowledge of FSRS.
public struct CardProgress: Equatable, Sendable {
    /// Matches the scheduler's states; `new` is a card never answered in Review.
    public enum Phase: Int, Sendable, CaseIterable {
        case new = 0, learning = 1, review = 2, relearning = 3
    }

    public var phase: Phase
    /// The learning or relearning step, nil outside them.
    public var step: Int?
    public var stability: Double?
    public var difficulty: Double?
    /// When the card falls due, to the second.
    public var due: Date
    public var lastReview: Date?
    public var reps: Int
    public var lapses: Int

    public init(phase: Phase, step: Int? = nil, stability: Double? = nil, difficulty: Double? = nil, due: Date,
                lastReview: Date? = nil, reps: Int = 0, lapses: Int = 0) {
        self.phase = phase
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }
}
