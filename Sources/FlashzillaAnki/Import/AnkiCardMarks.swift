import FlashzillaCore
import FlashzillaImport
import Foundation
import GRDB

/// What Anki's card row says beside the schedule: suspended (queue -1), buried (queue -2 by
/// the scheduler, -3 by the user) and the flag (the low 3 bits of `flags`). Read apart from
/// the cards themselves, by note GUID and ordinal as the cards are keyed: only the few
/// marked rows, through their own query.
public struct AnkiCardMark: Hashable, Sendable {
    public var isSuspended: Bool
    public var isBuried: Bool
    public var flag: CardFlag?
    /// When Anki last changed the card (its `mod`): for a buried card, when it was buried.
    public var modified: Date

    /// The card's marks in Flashzilla: a bury lasts until the day after the card was buried
    /// starts (`dayAfter`, nil once that start has passed), as Anki un-buries every card at
    /// the first rollover (a package opened on a later day has them back).
    public func marks(buriedUntil dayAfter: (Date) -> Date?) -> CardMarks {
        CardMarks(isSuspended: isSuspended, buriedUntil: isBuried ? dayAfter(modified) : nil, flag: flag)
    }
}

enum AnkiCardMarks {
    /// The marked cards of the collection `db`, by their key.
    static func read(_ db: Database) throws -> [CardKey: AnkiCardMark] {
        var marks: [CardKey: AnkiCardMark] = [:]
        try CollectionRows.forEach(db, sql: """
            SELECT notes.guid, cards.ord, cards.queue, cards.flags, cards.mod FROM cards JOIN notes ON notes.id = cards.nid
            WHERE cards.queue IN (-1, -2, -3) OR (cards.flags & 7) <> 0
            """) { row in
            let queue = row.int(2)
            let mark = AnkiCardMark(isSuspended: queue == -1, isBuried: queue == -2 || queue == -3, flag: CardFlag(rawValue: row.int(3) & 7),
                                    modified: Date(timeIntervalSince1970: TimeInterval(row.int(4))))
            marks[.ankiNote(guid: row.string(0), ordinal: UInt32(max(0, row.int(1))))] = mark
        }
        return marks
    }

    /// The same from the collection file at `file`.
    static func read(_ file: URL) throws -> [CardKey: AnkiCardMark] {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "anki-card-marks"
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(read)
    }
}
