import FlashzillaAnki
import FlashzillaCore
import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// The note type an entry made here goes as: the collection's own of its kind (by fields and
/// templates, whatever its name), or the stock one added, pending, when the collection has none.
@Suite struct SyncedCollectionKindNoteTypesTests {
    @Test func aCollectionWithoutTheKindTakesTheStockNoteTypePending() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try collection.noteTypeID(of: CardKindNoteTypes.reversed) == nil)
        var changes = SyncedCollection.OutgoingNotes()
        for kind in [CardKindNoteTypes.reversed, CardKindNoteTypes.cloze, CardKindNoteTypes.typed] {
            changes.models.append((Int64(kind.id)!, AnkiDeckNotes.kindModelJSON(kind, modified: 1_800_000_000)))
        }
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try collection.noteTypeID(of: CardKindNoteTypes.reversed) == 1_700_000_034_001)
        #expect(try collection.noteTypeID(of: CardKindNoteTypes.cloze) == 1_700_000_034_002)
        #expect(try collection.noteTypeID(of: CardKindNoteTypes.typed) == 1_700_000_034_003)
        let sent = try collection.queue.write { db in try SyncedCollection.takePendingModels(usn: 5, in: db) }
        let kinds = sent.compactMap { ($0 as? [String: Any])?["originalStockKind"] as? Int }.sorted()
        #expect(sent.count == 3 && kinds == [2, 4, 5], "sent once, known to Anki as its stock kinds")
    }

    @Test func theCollectionsOwnNoteTypeOfTheKindIsFoundByItsFieldsAndTemplates() throws {
        let renamed: [String: Any] = ["id": 42, "name": "Basic (and reversed card)-1a2b", "type": 0,
                                      "flds": [["name": "Front"], ["name": "Back"]],
                                      "tmpls": [["qfmt": "{{Front}}", "afmt": "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"],
                                                ["qfmt": "{{Back}}", "afmt": "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}"]]]
        #expect(SyncedCollection.model(renamed, is: CardKindNoteTypes.reversed))
        #expect(!SyncedCollection.model(renamed, is: CardKindNoteTypes.typed))
        var oneCard = renamed
        oneCard["tmpls"] = [["qfmt": "{{Front}}", "afmt": "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"]]
        #expect(!SyncedCollection.model(oneCard, is: CardKindNoteTypes.reversed), "Basic is not the reversed kind")
        var cloze = renamed
        cloze["type"] = 1
        #expect(!SyncedCollection.model(cloze, is: CardKindNoteTypes.reversed))
    }
}
