import Foundation

/// One Anki deck's options, those Flashzilla has too, in Anki's own units and numbers, as
/// they apply to the deck: its preset's (deck config) values, with the deck's own limits and
/// retention, which Anki lets a deck set over its preset, in their place. Read from either
/// schema (`init(legacyConf:deck:)`, `AnkiDeckOptionValues+Protobuf`); `AnkiDeckOptionsMapping`
/// turns them into a deck's settings here and back.
public struct AnkiDeckOptionValues: Hashable, Sendable {
    public var newPerDay: Int = 20
    public var reviewsPerDay: Int = 200
    /// Minutes, as Anki stores them (floats).
    public var learnSteps: [Double] = [1, 10]
    public var relearnSteps: [Double] = [10]
    public var desiredRetention: Double = 0.9
    /// Days.
    public var maximumInterval: Int = 36_500
    public var leechThreshold: Int = 8
    /// 0 suspend, 1 tag only (Anki's `LeechAction`).
    public var leechAction: Int = 1
    public var buryNew = false
    public var buryReviews = false
    /// Anki's "bury interday learning siblings".
    public var buryInterdayLearning = false
    /// Anki's new-card gather priority (`NewCardGatherPriority`): 0 deck, 1 ascending
    /// position, 2 descending position, 3 random notes, 4 random cards, 5 deck then random notes.
    public var newGatherPriority: Int = 0

    /// Anki's defaults (a new collection's "Default" preset).
    public init() {}

    /// A legacy preset (`col.dconf`'s object) as it applies to a legacy deck (`col.decks`'
    /// object; nil: the preset alone). A missing or odd value keeps Anki's default, as
    /// Anki's own reading does.
    public init(legacyConf conf: [String: Any], deck: [String: Any]? = nil) {
        let new = conf["new"] as? [String: Any] ?? [:], rev = conf["rev"] as? [String: Any] ?? [:]
        let lapse = conf["lapse"] as? [String: Any] ?? [:]
        if let value = Self.integer(new["perDay"]) { newPerDay = value }
        if let value = Self.integer(rev["perDay"]) { reviewsPerDay = value }
        if let value = Self.numbers(new["delays"]) { learnSteps = value }
        if let value = Self.numbers(lapse["delays"]) { relearnSteps = value }
        if let value = Self.number(conf["desiredRetention"]) { desiredRetention = value }
        if let value = Self.integer(rev["maxIvl"]) { maximumInterval = value }
        if let value = Self.integer(lapse["leechFails"]) { leechThreshold = value }
        if let value = Self.integer(lapse["leechAction"]) { leechAction = value }
        if let value = new["bury"] as? Bool { buryNew = value }
        if let value = rev["bury"] as? Bool { buryReviews = value }
        if let value = conf["buryInterdayLearning"] as? Bool { buryInterdayLearning = value }
        if let value = Self.integer(conf["newGatherPriority"]) { newGatherPriority = value }
        guard let deck else { return }
        // The deck's own limits and retention (a percentage there) win over its preset's.
        if let value = Self.integer(deck["newLimit"]) { newPerDay = value }
        if let value = Self.integer(deck["reviewLimit"]) { reviewsPerDay = value }
        if let value = Self.integer(deck["desiredRetention"]) { desiredRetention = Double(value) / 100 }
    }

    static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.isFinite, abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, number.doubleValue.isFinite else { return nil }
        return number.doubleValue
    }

    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(number)
        return numbers.count == array.count ? numbers : nil
    }
}
