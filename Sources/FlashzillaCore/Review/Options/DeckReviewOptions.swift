import Foundation

/// A deck's Review options beyond its daily limits and leech action (`DeckSettings`), in
/// the shape of Anki's deck options so sync can carry them: steps in minutes, retention,
/// maximum interval in days, the leech threshold, burying of siblings and the new-card
/// order. Steps, retention and the maximum interval are nil until the deck sets them: the
/// learner's Review settings (settings.json, Anki's defaults unless changed) apply then.
public struct DeckReviewOptions: Hashable, Sendable {
    public static let defaultLeechThreshold = 8, maximumLeechThreshold = 9_999

    /// Seconds; nil: the learner's Review settings.
    public var learningSteps: [TimeInterval]?
    public var relearningSteps: [TimeInterval]?
    public var desiredRetention: Double?
    /// Days; nil: the learner's Review settings.
    public var maximumInterval: Int?
    /// Lapses that make a card a leech (then every half of it more).
    public var leechThreshold: Int
    /// Anki's "bury new siblings", "bury review siblings" and "bury interday learning
    /// siblings" (a card in a learning step of a day or more).
    public var buryNew: Bool
    public var buryReviews: Bool
    public var buryInterdayLearning: Bool
    public var newCardOrder: NewCardOrder

    public init(learningSteps: [TimeInterval]? = nil, relearningSteps: [TimeInterval]? = nil, desiredRetention: Double? = nil,
                maximumInterval: Int? = nil, leechThreshold: Int = DeckReviewOptions.defaultLeechThreshold,
                buryNew: Bool = false, buryReviews: Bool = false, buryInterdayLearning: Bool = false,
                newCardOrder: NewCardOrder = .added) {
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
        self.leechThreshold = leechThreshold
        self.buryNew = buryNew
        self.buryReviews = buryReviews
        self.buryInterdayLearning = buryInterdayLearning
        self.newCardOrder = newCardOrder
    }
}

/// Which new cards a day brings first (Anki's "new card gather order").
public enum NewCardOrder: String, CaseIterable, Hashable, Sendable {
    /// Deck order, first added first (Anki's "ascending position", its default).
    case added
    /// Deck order from the end (Anki's "descending position").
    case latest
    /// A random order, the same all day (Anki's "random cards").
    case random

    public var displayName: String {
        switch self {
        case .added: "Order added"
        case .latest: "Latest added first"
        case .random: "Random"
        }
    }
}

extension SchedulerConfiguration {
    /// This configuration with what `options` sets in its place; values the deck file
    /// holds were checked on reading, so a bad one can only come from code: it is ignored.
    public func applying(_ options: DeckReviewOptions) -> SchedulerConfiguration {
        (try? SchedulerConfiguration(parameters: parameters, desiredRetention: options.desiredRetention ?? desiredRetention,
                                     learningSteps: options.learningSteps ?? learningSteps,
                                     relearningSteps: options.relearningSteps ?? relearningSteps,
                                     maximumInterval: options.maximumInterval ?? maximumInterval, fuzz: fuzz)) ?? self
    }
}
