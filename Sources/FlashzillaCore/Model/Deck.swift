import Foundation

/// How a deck is studied.
public struct DeckSettings: Hashable, Sendable {
    public static let defaultTimeLimit = 100
    public static let maximumTimeLimit = 3600
    /// Pairs a Match game deals (at most the deck's cards).
    public static let defaultPairs = 6
    public static let maximumPairs = 50
    /// Review's daily limits (as Anki's deck options).
    public static let defaultNewCardsPerDay = 20, maximumNewCardsPerDay = 9_999
    public static let defaultReviewsPerDay = 200, maximumReviewsPerDay = 99_999

    /// Seconds per session; 0 means untimed.
    public var timeLimit: Int
    /// How many cards one session asks; nil means all of them.
    public var sessionSize: Int?
    public var shuffle: Bool
    /// A wrong card goes back to the bottom of the stack to be asked again.
    public var requeueWrong: Bool
    /// How many pairs a Match game deals.
    public var pairs: Int
    /// Review: new cards a day may introduce, and reviews a day may bring.
    public var newCardsPerDay: Int
    public var reviewsPerDay: Int
    /// Review: what becomes of a card that turns leech (Anki's default: tag it only).
    public var leechAction: LeechAction
    /// Review: steps, retention, maximum interval, leech threshold, siblings, new-card order.
    public var review: DeckReviewOptions

    public init(timeLimit: Int = DeckSettings.defaultTimeLimit, sessionSize: Int? = nil, shuffle: Bool = true, requeueWrong: Bool = true,
                pairs: Int = DeckSettings.defaultPairs, newCardsPerDay: Int = DeckSettings.defaultNewCardsPerDay,
                reviewsPerDay: Int = DeckSettings.defaultReviewsPerDay, leechAction: LeechAction = .tag,
                review: DeckReviewOptions = DeckReviewOptions()) {
        self.timeLimit = timeLimit
        self.sessionSize = sessionSize
        self.shuffle = shuffle
        self.requeueWrong = requeueWrong
        self.pairs = pairs
        self.newCardsPerDay = newCardsPerDay
        self.reviewsPerDay = reviewsPerDay
        self.leechAction = leechAction
        self.review = review
    }

    public var isTimed: Bool { timeLimit > 0 }
}

/// A named, coloured collection of cards.
public struct Deck: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var name: String
    public var color: DeckColor
    public var cards: [Card]
    public var settings: DeckSettings
    /// Best Match score and time so far.
    public var matchRecord: MatchRecord
    /// The Anki note types and notes that cards imported from Anki belong to (`Card.note`);
    /// empty for every other deck.
    public var noteTypes: [NoteType]
    public var notes: [Note]
    /// Fields a newer version wrote that we do not know; written back unchanged.
    public var unknownFields: [String: JSONValue]

    public init(
        id: UUID = UUID(),
        name: String,
        color: DeckColor = .blue,
        cards: [Card] = [],
        settings: DeckSettings = DeckSettings(),
        matchRecord: MatchRecord = MatchRecord(),
        noteTypes: [NoteType] = [],
        notes: [Note] = [],
        unknownFields: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.color = color
        self.cards = cards
        self.settings = settings
        self.matchRecord = matchRecord
        self.noteTypes = noteTypes
        self.notes = notes
        self.unknownFields = unknownFields
    }
}

extension Deck {
    /// Whether the deck keeps Anki notes (then its file is format version 2).
    public var hasNotes: Bool { !notes.isEmpty || !noteTypes.isEmpty }
}
