import Foundation

/// The deck fields of the Match game: the `pairs` setting and the best score and time.
/// Kept apart from the other fields so `DeckFormat` and `DeckDocumentDecoder` each call
/// in with one line. `pairs` is written only when not the default and the records only
/// once there are any, so decks that never played a game keep their bytes.
enum DeckMatchFields {
    static let pairs = "pairs", bestScore = "matchBestScore", bestTime = "matchBestTime"
    static let all: Set<String> = [pairs, bestScore, bestTime]
    /// About 31 years: any real game takes less, and milliseconds stay far from overflow.
    static let maximumSeconds = 1_000_000_000

    // MARK: Reading

    static func pairs(_ value: JSONValue?) throws(DeckFileError) -> Int? {
        guard let value = present(value) else { return nil }
        guard let count = value.intValue, (1...DeckSettings.maximumPairs).contains(count) else {
            throw .invalid(pairs, "must be a whole number from 1 to \(DeckSettings.maximumPairs)")
        }
        return count
    }

    static func record(from fields: [String: JSONValue]) throws(DeckFileError) -> MatchRecord {
        var record = MatchRecord()
        if let value = present(fields[bestScore]) {
            guard let score = value.intValue else { throw .invalid(bestScore, "must be a whole number") }
            record.bestScore = score
        }
        if let value = present(fields[bestTime]) {
            guard case .number(let lexeme) = value, let seconds = Double(lexeme), seconds >= 0, seconds <= Double(maximumSeconds) else {
                throw .invalid(bestTime, "must be a number of seconds from 0 to \(maximumSeconds)")
            }
            record.bestTime = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        return record
    }

    /// A field that is absent or `null` counts as not given.
    private static func present(_ value: JSONValue?) -> JSONValue? {
        value == .null ? nil : value
    }

    // MARK: Writing

    static func write(_ deck: Deck, into fields: inout [String: JSONValue]) {
        if deck.settings.pairs != DeckSettings.defaultPairs { fields[pairs] = .int(deck.settings.pairs) }
        if let score = deck.matchRecord.bestScore { fields[bestScore] = .int(score) }
        if let time = deck.matchRecord.bestTime { fields[bestTime] = .number(secondsText(time)) }
    }

    /// Seconds with up to three decimals and no trailing zeros: 42.5, 42, 0.005.
    static func secondsText(_ time: Duration) -> String {
        let ms = MatchRecord.milliseconds(of: time)
        let fraction = ms % 1000
        guard fraction != 0 else { return String(ms / 1000) }
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
        while decimals.last == "0" { decimals.removeLast() }
        return "\(ms / 1000).\(decimals)"
    }
}
