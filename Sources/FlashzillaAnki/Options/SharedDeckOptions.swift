import FlashzillaCore
import Foundation

/// The deck options a deck here and an Anki deck both have, as the deck here holds them:
/// daily limits, leech action, and its Review options (where nil means "the learner's Review
/// setting", which is never sent: the Anki deck keeps its own then). What a sync compares
/// to know what was edited here since the last one.
public struct SharedDeckOptions: Hashable, Sendable {
    public var newCardsPerDay: Int
    public var reviewsPerDay: Int
    public var leechAction: LeechAction
    public var review: DeckReviewOptions

    public init(_ settings: DeckSettings) {
        newCardsPerDay = settings.newCardsPerDay
        reviewsPerDay = settings.reviewsPerDay
        leechAction = settings.leechAction
        review = settings.review
    }

    /// `settings` with these options in place of its own (the Quiz's settings untouched).
    public func applied(to settings: DeckSettings) -> DeckSettings {
        var settings = settings
        settings.newCardsPerDay = newCardsPerDay
        settings.reviewsPerDay = reviewsPerDay
        settings.leechAction = leechAction
        settings.review = review
        return settings
    }

    /// A new deck's: what an Anki deck made for a deck here starts from.
    public static let defaults = SharedDeckOptions(DeckSettings())
}

/// Kept as a JSON object (steps in seconds) in the sync's own table of compared values.
extension SharedDeckOptions {
    public var json: String {
        var object: [String: Any] = [
            "new": newCardsPerDay, "reviews": reviewsPerDay, "leechAction": leechAction.rawValue,
            "leechThreshold": review.leechThreshold, "buryNew": review.buryNew, "buryReviews": review.buryReviews,
            "buryInterdayLearning": review.buryInterdayLearning, "newCardOrder": review.newCardOrder.rawValue,
        ]
        if let steps = review.learningSteps { object["learningSteps"] = steps }
        if let steps = review.relearningSteps { object["relearningSteps"] = steps }
        if let retention = review.desiredRetention { object["desiredRetention"] = retention }
        if let maximum = review.maximumInterval { object["maximumInterval"] = maximum }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Nil when `json` is not such an object (then nothing is compared with it).
    public init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let new = AnkiDeckOptionValues.integer(object["new"]), let reviews = AnkiDeckOptionValues.integer(object["reviews"]),
              let leech = (object["leechAction"] as? String).flatMap(LeechAction.init(rawValue:)),
              let threshold = AnkiDeckOptionValues.integer(object["leechThreshold"]),
              let order = (object["newCardOrder"] as? String).flatMap(NewCardOrder.init(rawValue:)) else { return nil }
        self.init(DeckSettings())
        (newCardsPerDay, reviewsPerDay, leechAction) = (new, reviews, leech)
        review = DeckReviewOptions(learningSteps: AnkiDeckOptionValues.numbers(object["learningSteps"]),
                                   relearningSteps: AnkiDeckOptionValues.numbers(object["relearningSteps"]),
                                   desiredRetention: AnkiDeckOptionValues.number(object["desiredRetention"]),
                                   maximumInterval: AnkiDeckOptionValues.integer(object["maximumInterval"]), leechThreshold: threshold,
                                   buryNew: object["buryNew"] as? Bool ?? false, buryReviews: object["buryReviews"] as? Bool ?? false,
                                   buryInterdayLearning: object["buryInterdayLearning"] as? Bool ?? false, newCardOrder: order)
    }
}
