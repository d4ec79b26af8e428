import FlashzillaCore
import FlashzillaImport
import Foundation

/// The ids a card of the kept collection may have here, in a deck: the import's id of an
/// Anki note's card, and for a note whose GUID is an entry's id (an entry made here,
/// reversed, cloze or typed, sent as one note: `SyncedCardsAfterSync.key(of:)`) the ids the
/// entry gives its card at that ord, which the import gives it back (`StockKindNote`).
enum SyncedCardIDs {
    static func imported(deck: UUID, guid: String, ordinal: Int) -> UUID {
        ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: UInt32(ordinal))
    }

    /// The entry's ids besides the import's, none for a note Anki made (its GUID is no
    /// entry's id: no list is made for the many cards of a big collection).
    static func ofEntry(guid: String, ordinal: Int) -> [UUID] {
        guard let entry = ImportedCardID.madeHere(guid) else { return [] }
        return CardEntries.possibleCardIDs(entry: entry, ord: ordinal)
    }

    /// Whether one of the card's ids is `wanted`.
    static func any(deck: UUID, guid: String, ordinal: Int, _ wanted: (UUID) -> Bool) -> Bool {
        wanted(imported(deck: deck, guid: guid, ordinal: ordinal)) || ofEntry(guid: guid, ordinal: ordinal).contains(where: wanted)
    }

    /// The same from the GUID's UTF-8 bytes, hashing in `scratch` (the pass over every card
    /// of the collection: no String a card but for the few GUIDs that may be an entry's id).
    static func any(deck: UUID, guid: UnsafeBufferPointer<UInt8>, ordinal: Int, scratch: inout [UInt8], _ wanted: (UUID) -> Bool) -> Bool {
        if wanted(ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: UInt32(ordinal), scratch: &scratch)) { return true }
        // An entry's id is 36 characters; Anki's GUIDs are ten.
        guard guid.count == 36 else { return false }
        return ofEntry(guid: String(decoding: guid, as: UTF8.self), ordinal: ordinal).contains(where: wanted)
    }
}
