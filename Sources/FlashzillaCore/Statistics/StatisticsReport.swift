import Foundation

/// What the statistics screen and `flashzilla stats` show, for one deck or all: today,
/// the streak, retention, the coming month's forecast, cards by state, and every day
/// with reviews. Built by `StatisticsReport.make` from the progress database's sums.
public struct StatisticsReport: Hashable, Sendable {
    public struct Today: Hashable, Sendable {
        public var reviews = 0
        public var seconds = 0
        /// Share of today's answers that were Again; nil before the first.
        public var againRate: Double?
        public var newLearned = 0
        public init(reviews: Int = 0, seconds: Int = 0, againRate: Double? = nil, newLearned: Int = 0) {
            self.reviews = reviews
            self.seconds = seconds
            self.againRate = againRate
            self.newLearned = newLearned
        }
    }

    /// Answers to cards in review and how many were not Again ("true retention").
    public struct Retention: Hashable, Sendable {
        public var reviews = 0
        public var passed = 0
        public init(reviews: Int = 0, passed: Int = 0) {
            self.reviews = reviews
            self.passed = passed
        }
        public var rate: Double? { reviews == 0 ? nil : Double(passed) / Double(reviews) }
    }

    /// Retention over one period, for all cards and split young (interval under 21 days) / mature.
    public struct PeriodRetention: Hashable, Sendable {
        public var all = Retention()
        public var young = Retention()
        public var mature = Retention()
        public init(all: Retention = Retention(), young: Retention = Retention(), mature: Retention = Retention()) {
            self.all = all
            self.young = young
            self.mature = mature
        }
    }

    public enum Period: String, CaseIterable, Hashable, Sendable {
        case day, week, month, year
        /// Days the period covers, today included.
        public var days: Int {
            switch self {
            case .day: 1
            case .week: 7
            case .month: 30
            case .year: 365
            }
        }
    }

    public struct CardCounts: Hashable, Sendable {
        public var new = 0, learning = 0, relearning = 0, young = 0, mature = 0
        public init(new: Int = 0, learning: Int = 0, relearning: Int = 0, young: Int = 0, mature: Int = 0) {
            self.new = new
            self.learning = learning
            self.relearning = relearning
            self.young = young
            self.mature = mature
        }
        public var total: Int { new + learning + relearning + young + mature }
    }

    /// One local day with Review answers.
    public struct Day: Hashable, Sendable {
        /// `2026-11-24`: the learner's local day (which begins at the day-start hour).
        public var date: String
        public var start: Date
        public var reviews: Int
        public var seconds: Int
        public init(date: String, start: Date, reviews: Int, seconds: Int) {
            self.date = date
            self.start = start
            self.reviews = reviews
            self.seconds = seconds
        }
    }

    public var today = Today()
    /// Days in a row with at least one Review answer, ending today (or yesterday, while
    /// today has none yet).
    public var streak = 0
    public var desiredRetention: Double
    public var retention: [Period: PeriodRetention] = [:]
    /// Cards falling due on each of the next days; day 0 is today (overdue cards included).
    public var forecast: [Int] = []
    public var cards = CardCounts()
    /// Oldest first.
    public var days: [Day] = []
    /// The last Quiz sittings, newest first (score and time).
    public var quizSessions: [QuizSession] = []
    /// When today began.
    public var todayStart: Date
    /// Today's local date, `2026-11-24`: the calendar the heatmap and `days` count in.
    public var todayDate: String

    public init(desiredRetention: Double, todayStart: Date, todayDate: String) {
        self.desiredRetention = desiredRetention
        self.todayStart = todayStart
        self.todayDate = todayDate
    }
}
