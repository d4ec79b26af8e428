import FlashzillaCore
import Foundation

/// Anki's deck options to a deck's options here and back, for the import and the sync alike
/// (docs/deck-format.md, "Review options and Anki's deck options"): steps in minutes there,
/// seconds here; leech action 0 suspend, 1 tag only; "new card gather priority" as the
/// new-card order.
public enum AnkiDeckOptionsMapping {
    /// `options` with what `anki` sets in place: a value out of what a deck here can hold
    /// keeps the deck's own, and a steps, retention or maximum interval that the deck
    /// already studies with (its own, or the learner's `learner` when it has none) leaves it
    /// as it is, so a deck following the learner's settings goes on following them.
    public static func taking(_ anki: AnkiDeckOptionValues, into options: SharedDeckOptions, learner: SchedulerConfiguration) -> SharedDeckOptions {
        var options = options
        if (0...DeckSettings.maximumNewCardsPerDay).contains(anki.newPerDay) { options.newCardsPerDay = anki.newPerDay }
        if (0...DeckSettings.maximumReviewsPerDay).contains(anki.reviewsPerDay) { options.reviewsPerDay = anki.reviewsPerDay }
        if let steps = seconds(anki.learnSteps), steps != options.review.learningSteps ?? learner.learningSteps {
            options.review.learningSteps = steps
        }
        if let steps = seconds(anki.relearnSteps), steps != options.review.relearningSteps ?? learner.relearningSteps {
            options.review.relearningSteps = steps
        }
        let retention = (anki.desiredRetention * 10_000).rounded() / 10_000
        if SchedulerConfiguration.retentionRange.contains(retention),
           abs(retention - (options.review.desiredRetention ?? learner.desiredRetention)) > 0.000_1 {
            options.review.desiredRetention = retention
        }
        if SchedulerConfiguration.maximumIntervalRange.contains(anki.maximumInterval),
           anki.maximumInterval != options.review.maximumInterval ?? learner.maximumInterval {
            options.review.maximumInterval = anki.maximumInterval
        }
        if (1...DeckReviewOptions.maximumLeechThreshold).contains(anki.leechThreshold) { options.review.leechThreshold = anki.leechThreshold }
        if let action = leechAction(anki.leechAction) { options.leechAction = action }
        options.review.buryNew = anki.buryNew
        options.review.buryReviews = anki.buryReviews
        options.review.buryInterdayLearning = anki.buryInterdayLearning
        if let order = newCardOrder(anki.newGatherPriority) { options.review.newCardOrder = order }
        return options
    }

    /// Writes into a legacy preset (`conf`, a `dconf` object) the options edited here since
    /// `before` (nil: all of them), and into the legacy deck (`deck`) its own limits or
    /// retention where it has them over the preset's (else the edit would not show in
    /// Anki). Options the deck leaves to the learner's settings are not written. Returns
    /// whether `deck` changed.
    @discardableResult
    public static func write(_ options: SharedDeckOptions, editedSince before: SharedDeckOptions?,
                             into conf: inout [String: Any], deck: inout [String: Any]) -> Bool {
        func edited<Value: Equatable>(_ key: KeyPath<SharedDeckOptions, Value>) -> Bool {
            before.map { $0[keyPath: key] != options[keyPath: key] } ?? true
        }
        var new = conf["new"] as? [String: Any] ?? [:], rev = conf["rev"] as? [String: Any] ?? [:]
        var lapse = conf["lapse"] as? [String: Any] ?? [:]
        var deckChanged = false
        if edited(\.newCardsPerDay) {
            new["perDay"] = options.newCardsPerDay
            if deck["newLimit"] is NSNumber { deck["newLimit"] = options.newCardsPerDay; deckChanged = true }
        }
        if edited(\.reviewsPerDay) {
            rev["perDay"] = options.reviewsPerDay
            if deck["reviewLimit"] is NSNumber { deck["reviewLimit"] = options.reviewsPerDay; deckChanged = true }
        }
        if edited(\.review.learningSteps), let steps = options.review.learningSteps { new["delays"] = steps.map(minutes) }
        if edited(\.review.relearningSteps), let steps = options.review.relearningSteps { lapse["delays"] = steps.map(minutes) }
        if edited(\.review.desiredRetention), let retention = options.review.desiredRetention {
            conf["desiredRetention"] = retention
            if deck["desiredRetention"] is NSNumber { deck["desiredRetention"] = Int((retention * 100).rounded()); deckChanged = true }
        }
        if edited(\.review.maximumInterval), let maximum = options.review.maximumInterval { rev["maxIvl"] = maximum }
        if edited(\.review.leechThreshold) { lapse["leechFails"] = options.review.leechThreshold }
        if edited(\.leechAction) { lapse["leechAction"] = options.leechAction == .suspend ? 0 : 1 }
        if edited(\.review.buryNew) { new["bury"] = options.review.buryNew }
        if edited(\.review.buryReviews) { rev["bury"] = options.review.buryReviews }
        if edited(\.review.buryInterdayLearning) { conf["buryInterdayLearning"] = options.review.buryInterdayLearning }
        // Anki's own number stays when it already means this order (1 and 0 both "added").
        if edited(\.review.newCardOrder), newCardOrder(AnkiDeckOptionValues.integer(conf["newGatherPriority"]) ?? 0) != options.review.newCardOrder {
            conf["newGatherPriority"] = gatherPriority(for: options.review.newCardOrder)
        }
        (conf["new"], conf["rev"], conf["lapse"]) = (new, rev, lapse)
        return deckChanged
    }

    /// Anki's new-card gather priority as an order here: by position, ascending or
    /// descending; every random one as random. Nil: a number Anki does not have.
    static func newCardOrder(_ priority: Int) -> NewCardOrder? {
        switch priority {
        case 0, 1: .added
        case 2: .latest
        case 3, 4, 5: .random
        default: nil
        }
    }

    /// An order here as Anki's gather priority (random: random cards, as a deck here draws them).
    static func gatherPriority(for order: NewCardOrder) -> Int {
        switch order {
        case .added: 0
        case .latest: 2
        case .random: 4
        }
    }

    private static func leechAction(_ number: Int) -> LeechAction? {
        switch number {
        case 0: .suspend
        case 1: .tag
        default: nil
        }
    }

    /// Minutes as seconds, each above 0 and at most a year (as a deck file holds them).
    private static func seconds(_ minutes: [Double]) -> [TimeInterval]? {
        guard minutes.allSatisfy({ $0 > 0 && $0 <= 525_600 }) else { return nil }
        return minutes.map { ($0 * 60 * 1000).rounded() / 1000 }
    }

    private static func minutes(_ seconds: TimeInterval) -> Double {
        (seconds / 60 * 10_000).rounded() / 10_000
    }
}
