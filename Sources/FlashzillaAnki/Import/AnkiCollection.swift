import Foundation

/// What the importer needs from an Anki collection, whichever schema it was read from.
struct AnkiCollection: Sendable {
    var notetypes: [Int64: CollectionNotetype] = [:]
    /// Every deck's full name (`Languages::Spanish`), by id.
    var deckNames: [Int64: String] = [:]
    /// Every normal deck's options, by full name (`CollectionDeckOptions`).
    var deckOptions: [String: AnkiDeckOptionValues] = [:]
    var notes: [CollectionNote] = []
    /// Every note's cards, note after note, each note's in ordinal order (`CollectionNote.cards`
    /// says where): one array rather than one for each of 50,000 notes.
    var cards: [CollectionCard] = []
    /// Every card's answers (Anki's revlog), card after card, each card's oldest first
    /// (`CollectionCard.reviews` says where).
    var reviewLog: [AnkiReview] = []
    /// Every card's state in Anki's scheduler, in the order the rows were read (`CollectionCard.row`).
    var schedules: [AnkiCardSchedule] = []
    /// Its day numbers as dates (a review card's due day).
    var days = AnkiCollectionDays(creation: 0)
}

struct CollectionNotetype: Sendable {
    var name: String
    var isCloze: Bool
    var fieldNames: [String]
    /// By ordinal; a cloze note type has one.
    var templates: [CollectionTemplate]
    /// Its style sheet, for what it hides (`HiddenSelectors`).
    var css = ""
}

struct CollectionTemplate: Sendable {
    var name: String
    var front: String
    var back: String
}

struct CollectionNote: Sendable {
    var id: Int64
    var guid: String
    var notetypeID: Int64
    /// The fields' HTML, in the note type's order.
    var fields: [String]
    var tags: [String]
    /// Where its cards are in `AnkiCollection.cards`.
    var cards: Range<Int> = 0..<0
}

struct CollectionCard: Sendable {
    var id: Int64
    var noteID: Int64
    var ordinal: Int
    /// The card's home deck: its original deck when it sits in a filtered deck.
    var deckID: Int64
    /// Where its answers are in `AnkiCollection.reviewLog`.
    var reviews: Range<Int> = 0..<0
    /// Where its state in Anki's scheduler is in `AnkiCollection.schedules` (the row it was
    /// read from: the cards are sorted after, and a schedule in each would make the list,
    /// which the log's reading shares and then copies, twice as large).
    var row: Int32 = 0
}

/// One answer from Anki's review log.
public struct AnkiReview: Hashable, Sendable {
    public var time: Date
    /// Anki's ease: 1 again, 2 hard, 3 good, 4 easy.
    public var ease: Int
    /// How long the card was shown (Anki caps it, at 60 s by default).
    public var milliseconds: Int
    /// Anki's review kind (revlog `type`): 0 learning, 1 review, 2 relearning, 3 filtered.
    public var kind: Int8 = 1
    /// The card was reset (forgotten) in Anki before this answer: its memory starts over here.
    public var startsOver = false

    public init(time: Date, ease: Int, milliseconds: Int, kind: Int8 = 1, startsOver: Bool = false) {
        self.time = time
        self.ease = ease
        self.milliseconds = milliseconds
        self.kind = kind
        self.startsOver = startsOver
    }
}
