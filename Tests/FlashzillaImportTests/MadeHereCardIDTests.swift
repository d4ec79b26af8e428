import Foundation
import Testing
@testable import FlashzillaImport

/// A card made here that went to Anki as a note whose GUID is its id comes back as itself.
@Suite struct MadeHereCardIDTests {
    let deck = UUID(uuidString: "C9355E38-3A70-4A31-84F7-6A0B4014B70E")!
    let card = UUID(uuidString: "0B8E5B1F-8D7C-4E55-9B0A-3C2D1E0F4A5B")!

    @Test func aLowerCaseIdGUIDIsTheCardItsFirstCardOnly() {
        let guid = card.uuidString.lowercased()
        #expect(ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: 0) == card)
        #expect(ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: 1) != card, "a second card of the note is another card")
    }

    @Test func anyOtherGUIDIsDerivedAsBefore() {
        for guid in [card.uuidString, "Ol`ji]R#e2", card.uuidString.lowercased() + " ", String(card.uuidString.lowercased().dropLast()) + "g"] {
            #expect(ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: 0) != card, "\(guid)")
            #expect(ImportedCardID.madeHere(guid) == nil, "\(guid)")
        }
    }

    /// A sync's pass over every card of a collection hashes each GUID's bytes (no String a
    /// card): the same ids as from the GUID's text, made-here GUIDs included.
    @Test func theIdFromAGUIDsBytesIsTheIdFromItsText() {
        var scratch: [UInt8] = []
        for guid in ["Ol`ji]R#e2", card.uuidString.lowercased(), card.uuidString, "", String(repeating: "é", count: 300)] {
            for ordinal in [UInt32(0), 1, 7] {
                var text = guid
                let fromBytes = text.withUTF8 { ImportedCardID.id(deck: deck, ankiGUID: $0, ordinal: ordinal, scratch: &scratch) }
                #expect(fromBytes == ImportedCardID.id(deck: deck, ankiGUID: guid, ordinal: ordinal), "\(guid) \(ordinal)")
            }
        }
        var made = card.uuidString.lowercased()
        #expect(made.withUTF8 { ImportedCardID.id(deck: deck, ankiGUID: $0, ordinal: 0, scratch: &scratch) } == card)
    }
}
