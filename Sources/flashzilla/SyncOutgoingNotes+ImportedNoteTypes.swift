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
        if let id = known[noteType.id] { return id }
        let id: Int64
        if let own = try kept.noteTypeID(of: noteType) {
            id = own
        } else {
            let taken = try kept.noteTypeIDs().union(changes.models.map(\.0))
            var fresh = Int64(noteType.id) ?? Int64(now.timeIntervalSince1970 * 1000)
            while taken.contains(fresh) { fresh += 1 }
            id = fresh
            changes.models.append((id, AnkiDeckNotes.modelJSON(noteType, id: id, modified: Int64(now.timeIntervalSince1970))))
        }
        known[noteType.id] = id
        return id
    }
}
