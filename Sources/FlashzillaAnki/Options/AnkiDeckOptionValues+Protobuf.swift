import Foundation

/// The newer schema's presets: a `deck_config` row's `config` blob is Anki's
/// `DeckConfig.Config` message, and a deck's `kind` blob its `Deck.KindContainer` (a normal
/// deck's preset id and own limits). Field numbers from Anki's proto/anki/deck_config.proto
/// and decks.proto. Proto3 writes no field that holds its zero value, so an absent field
/// is 0 (a leech action of 0 is "suspend"); a zero that Anki would never keep (a retention
/// or maximum interval of 0) is left to the mapping, which ignores it.
extension AnkiDeckOptionValues {
    init(protobufConfig bytes: ArraySlice<UInt8>) throws(PackageProblem) {
        self.init()
        (learnSteps, relearnSteps) = ([], [])
        (newPerDay, reviewsPerDay, desiredRetention, maximumInterval, leechThreshold, leechAction, newGatherPriority) = (0, 0, 0, 0, 0, 0, 0)
        var reader = ProtobufReader(bytes)
        while let (field, value) = try reader.next() {
            switch field {
            case 1: learnSteps += value.floats.map(Self.minutes)
            case 2: relearnSteps += value.floats.map(Self.minutes)
            case 9: newPerDay = Int(clamping: value.integer ?? 0)
            case 10: reviewsPerDay = Int(clamping: value.integer ?? 0)
            case 16: maximumInterval = Int(clamping: value.integer ?? 0)
            case 21: leechAction = Int(clamping: value.integer ?? 0)
            case 22: leechThreshold = Int(clamping: value.integer ?? 0)
            case 27: buryNew = value.integer.map { $0 != 0 } ?? false
            case 28: buryReviews = value.integer.map { $0 != 0 } ?? false
            case 29: buryInterdayLearning = value.integer.map { $0 != 0 } ?? false
            case 34: newGatherPriority = Int(clamping: value.integer ?? 0)
            case 37: desiredRetention = value.float.map { Double($0) } ?? 0
            default: continue
            }
        }
    }

    /// A normal deck's `kind` (`Deck.KindContainer`, its `normal` = 1): its preset id, and
    /// its own limits and retention, set over the preset's here. Nil for a filtered deck.
    static func normalDeck(kind bytes: ArraySlice<UInt8>) throws(PackageProblem) -> (configID: Int64, apply: (inout AnkiDeckOptionValues) -> Void)? {
        var outer = ProtobufReader(bytes)
        var normal: ArraySlice<UInt8>?
        while let (field, value) = try outer.next() {
            if field == 1 { normal = value.message }
        }
        guard let normal else { return nil }
        var configID: Int64 = 1
        var newLimit: Int?, reviewLimit: Int?, retention: Double?
        var reader = ProtobufReader(normal)
        while let (field, value) = try reader.next() {
            switch field {
            case 1: configID = Int64(bitPattern: value.integer ?? 1)
            case 6: reviewLimit = value.integer.map { Int(clamping: $0) }
            case 7: newLimit = value.integer.map { Int(clamping: $0) }
            case 10: retention = value.float.map { Double($0) }
            default: continue
            }
        }
        return (configID, { options in
            if let newLimit { options.newPerDay = newLimit }
            if let reviewLimit { options.reviewsPerDay = reviewLimit }
            if let retention { options.desiredRetention = retention }
        })
    }

    /// Anki's float minutes, without the float's noise (2.7 is 2.70000005 as a float).
    private static func minutes(_ value: Float) -> Double {
        (Double(value) * 10_000).rounded() / 10_000
    }
}
