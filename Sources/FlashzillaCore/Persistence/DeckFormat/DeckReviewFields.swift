import Foundation

/// The deck fields of Review: how many new cards and how many reviews a day may bring.
/// Written only when not the default, so decks keep their bytes until a limit is changed.
enum DeckReviewFields {
    static let newCardsPerDay = "newCardsPerDay", reviewsPerDay = "reviewsPerDay"
    static let all: Set<String> = [newCardsPerDay, reviewsPerDay]

    static func read(_ fields: [String: JSONValue], into settings: inout DeckSettings) throws(DeckFileError) {
        if let count = try limit(fields[newCardsPerDay], name: newCardsPerDay, maximum: DeckSettings.maximumNewCardsPerDay) {
            settings.newCardsPerDay = count
        }
        if let count = try limit(fields[reviewsPerDay], name: reviewsPerDay, maximum: DeckSettings.maximumReviewsPerDay) {
            settings.reviewsPerDay = count
        }
    }

    private static func limit(_ value: JSONValue?, name: String, maximum: Int) throws(DeckFileError) -> Int? {
        guard let value, value != .null else { return nil }
        guard let count = value.intValue, (0...maximum).contains(count) else {
            throw .invalid(name, "must be a whole number from 0 to \(maximum)")
        }
        return count
    }

    static func write(_ settings: DeckSettings, into fields: inout [String: JSONValue]) {
        if settings.newCardsPerDay != DeckSettings.defaultNewCardsPerDay { fields[newCardsPerDay] = .int(settings.newCardsPerDay) }
        if settings.reviewsPerDay != DeckSettings.defaultReviewsPerDay { fields[reviewsPerDay] = .int(settings.reviewsPerDay) }
    }
}
