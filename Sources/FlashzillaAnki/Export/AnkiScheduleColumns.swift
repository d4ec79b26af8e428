import FlashzillaCore
import Foundation

extension AnkiCollectionDays {
    /// The day number `date` falls in (the inverse of `start(ofDay:)`).
    public func day(of date: Date) -> Int64 {
        var day = Int64((date.timeIntervalSince(dayZero) / 86_400).rounded(.down))
        // Summer time moves a day's start by an hour: settle on the day that holds the date.
        while start(ofDay: day) > date { day -= 1 }
        while start(ofDay: day + 1) <= date { day += 1 }
        return day
    }
}

/// A Flashzilla card's schedule as the columns of Anki's `cards` row, for sending it back
/// to Anki (sync): the inverse of `AnkiCardSchedule.state(days:…)`.
public struct AnkiScheduleColumns: Equatable, Sendable {
    /// 1 learning, 2 review, 3 relearning.
    public var type: Int
    /// 1 learning within the day (due is a time), 3 learning over days (due is a day), 2 review.
    public var queue: Int
    public var due: Int64
    /// Days, for a review card (0 while learning).
    public var interval: Int
    /// Learning steps still to go.
    public var left: Int
    public var reps: Int

    public init(state: FSRSCardState, days: AnkiCollectionDays, configuration: SchedulerConfiguration) {
        let nextDay = days.start(ofDay: days.day(of: state.lastReview) + 1)
        let steps: Int
        switch state.phase {
        case .learning(let step):
            type = 1
            steps = max(1, configuration.learningSteps.count - step)
        case .review:
            type = 2
            steps = 0
        case .relearning(let step):
            type = 3
            steps = max(1, configuration.relearningSteps.count - step)
        }
        left = steps
        reps = state.reviewCount
        if type == 2 {
            queue = 2
            due = days.day(of: state.due)
            interval = max(1, Int((state.due.timeIntervalSince(state.lastReview) / 86_400).rounded()))
        } else if state.due < nextDay {
            // Due later the same study day: Anki keeps the time.
            queue = 1
            due = Int64(state.due.timeIntervalSince1970.rounded())
            interval = 0
        } else {
            queue = 3
            due = days.day(of: state.due)
            interval = 0
        }
    }

    /// Anki's card `data` with the FSRS memory: `s`, `d`, the desired retention and when
    /// the card was last answered (`lrt`), other keys of `existing` kept.
    public static func data(existing: String, state: FSRSCardState, desiredRetention: Double) -> String {
        let stability = (state.stability * 10_000).rounded() / 10_000, difficulty = (state.difficulty * 1_000).rounded() / 1_000
        let retention = (desiredRetention * 100).rounded() / 100, lastReview = Int64(state.lastReview.timeIntervalSince1970)
        // No other keys to keep (every card of an export): written straight, as JSONSerialization
        // costs 50 µs a card (4 s of a 83,000-card export).
        if existing.isEmpty || existing == "{}", stability.isFinite, difficulty.isFinite, retention.isFinite {
            return "{\"d\":\(difficulty),\"dr\":\(retention),\"lrt\":\(lastReview),\"s\":\(stability)}"
        }
        var object = (try? JSONSerialization.jsonObject(with: Data(existing.utf8))) as? [String: Any] ?? [:]
        object["s"] = stability
        object["d"] = difficulty
        object["dr"] = retention
        object["lrt"] = lastReview
        let bytes = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One answer as Anki's review log row (`revlog`), for sending it back to Anki.
public struct AnkiRevlogColumns: Equatable, Sendable {
    public var id: Int64
    public var ease: Int
    /// After the answer: days (review), or negative seconds (learning).
    public var interval: Int
    public var lastInterval: Int
    /// FSRS: the difficulty after the answer as Anki logs it (100 to 1100).
    public var factor: Int
    public var milliseconds: Int
    /// 0 learning, 1 review, 2 relearning (the card before the answer).
    public var kind: Int

    /// `phaseBefore`: 0 new, 1 learning, 2 review, 3 relearning (the progress store's).
    public init(time: Date, rating: FSRSRating, milliseconds: Int, phaseBefore: Int, difficulty: Double?,
                dueAfter: Date?, lastInterval: Int) {
        id = Int64((time.timeIntervalSince1970 * 1000).rounded())
        ease = rating.rawValue
        let seconds = dueAfter.map { max(0, $0.timeIntervalSince(time)) } ?? 0
        interval = seconds >= 86_400 ? Int((seconds / 86_400).rounded()) : -Int(seconds.rounded())
        self.lastInterval = lastInterval
        factor = difficulty.map { Int((((min(max($0, 1), 10) - 1) / 9 + 0.1) * 1000).rounded()) } ?? 0
        // Anki caps an answer's time at a minute (its default `maxTaken`).
        self.milliseconds = min(max(0, milliseconds), 60_000)
        kind = switch phaseBefore {
        case 2: 1
        case 3: 2
        default: 0
        }
    }

    /// The row's values in `revlog`'s column order, pending (usn -1).
    public func row(card: Int64) -> [Any] {
        [id, card, -1, ease, interval, lastInterval, factor, milliseconds, kind]
    }
}
