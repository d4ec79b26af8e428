import FlashzillaCore
import Foundation

/// A card's marks (suspended, buried, flag) in the two columns of Anki's `cards` row that
/// hold them: `queue` (-1 suspended, -2 buried by the scheduler, -3 buried by the user) and
/// the low three bits of `flags`. Both ways, for sync: marks made here into the row sent to
/// Anki, and a row's marks taken here.
public struct AnkiMarkColumns: Equatable, Sendable {
    public var queue: Int
    public var flags: Int

    public init(queue: Int, flags: Int) {
        self.queue = queue
        self.flags = flags
    }

    /// The row's columns once `marks` are set on a card whose row is `type`, `queue`, `due`,
    /// `flags`. A card neither suspended nor buried goes back to the queue its type and due
    /// give (as Anki restores it); a card buried either way stays as Anki buried it; the
    /// flag bits above the low three are kept.
    public init(marks: CardMarks, now: Date, type: Int, queue: Int, due: Int64, flags: Int) {
        if marks.isSuspended {
            self.queue = -1
        } else if let until = marks.buriedUntil, until > now {
            self.queue = queue == -2 || queue == -3 ? queue : -3
        } else if queue < 0 {
            self.queue = Self.unmarkedQueue(type: type, due: due)
        } else {
            self.queue = queue
        }
        self.flags = (flags & ~7) | (marks.flag?.rawValue ?? 0)
    }

    /// The queue of a card that is neither suspended nor buried: new 0, review 2, learning
    /// and relearning 1 when due is a time (seconds) or 3 when it is a day number.
    public static func unmarkedQueue(type: Int, due: Int64) -> Int {
        switch type {
        case 0: 0
        case 2: 2
        default: due > 1_000_000_000 ? 1 : 3
        }
    }

    public var isSuspended: Bool { queue == -1 }
    public var isBuried: Bool { queue == -2 || queue == -3 }
    public var flag: CardFlag? { CardFlag(rawValue: flags & 7) }

    /// Whether Flashzilla's `marks` at `now` say what these columns say (a leech is
    /// Flashzilla's own mark, and a bury's end is not in Anki's row: neither is compared).
    public func agrees(with marks: CardMarks, now: Date) -> Bool {
        let buried = !marks.isSuspended && (marks.buriedUntil.map { $0 > now } ?? false)
        return marks.isSuspended == isSuspended && buried == isBuried && marks.flag == flag
    }

    /// These columns as Flashzilla's marks, the leech kept from `current`; a bury lasts until
    /// `buriedUntil` (the start of the study day after the card was buried, nil once passed).
    public func marks(keeping current: CardMarks, buriedUntil: Date?) -> CardMarks {
        CardMarks(isSuspended: isSuspended, buriedUntil: isBuried ? buriedUntil : nil, flag: flag, isLeech: current.isLeech)
    }
}
