import Foundation

/// What Review needs beside the schedules: the deck's marked cards, the lapses of cards
/// that lapsed (for the leech rule), and when the next study day starts (where a card
/// buried now comes back).
public struct DeckMarks: Equatable, Sendable {
    /// Only the cards with a mark.
    public var marks: [UUID: CardMarks]
    /// Only the cards with a lapse.
    public var lapses: [UUID: Int]
    /// Nil: worked out from the moment of the bury, in the local time zone.
    public var nextDayStart: Date?

    public init(marks: [UUID: CardMarks] = [:], lapses: [UUID: Int] = [:], nextDayStart: Date? = nil) {
        self.marks = marks
        self.lapses = lapses
        self.nextDayStart = nextDayStart
    }
}

/// A card's marks as they are now, for the progress store to keep.
public struct CardMarkChange: Hashable, Sendable {
    public var deckID: UUID
    public var cardID: UUID
    public var marks: CardMarks

    public init(deckID: UUID, cardID: UUID, marks: CardMarks) {
        self.deckID = deckID
        self.cardID = cardID
        self.marks = marks
    }
}

/// What the learner does to the card on show besides answering it (Anki's `@`, `-`, `^1`…).
public enum CardMarkAction: Hashable, Sendable {
    case suspend
    case bury
    /// Sets the flag; the same flag again clears it.
    case flag(CardFlag)
}
