import Foundation
import GRDB

/// A card of Anki as both sides name it: its note's GUID and which card of the note it is.
public struct SyncedCardKey: Hashable, Sendable {
    public var guid: String
    public var ord: Int

    public init(guid: String, ord: Int) {
        self.guid = guid
        self.ord = ord
    }
}

/// The notes, cards and decks of the kept collection as the sync compares them with the
/// decks here, and the changes made here written into it (usn -1) to be sent.
extension SyncedCollection {
    public struct KeptNote: Sendable {
        public var id: Int64
        public var fields: String
        public var tags: String
        /// Anki card ids by ord.
        public var cards: [Int: Int64]
    }

    /// Every note by GUID, with its cards.
    public func keptNotes() throws(SyncError) -> [String: KeptNote] {
        do {
            return try queue.read { db in
                var notes: [String: KeptNote] = [:]
                var byID: [Int64: String] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT id, guid, flds, tags FROM notes")
                while let row = try rows.next() {
                    let guid: String = row[1]
                    notes[guid] = KeptNote(id: row[0], fields: row[2], tags: row[3], cards: [:])
                    byID[row[0]] = guid
                }
                let cards = try Row.fetchCursor(db, sql: "SELECT id, nid, ord FROM cards")
                while let row = try cards.next() {
                    guard let guid = byID[row[1]] else { continue }
                    notes[guid]?.cards[row[2]] = row[0]
                }
                return notes
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// The Anki decks by name, and the collection's own Basic note type (Front, Back; one
    /// card), if it has one.
    public func decksAndBasicNoteType() throws(SyncError) -> (decks: [String: Int64], basic: Int64?) {
        do {
            return try queue.read { db in
                var decks: [String: Int64] = [:]
                for case let (_, deck as [String: Any]) in try Self.legacy(.decks, in: db) {
                    if let name = deck["name"] as? String, let id = SyncJSON.integer(deck["id"]) { decks[name] = id }
                }
                let basic = try Self.legacy(.models, in: db).values.compactMap { value -> Int64? in
                    guard let model = value as? [String: Any], model["name"] as? String == "Basic",
                          SyncJSON.integer(model["type"]) == 0,
                          (model["flds"] as? [[String: Any]])?.map({ $0["name"] as? String ?? "" }) == ["Front", "Back"],
                          (model["tmpls"] as? [Any])?.count == 1 else { return nil }
                    return SyncJSON.integer(model["id"])
                }.min()
                return (decks, basic)
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// What changed here, in Anki's terms.
    public struct OutgoingNotes: Sendable {
        /// New Anki decks: id and schema-11 JSON text.
        public var decks: [(id: Int64, json: String)] = []
        /// Note types to add (id, schema-11 JSON text): Basic, or a card kind's stock note
        /// type, for a collection without one.
        public var models: [(id: Int64, json: String)] = []
        public var added: [NewNote] = []
        /// Notes whose fields or tags changed here: id, fields, tags.
        public var edited: [(id: Int64, fields: String, tags: String)] = []
        /// Cards deleted here (Anki ids); a note left with no card goes too.
        public var deletedCards: [Int64] = []
        /// The names (lowercased) of the Anki decks no deck here has, nor holds inside it: such
        /// a deck left empty by `deletedCards` was deleted here, and goes too (a deck grave),
        /// with any parent of it left empty and without other decks inside.
        public var decksNotHere: Set<String> = []
        /// Anki decks renamed here (id, new full name): the deck a renamed deck's cards are in.
        public var renamedDecks: [(id: Int64, name: String)] = []

        public init() {}

        public var isEmpty: Bool {
            decks.isEmpty && models.isEmpty && added.isEmpty && edited.isEmpty && deletedCards.isEmpty && renamedDecks.isEmpty
        }
    }

    public struct NewNote: Sendable {
        public var guid: String
        public var noteTypeID: Int64
        public var fields: String
        public var tags: String
        public var deckID: Int64
        /// Milliseconds: the note's and its cards' ids start there (bumped past ids taken).
        public var created: Int64
        public var ords: [Int]

        public init(guid: String, noteTypeID: Int64, fields: String, tags: String, deckID: Int64, created: Int64, ords: [Int]) {
            (self.guid, self.noteTypeID, self.fields, self.tags, self.deckID, self.created, self.ords) =
                (guid, noteTypeID, fields, tags, deckID, created, ords)
        }
    }

    /// Writes `changes` as Anki's client writes its own: usn -1, `mod` now; new cards new
    /// (type 0, queue 0) at the end of the new-card queue; each deletion a grave. Tags not
    /// yet known to the collection are added, pending, so the next sync sends them.
    public func writeOutgoing(_ changes: OutgoingNotes, now: Date) throws(SyncError) {
        guard !changes.isEmpty else { return }
        let seconds = Int64(now.timeIntervalSince1970), milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        do {
            try queue.write { db in
                if !changes.decks.isEmpty || !changes.renamedDecks.isEmpty {
                    var decks = try Self.legacy(.decks, in: db)
                    for deck in changes.decks { decks[String(deck.id)] = SyncJSON.dictionary(fromText: deck.json) }
                    for (id, name) in changes.renamedDecks {
                        guard var deck = decks[String(id)] as? [String: Any] else { continue }
                        (deck["name"], deck["mod"], deck["usn"]) = (name, seconds, -1)
                        decks[String(id)] = deck
                    }
                    try Self.setLegacy(.decks, decks, in: db)
                }
                if !changes.models.isEmpty {
                    var models = try Self.legacy(.models, in: db)
                    for model in changes.models { models[String(model.id)] = SyncJSON.dictionary(fromText: model.json) }
                    try Self.setLegacy(.models, models, in: db)
                }
                var position = (try Int64.fetchOne(db, sql: "SELECT max(due) FROM cards WHERE type = 0") ?? 0) + 1
                var tags = Set<String>()
                func free(_ table: String, from start: Int64) throws -> Int64 {
                    var id = max(start, 1)
                    while try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE id = ?", arguments: [id]) == true { id += 1 }
                    return id
                }
                for note in changes.added {
                    let id = try free("notes", from: note.created)
                    try db.execute(sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, 0, 0, 0, '')",
                                   arguments: [id, note.guid, note.noteTypeID, seconds, note.tags, note.fields])
                    for ord in note.ords {
                        let card = try free("cards", from: note.created)
                        try db.execute(sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                                       arguments: [card, id, note.deckID, ord, seconds, position])
                        position += 1
                    }
                    tags.formUnion(note.tags.split(separator: " ").map(String.init))
                }
                for note in changes.edited {
                    try db.execute(sql: "UPDATE notes SET flds = ?, tags = ?, mod = ?, usn = -1 WHERE id = ?",
                                   arguments: [note.fields, note.tags, seconds, note.id])
                    tags.formUnion(note.tags.split(separator: " ").map(String.init))
                }
                var orphans = Set<Int64>(), emptied = Set<Int64>()
                for card in changes.deletedCards {
                    guard let row = try Row.fetchOne(db, sql: "SELECT nid, did FROM cards WHERE id = ?", arguments: [card]) else { continue }
                    let note: Int64 = row[0]
                    emptied.insert(row[1])
                    try db.execute(sql: "DELETE FROM cards WHERE id = ?", arguments: [card])
                    try db.execute(sql: "INSERT INTO graves VALUES (-1, ?, 0)", arguments: [card])
                    orphans.insert(note)
                }
                for note in orphans.sorted() {
                    guard try Bool.fetchOne(db, sql: "SELECT 1 FROM cards WHERE nid = ?", arguments: [note]) != true else { continue }
                    try db.execute(sql: "DELETE FROM notes WHERE id = ?", arguments: [note])
                    try db.execute(sql: "INSERT INTO graves VALUES (-1, ?, 1)", arguments: [note])
                }
                try Self.deleteDecksEmptied(emptied, notHere: changes.decksNotHere, in: db)
                if !tags.isEmpty {
                    var known = SyncJSON.dictionary(fromText: try String.fetchOne(db, sql: "SELECT tags FROM col") ?? "{}")
                    let lowered = Set(known.keys.map { $0.lowercased() })
                    for tag in tags where !lowered.contains(tag.lowercased()) { known[tag] = -1 }
                    try db.execute(sql: "UPDATE col SET tags = ?", arguments: [try SyncJSON.text(known)])
                }
                try db.execute(sql: "UPDATE col SET mod = MAX(mod + 1, ?)", arguments: [milliseconds])
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}
