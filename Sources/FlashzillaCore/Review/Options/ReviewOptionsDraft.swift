import Foundation

/// A deck's Review options as the deck editor holds them while they are typed: text for
/// numbers and steps, so a half-typed value can be shown and explained. Steps, retention
/// and the maximum interval start from the learner's Review settings where the deck sets
/// none, and stay unset (following those settings) unless changed.
public struct ReviewOptionsDraft: Hashable, Sendable {
    public enum Field: CaseIterable, Hashable, Sendable {
        case newCardsPerDay, reviewsPerDay, learningSteps, relearningSteps, desiredRetention, maximumInterval,
             leechThreshold, leechAction, buryNew, buryReviews, buryInterdayLearning, newCardOrder
    }

    public var newCardsPerDay: String
    public var reviewsPerDay: String
    /// "1m 10m", as Anki writes steps.
    public var learningSteps: String
    public var relearningSteps: String
    /// "0.9".
    public var desiredRetention: String
    /// Days.
    public var maximumInterval: String
    public var leechThreshold: String
    public var leechAction: LeechAction
    public var buryNew: Bool
    public var buryReviews: Bool
    public var buryInterdayLearning: Bool
    public var newCardOrder: NewCardOrder

    /// The deck's options as text; where it sets none, the learner's `defaults`.
    public init(settings: DeckSettings, defaults: SchedulerConfiguration) {
        let options = settings.review
        newCardsPerDay = String(settings.newCardsPerDay)
        reviewsPerDay = String(settings.reviewsPerDay)
        learningSteps = StepsText.text(options.learningSteps ?? defaults.learningSteps)
        relearningSteps = StepsText.text(options.relearningSteps ?? defaults.relearningSteps)
        desiredRetention = Self.retentionText(options.desiredRetention ?? defaults.desiredRetention)
        maximumInterval = String(options.maximumInterval ?? defaults.maximumInterval)
        leechThreshold = String(options.leechThreshold)
        leechAction = settings.leechAction
        buryNew = options.buryNew
        buryReviews = options.buryReviews
        buryInterdayLearning = options.buryInterdayLearning
        newCardOrder = options.newCardOrder
    }

    static func retentionText(_ value: Double) -> String {
        String(format: "%.2f", value).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\.$"#, with: ".0", options: .regularExpression)
    }

    /// Why each invalid field cannot be saved; empty when every one is good.
    public var problems: [Field: String] {
        var problems: [Field: String] = [:]
        if Self.whole(newCardsPerDay, in: 0...DeckSettings.maximumNewCardsPerDay) == nil {
            problems[.newCardsPerDay] = "Enter a whole number from 0 to \(DeckSettings.maximumNewCardsPerDay)."
        }
        if Self.whole(reviewsPerDay, in: 0...DeckSettings.maximumReviewsPerDay) == nil {
            problems[.reviewsPerDay] = "Enter a whole number from 0 to \(DeckSettings.maximumReviewsPerDay)."
        }
        if case .failure(let error) = StepsText.parse(learningSteps) { problems[.learningSteps] = Self.sentence(error.description) }
        if case .failure(let error) = StepsText.parse(relearningSteps) { problems[.relearningSteps] = Self.sentence(error.description) }
        if parsedRetention == nil { problems[.desiredRetention] = "Enter a number from 0.70 to 0.99." }
        let interval = SchedulerConfiguration.maximumIntervalRange
        if Self.whole(maximumInterval, in: interval) == nil {
            problems[.maximumInterval] = "Enter days from \(interval.lowerBound) to \(interval.upperBound)."
        }
        if Self.whole(leechThreshold, in: 1...DeckReviewOptions.maximumLeechThreshold) == nil {
            problems[.leechThreshold] = "Enter lapses from 1 to \(DeckReviewOptions.maximumLeechThreshold)."
        }
        return problems
    }

    var parsedRetention: Double? {
        let text = desiredRetention.trimmingCharacters(in: .whitespaces)
        guard text.count <= 6, let value = Double(text), SchedulerConfiguration.retentionRange.contains(value) else { return nil }
        return value
    }

    /// `settings` with this draft's options, or nil when the draft has problems. A step
    /// list, retention or interval the deck did not set and that still equals the learner's
    /// `defaults` stays unset, so the deck keeps following the learner's settings.
    public func applied(to settings: DeckSettings, defaults: SchedulerConfiguration) -> DeckSettings? {
        guard problems.isEmpty,
              let newPerDay = Self.whole(newCardsPerDay, in: 0...DeckSettings.maximumNewCardsPerDay),
              let reviewsPerDay = Self.whole(reviewsPerDay, in: 0...DeckSettings.maximumReviewsPerDay),
              case .success(let learning) = StepsText.parse(learningSteps),
              case .success(let relearning) = StepsText.parse(relearningSteps),
              let retention = parsedRetention,
              let interval = Self.whole(maximumInterval, in: SchedulerConfiguration.maximumIntervalRange),
              let threshold = Self.whole(leechThreshold, in: 1...DeckReviewOptions.maximumLeechThreshold) else { return nil }
        var result = settings
        let before = settings.review
        func kept<T: Equatable>(_ value: T, was: T?, default fallback: T) -> T? { was == nil && value == fallback ? nil : value }
        result.newCardsPerDay = newPerDay
        result.reviewsPerDay = reviewsPerDay
        result.leechAction = leechAction
        result.review = DeckReviewOptions(
            learningSteps: kept(learning, was: before.learningSteps, default: defaults.learningSteps),
            relearningSteps: kept(relearning, was: before.relearningSteps, default: defaults.relearningSteps),
            desiredRetention: kept(retention, was: before.desiredRetention, default: Double(Self.retentionText(defaults.desiredRetention)) ?? defaults.desiredRetention),
            maximumInterval: kept(interval, was: before.maximumInterval, default: defaults.maximumInterval),
            leechThreshold: threshold, buryNew: buryNew, buryReviews: buryReviews,
            buryInterdayLearning: buryInterdayLearning, newCardOrder: newCardOrder)
        return result
    }

    private static func whole(_ text: String, in range: ClosedRange<Int>) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), range.contains(value) else { return nil }
        return value
    }

    private static func sentence(_ text: String) -> String {
        let capital = text.prefix(1).uppercased() + text.dropFirst()
        return capital.hasSuffix(".") ? capital : capital + "."
    }
}
