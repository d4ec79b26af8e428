import FlashzillaCore
import Foundation

/// A card's schedule as Anki's `cards` row keeps it (issue 29: Anki's schedule is
/// authoritative). Small integers: a package has tens of thousands of cards.
public struct AnkiCardSchedule: Hashable, Sendable {
    /// Anki's card type: 0 new, 1 learning, 2 review, 3 relearning.
    public var type: Int8
    /// Review: a day number (days since the collection's creation day). Learning in the
    /// day: a Unix time in seconds. Learning over days: a day number. New: a position.
    public var due: Int64
    /// Days, for a review card.
    public var interval: Int32
    /// Learning steps still to go (Anki's `left`, whose thousands once counted today's).
    public var left: Int32
    public var reps: Int32
    public var lapses: Int32
    /// FSRS memory state Anki stored in the card's `data` (`s`, `d`), if it did.
    public var stability: Float?
    public var difficulty: Float?
    /// When Anki last changed the card (its row's `mod`, Unix seconds).
    public var modified: Int64 = 0

    public init(type: Int8, due: Int64, interval: Int32 = 0, left: Int32 = 0, reps: Int32 = 0, lapses: Int32 = 0,
                stability: Float? = nil, difficulty: Float? = nil) {
        self.type = type
        self.due = due
        self.interval = interval
        self.left = left
        self.reps = reps
        self.lapses = lapses
        self.stability = stability
        self.difficulty = difficulty
    }

    /// A card never studied: what a card with no row of scheduling reads as.
    public static let new = AnkiCardSchedule(type: 0, due: 0)

    /// Learning steps still to go, without the old "done today" thousands.
    public var stepsLeft: Int { Int(left % 1000) }

    /// A `due` this large is a Unix time, not a day number (day 1,000,000,000 is millions of
    /// years away; Anki's in-day learning cards keep a time).
    public var dueIsTime: Bool { due >= 1_000_000_000 }
}

extension AnkiCardSchedule {
    /// `s` and `d` of Anki's card `data` JSON (`{"s":12.3,"d":5.1,"dr":0.9,…}`), found by a
    /// scan rather than a JSON parser: 83,333 cards' worth of parser took longer than the rest
    /// of their reading. Anything else in it is left alone.
    static func memory(inData bytes: UnsafeBufferPointer<UInt8>) -> (stability: Float?, difficulty: Float?) {
        guard bytes.count > 2 else { return (nil, nil) }
        var stability: Float?, difficulty: Float?
        var i = 0
        while i + 3 < bytes.count {
            // `"s":` or `"d":`, the key whole (not the end of `"lrs":`).
            if bytes[i] == UInt8(ascii: "\""), bytes[i + 2] == UInt8(ascii: "\""), bytes[i + 3] == UInt8(ascii: ":"),
               bytes[i + 1] == UInt8(ascii: "s") || bytes[i + 1] == UInt8(ascii: "d") {
                var end = i + 4
                while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "}") { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 4)..<end]), as: UTF8.self)
                let value = Float(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
                if bytes[i + 1] == UInt8(ascii: "s") { stability = value } else { difficulty = value }
                i = end
                continue
            }
            i += 1
        }
        return (stability, difficulty)
    }
}

/// A card's new state, set without an answer (Anki changed it since the last import).
public struct CardStateChange: Hashable, Sendable {
    public var deckID: UUID
    public var cardID: UUID
    /// Nil: new again.
    public var state: FSRSCardState?
}
