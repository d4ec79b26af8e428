import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

extension SyncOutgoingNotes {
    /// The collection's note type for a note imported here from another package: one with the
    /// same kind, fields and templates if the collection has it (whatever its name or id), else
    /// the note's own, added (under its Anki id, or a new one when that id is taken) and sent in
    /// `applyChanges`, as Anki's client sends a note type made with the notes that use it.
    static func importedNoteType(_ noteType: NoteType, in kept: SyncedCollection, known: inout [String: Int64],
                                 adding changes: inout SyncedCollection.OutgoingNotes, now: Date) throws -> Int64 {
        try collectionNoteType(noteType, in: kept, known: &known, adding: &changes, now: now) { id, modified in
            AnkiDeckNotes.modelJSON(noteType, id: id, modified: modified)
        }
    }

    /// The collection's note type like `noteType` (kind, fields, templates), or `noteType`
    /// added as `json` makes it (from its id and modification time) under its Anki id, or a
    /// new one when that id is taken.
    static func collectionNoteType(_ noteType: NoteType, in kept: SyncedCollection, known: inout [String: Int64],
                                   adding changes: inout SyncedCollection.OutgoingNotes, now: Date,
                                   json: (Int64, Int64) -> String) throws -> Int64 {
        if let id = known[noteType.id] { return id }
        let id: Int64
        if let own = try kept.noteTypeID(of: noteType) {
            id = own
        } else {
            let taken = try kept.noteTypeIDs().union(changes.models.map(\.0))
            var fresh = Int64(noteType.id) ?? Int64(now.timeIntervalSince1970 * 1000)
            while taken.contains(fresh) { fresh += 1 }
            id = fresh
            changes.models.append((id, json(id, Int64(now.timeIntervalSince1970))))
        }
        known[noteType.id] = id
        return id
    }
}
