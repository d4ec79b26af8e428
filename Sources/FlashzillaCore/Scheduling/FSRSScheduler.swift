import Foundation

/// The FSRS-6 scheduler, as py-fsrs 6.x's `Scheduler` computes it: pure, the time of
/// each answer passed in.
///
/// - Every review after the first updates difficulty; stability follows the same-day
///   formula when less than one whole day has passed since the last review, else the
///   recall (Hard/Good/Easy) or forgetting (Again) formula at the retrievability then.
/// - Learning and relearning walk their steps: Again goes back to step 0, Hard repeats the
///   step (on step 0: 1.5 × the only step, or halfway to the next), Good moves on and
///   graduates after the last step, Easy graduates at once. No steps means straight to review.
/// - Review intervals are whole days, at most the maximum, fuzzed when configured.
public struct FSRSScheduler: Sendable {
    public let configuration: SchedulerConfiguration
    private let model: FSRSModel

    public init(_ configuration: SchedulerConfiguration = .default) {
        self.configuration = configuration
        model = FSRSModel(configuration)
    }

    /// The card after answering `rating` at `now`; `state` is nil for a card never reviewed.
    /// `cardID` seeds the fuzz (unused when fuzz is off).
    public func review(_ state: FSRSCardState?, of cardID: UUID, as rating: FSRSRating, at now: Date) -> FSRSCardState {
        let reviewCount = (state?.reviewCount ?? 0) + 1
        let stability: Double, difficulty: Double
        if let state {
            let days = Self.wholeDays(from: state.lastReview, to: now)
            stability = days < 1
                ? model.shortTermStability(state.stability, rating)
                : model.nextStability(state.difficulty, state.stability,
                                      model.retrievability(elapsedDays: days, stability: state.stability), rating)
            difficulty = model.nextDifficulty(state.difficulty, rating)
        } else {
            stability = model.initialStability(rating)
            difficulty = model.initialDifficulty(rating)
        }

        let next: (phase: FSRSPhase, wait: Wait)
        switch state?.phase ?? .learning(step: 0) {
        case .learning(let step):
            next = stepping(step, through: configuration.learningSteps, rating: rating) { .learning(step: $0) }
        case .relearning(let step):
            next = stepping(step, through: configuration.relearningSteps, rating: rating) { .relearning(step: $0) }
        case .review:
            if rating == .again, let first = configuration.relearningSteps.first {
                next = (.relearning(step: 0), .seconds(first))
            } else {
                next = (.review, .reviewInterval)
            }
        }

        let seconds: TimeInterval
        switch next.wait {
        case .seconds(let s):
            seconds = s
        case .reviewInterval:
            var days = model.interval(stability: stability)
            if configuration.fuzz {
                days = FSRSFuzz.fuzzed(days: days, unit: FSRSFuzz.unit(cardID: cardID, reviewCount: reviewCount),
                                       maximumInterval: configuration.maximumInterval)
            }
            seconds = TimeInterval(days) * 86_400
        }
        return FSRSCardState(phase: next.phase, stability: stability, difficulty: difficulty,
                             due: now.addingTimeInterval(seconds), lastReview: now, reviewCount: reviewCount)
    }

    /// When the card would be due after each answer at `now` (fuzz included, so the label
    /// shows what answering will do).
    public func nextDue(_ state: FSRSCardState?, of cardID: UUID, at now: Date) -> FSRSNextDue {
        FSRSNextDue(again: review(state, of: cardID, as: .again, at: now).due,
                    hard: review(state, of: cardID, as: .hard, at: now).due,
                    good: review(state, of: cardID, as: .good, at: now).due,
                    easy: review(state, of: cardID, as: .easy, at: now).due)
    }

    /// The probability of recalling the card at `now`: 0 for a card never reviewed;
    /// time is counted in whole days since the last review, as py-fsrs does.
    public func retrievability(of state: FSRSCardState?, at now: Date) -> Double {
        guard let state else { return 0 }
        return model.retrievability(elapsedDays: Self.wholeDays(from: state.lastReview, to: now), stability: state.stability)
    }

    /// The state after each review of a new card's history, in the order given.
    public func replay(_ reviews: [FSRSReview], of cardID: UUID) -> [FSRSCardState] {
        var state: FSRSCardState?
        return reviews.map { review in
            let next = self.review(state, of: cardID, as: review.rating, at: review.time)
            state = next
            return next
        }
    }

    /// How long until the card is due: a step, or the review interval for its new stability.
    private enum Wait {
        case seconds(TimeInterval)
        case reviewInterval
    }

    /// Learning and relearning alike, over their own steps.
    private func stepping(_ step: Int, through steps: [TimeInterval], rating: FSRSRating,
                          phase: (Int) -> FSRSPhase) -> (FSRSPhase, Wait) {
        func graduate() -> (FSRSPhase, Wait) { (.review, .reviewInterval) }
        let step = max(step, 0)  // a hand-made state; the scheduler never writes a negative step
        // A step past the end: the steps were shortened since the card was last seen.
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate() }
        switch rating {
        case .again:
            return (phase(0), .seconds(steps[0]))
        case .hard:
            guard step == 0 else { return (phase(step), .seconds(steps[step])) }
            return (phase(0), .seconds(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2))
        case .good:
            return step + 1 == steps.count ? graduate() : (phase(step + 1), .seconds(steps[step + 1]))
        case .easy:
            return graduate()
        }
    }

    /// Whole days from `start` to `end`, rounded toward the past (Python's `timedelta.days`).
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let days = (end.timeIntervalSince(start) / 86_400).rounded(.down)
        return days.isFinite ? Int(max(min(days, 1e9), -1e9)) : 0
    }
}
