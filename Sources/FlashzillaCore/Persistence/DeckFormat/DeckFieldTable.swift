import Foundation

/// What a deck file's top-level object holds: the deck, and the format it says it is in.
struct DeckFile {
    var format = DeckFormat.name
    var version: Int
    var deck: Deck

    /// The file that holds `deck`, in the version its content needs.
    init(deck: Deck) {
        self.deck = deck
        version = DeckFormat.version(of: deck)
    }
}

/// The deck object's fields, in the order the reader checks them (docs/deck-format.md
/// says the same in prose). A new deck field is one entry here; `cards` is read and
/// written apart, a card at a time (`CardFieldTable`).
enum DeckFieldTable {
    static let entries: [FormatField<DeckFile>] = [
        .optional("format", \.format, .formatName, default: DeckFormat.name),
        .optional("version", \.version, .wholeNumber(atLeast: 1), default: DeckFormat.plainVersion),
        .filledIn("id", \.deck.id, .uuid),
        .required("name", \.deck.name, .nonBlankString),
        .optional("color", \.deck.color, .color, default: .blue),
        .optional("timeLimit", \.deck.settings.timeLimit, .wholeNumber(in: 0...DeckSettings.maximumTimeLimit), default: DeckSettings.defaultTimeLimit),
        .optional("sessionSize", \.deck.settings.sessionSize, FieldKind.wholeNumber(atLeast: 1).nullable, default: nil),
        .optional("shuffle", \.deck.settings.shuffle, .bool, default: true),
        .optional("requeueWrong", \.deck.settings.requeueWrong, .bool, default: true),
        // Match and Review: written only when changed, so decks keep their bytes until then.
        .optional("pairs", \.deck.settings.pairs, .wholeNumber(in: 1...DeckSettings.maximumPairs), default: DeckSettings.defaultPairs,
                  omittedAtDefault: true),
        .optional("newCardsPerDay", \.deck.settings.newCardsPerDay, .wholeNumber(in: 0...DeckSettings.maximumNewCardsPerDay),
                  default: DeckSettings.defaultNewCardsPerDay, omittedAtDefault: true),
        .optional("reviewsPerDay", \.deck.settings.reviewsPerDay, .wholeNumber(in: 0...DeckSettings.maximumReviewsPerDay),
                  default: DeckSettings.defaultReviewsPerDay, omittedAtDefault: true),
        .optional("leechAction", \.deck.settings.leechAction, .leechAction, default: .tag, omittedAtDefault: true),
        // Review options in Anki's shape (docs/deck-format.md): absent, the learner's Review settings apply.
        .optional("learningSteps", \.deck.settings.review.learningSteps, FieldKind.minuteSteps.optional, default: nil, omittedAtDefault: true),
        .optional("relearningSteps", \.deck.settings.review.relearningSteps, FieldKind.minuteSteps.optional, default: nil, omittedAtDefault: true),
        .optional("desiredRetention", \.deck.settings.review.desiredRetention, FieldKind.retention.optional, default: nil, omittedAtDefault: true),
        .optional("maximumInterval", \.deck.settings.review.maximumInterval,
                  FieldKind.wholeNumber(in: SchedulerConfiguration.maximumIntervalRange).optional, default: nil, omittedAtDefault: true),
        .optional("leechThreshold", \.deck.settings.review.leechThreshold, .wholeNumber(in: 1...DeckReviewOptions.maximumLeechThreshold),
                  default: DeckReviewOptions.defaultLeechThreshold, omittedAtDefault: true),
        .optional("buryNew", \.deck.settings.review.buryNew, .bool, default: false, omittedAtDefault: true),
        .optional("buryReviews", \.deck.settings.review.buryReviews, .bool, default: false, omittedAtDefault: true),
        .optional("buryInterdayLearning", \.deck.settings.review.buryInterdayLearning, .bool, default: false, omittedAtDefault: true),
        .optional("newCardOrder", \.deck.settings.review.newCardOrder, .newCardOrder, default: .added, omittedAtDefault: true),
        .optional("matchBestScore", \.deck.matchRecord.bestScore, FieldKind.wholeNumber.optional, default: nil, omittedAtDefault: true),
        .optional("matchBestTime", \.deck.matchRecord.bestTime, FieldKind.seconds.optional, default: nil, omittedAtDefault: true),
        // Anki's notes (version 2): written only by a deck that has them.
        .optional("noteTypes", \.deck.noteTypes, .noteTypes, default: [], omittedAtDefault: true),
        .optional("notes", \.deck.notes, .notes, default: [], omittedAtDefault: true),
    ]

    /// The cards array: optional, `[]` by default, always written; each element an object
    /// of `CardFieldTable`'s fields.
    static let cards = "cards"

    /// Anki's notes: the encoder writes them itself (`NoteBytesWriter`).
    static let notes = "notes"

    /// Every key the deck object knows; the others are kept as unknown fields.
    static let keys: Set<String> = Set(entries.map(\.key)).union([cards])
}
