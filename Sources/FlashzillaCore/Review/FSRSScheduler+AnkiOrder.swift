import Foundation

extension FSRSScheduler {
    /// `review(_:of:as:at:)` as Review answers: a card in review passed with Hard, Good or
    /// Easy gets whole-day intervals in that order, Hard < Good < Easy, as Anki enforces
    /// (Hard at least a day, Good at least a day past Hard, Easy a day past Good, none past
    /// the maximum interval). FSRS alone can give Hard more than Good once fuzzed, or the
    /// same. `replay` and `fsrs replay` keep py-fsrs's own numbers.
    public func reviewInAnkiOrder(_ state: FSRSCardState?, of cardID: UUID, as rating: FSRSRating, at now: Date) -> FSRSCardState {
        var after = review(state, of: cardID, as: rating, at: now)
        guard state?.phase == .review, rating != .again, after.phase == .review else { return after }
        let days = orderedIntervals(state, of: cardID, at: now)
        let wanted = rating == .hard ? days.hard : rating == .good ? days.good : days.easy
        after.due = now.addingTimeInterval(TimeInterval(wanted) * 86_400)
        return after
    }

    /// `nextDue(_:of:at:)` with the same order.
    public func nextDueInAnkiOrder(_ state: FSRSCardState?, of cardID: UUID, at now: Date) -> FSRSNextDue {
        var next = nextDue(state, of: cardID, at: now)
        guard state?.phase == .review else { return next }
        let days = orderedIntervals(state, of: cardID, at: now)
        next.hard = now.addingTimeInterval(TimeInterval(days.hard) * 86_400)
        next.good = now.addingTimeInterval(TimeInterval(days.good) * 86_400)
        next.easy = now.addingTimeInterval(TimeInterval(days.easy) * 86_400)
        return next
    }

    /// FSRS's whole-day intervals for Hard, Good and Easy, put in order.
    private func orderedIntervals(_ state: FSRSCardState?, of cardID: UUID, at now: Date) -> (hard: Int, good: Int, easy: Int) {
        func days(_ rating: FSRSRating) -> Int {
            Int((review(state, of: cardID, as: rating, at: now).due.timeIntervalSince(now) / 86_400).rounded())
        }
        let maximum = configuration.maximumInterval
        let hard = min(max(days(.hard), 1), maximum)
        let good = min(max(days(.good), hard + 1), maximum)
        let easy = min(max(days(.easy), good + 1), maximum)
        return (hard, good, easy)
    }
}
