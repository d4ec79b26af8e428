import FlashzillaCore
import Foundation

/// What an Anki package carries of a deck's study beside its notes, gathered by the caller
/// from the progress store: each card's state, lapses and answers, and the days Anki counts
/// them in. With it (`export --with-scheduling`) cards go as Anki has them; without, new.
public struct ApkgScheduling: Sendable {
    /// One answer given in Review (Quiz and Match answers are not Anki's).
    public struct Answer: Sendable, Hashable {
        public var time: Date
        public var rating: FSRSRating
        public var milliseconds: Int
        /// 0 new, 1 learning, 2 review, 3 relearning (the progress store's).
        public var phaseBefore: Int
        /// After the answer, when the log kept it.
        public var difficulty: Double?

        public init(time: Date, rating: FSRSRating, milliseconds: Int, phaseBefore: Int, difficulty: Double?) {
            self.time = time
            self.rating = rating
            self.milliseconds = milliseconds
            self.phaseBefore = phaseBefore
            self.difficulty = difficulty
        }
    }

    /// The package's collection was made at `creation` (its `crt`), `creationMinutesWest` of
    /// UTC, and `days` numbers its days as Anki will (`AnkiCollectionDays`).
    public var creation: Int64
    public var creationMinutesWest: Int
    public var days: AnkiCollectionDays
    public var configuration: SchedulerConfiguration
    /// Started cards' states, by card id (a card without one is new).
    public var states: [UUID: FSRSCardState]
    public var lapses: [UUID: Int]
    /// Each card's answers, oldest first.
    public var answers: [UUID: [Answer]]
    /// New cards introduced and reviews given today: Anki's deck list counts them against
    /// the day's limits.
    public var introducedToday: Int
    public var reviewedToday: Int

    public init(now: Date, timeZone: TimeZone = .current, configuration: SchedulerConfiguration, states: [UUID: FSRSCardState],
                lapses: [UUID: Int], answers: [UUID: [Answer]], introducedToday: Int, reviewedToday: Int) {
        // A collection made ten years ago here: every day number of a card studied since
        // is positive, and Anki's import moves them onto its own collection's days.
        let west = -timeZone.secondsFromGMT(for: now) / 60
        creation = Int64(now.timeIntervalSince1970.rounded(.down)) - 3650 * 86_400
        creationMinutesWest = west
        days = AnkiCollectionDays(creation: creation, rolloverHour: 4, creationMinutesWest: west, now: now, timeZone: timeZone)
        self.configuration = configuration
        self.states = states
        self.lapses = lapses
        self.answers = answers
        self.introducedToday = introducedToday
        self.reviewedToday = reviewedToday
    }
}
