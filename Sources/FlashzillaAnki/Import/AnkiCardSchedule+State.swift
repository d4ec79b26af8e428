import FlashzillaCore
import Foundation

extension AnkiCardSchedule {
    /// The card's Flashzilla schedule: Anki's phase, due date or time, learning step and
    /// reps; the FSRS memory state Anki stored, else `replayed`'s (the state its review log
    /// gives, `AnkiReview.memoryStart` on). Nil for a card new in Anki (a reset one too).
    ///
    /// - A review card due on day `due` is due from that day's start (`days`), so it counts
    ///   as due all that day, as in Anki.
    /// - A learning step is counted from the end: Anki keeps how many steps are left, and
    ///   Flashzilla's own steps (`configuration`) may be fewer or more.
    /// - With neither a stored nor a replayed memory (reset, then given a due date), the
    ///   stability is the one whose interval at the desired retention is Anki's interval
    ///   (Anki falls back on its interval too), and the difficulty the middle of the range.
    public func state(days: AnkiCollectionDays, lastReview: Date?, replayed: FSRSCardState?,
                      configuration: SchedulerConfiguration) -> FSRSCardState? {
        let phase: FSRSPhase
        switch type {
        case 1: phase = .learning(step: Self.step(left: stepsLeft, of: configuration.learningSteps.count))
        case 2: phase = .review
        case 3: phase = .relearning(step: Self.step(left: stepsLeft, of: configuration.relearningSteps.count))
        default: return nil
        }
        let dueDate = dueIsTime ? Date(timeIntervalSince1970: TimeInterval(due)) : days.start(ofDay: due)
        let stability = self.stability.map(Double.init) ?? replayed?.stability
            ?? Self.stability(forInterval: max(1, Int(interval)), configuration: configuration)
        let difficulty = self.difficulty.map(Double.init) ?? replayed?.difficulty ?? 5
        let last = lastReview ?? replayed?.lastReview
            ?? (type == 2 ? dueDate.addingTimeInterval(-TimeInterval(max(0, interval)) * 86_400) : dueDate)
        return FSRSCardState(phase: phase, stability: max(stability, 0.001), difficulty: min(max(difficulty, 1), 10),
                             due: dueDate, lastReview: last, reviewCount: max(0, Int(reps)))
    }

    /// The step index with `left` steps to go out of `count`.
    static func step(left: Int, of count: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(max(count - left, 0), count - 1)
    }

    /// The stability FSRS-6 gives `days` as its interval at the desired retention.
    static func stability(forInterval days: Int, configuration: SchedulerConfiguration) -> Double {
        let decay = -configuration.parameters.weights[20]
        let factor = pow(0.9, 1 / decay) - 1
        let perDay = pow(configuration.desiredRetention, 1 / decay) - 1
        guard perDay.isFinite, perDay != 0 else { return Double(days) }
        return Double(days) * factor / perDay
    }
}

extension AnkiReview {
    /// Where a card's memory state starts in its answers (offset from the first), as Anki
    /// computes it: after the last reset, from the first of the last run of learning
    /// answers; with no learning answer there, from the reset (or the first answer).
    static func memoryStart(_ reviews: ArraySlice<AnkiReview>) -> Int {
        let base = reviews.lastIndex(where: \.startsOver) ?? reviews.startIndex
        guard var first = reviews[base...].lastIndex(where: { $0.kind == 0 }) else { return base - reviews.startIndex }
        while first > base, reviews[first - 1].kind == 0 { first -= 1 }
        return first - reviews.startIndex
    }
}
