import FlashzillaCore
import Foundation

/// The id an imported card gets, derived like a hand-written card's (`DerivedID.card`) so
/// that importing the same file again finds the cards it made:
/// - a row: the deck's id, the prompt, an empty answer, and the occurrence (how many
///   earlier rows of the same import into that deck had the same prompt). The answer is
///   left out so a row whose back or tags changed updates its card instead of adding one;
///   no real card has an empty answer, so these ids never meet a hand-written card's.
/// - an Anki note's card (`#guid column:`): the deck's id, the GUID as the prompt,
///   `anki-guid` as the answer and the card's ordinal (0 front, 1 reverse, cloze n − 1)
///   as the occurrence. Edits in Anki (even of the front) then update the same card.
/// - a card made in Flashzilla that went to Anki (sync, `export --format apkg`) as a note
///   whose GUID is the card's id in lower-case text: its first card is that card again, so
///   it comes back as itself, history and all, instead of as a copy.
/// - a card of an entry made here that comes back from Anki (`ImportedCard.entry`): the id
///   the entry gave it (`CardEntry.cardID`).
package enum ImportedCardID {
    package static func id(deck: UUID, card: ImportedCard, occurrence: UInt32) -> UUID {
        var scratch: [UInt8] = []
        return id(deck: deck, card: card, occurrence: occurrence, scratch: &scratch)
    }

    /// The same, hashing in `scratch` (reused between cards: no allocation per card).
    package static func id(deck: UUID, card: ImportedCard, occurrence: UInt32, scratch: inout [UInt8]) -> UUID {
        if let entry = card.entry { return entry.cardID }
        return switch card.key {
        case .content:
            card.withTextUTF8 { prompt, _ in
                DerivedID.card(deck: deck, prompt: prompt, answer: UnsafeBufferPointer(start: nil, count: 0), occurrence: occurrence, scratch: &scratch)
            }
        case .ankiNote(let guid, let ordinal): id(deck: deck, ankiGUID: guid, ordinal: ordinal)
        }
    }

    /// An Anki note's card, from its GUID and ordinal alone (before the card is rendered).
    package static func id(deck: UUID, ankiGUID guid: String, ordinal: UInt32) -> UUID {
        if ordinal == 0, let made = madeHere(guid) { return made }
        return DerivedID.card(deck: deck, prompt: guid, answer: "anki-guid", occurrence: ordinal)
    }

    /// The same from the GUID's UTF-8 bytes as a collection's row holds them, hashing in
    /// `scratch`: a sync looks for a few answered cards among every card of the collection,
    /// and a String and a buffer a card showed as most of that pass.
    package static func id(deck: UUID, ankiGUID guid: UnsafeBufferPointer<UInt8>, ordinal: UInt32, scratch: inout [UInt8]) -> UUID {
        if ordinal == 0, guid.count == 36, let made = madeHere(String(decoding: guid, as: UTF8.self)) { return made }
        return ankiGUIDAnswer.withUnsafeBufferPointer { answer in
            DerivedID.card(deck: deck, prompt: guid, answer: answer, occurrence: ordinal, scratch: &scratch)
        }
    }

    private static let ankiGUIDAnswer = Array("anki-guid".utf8)

    /// The card id a GUID is the text of (`AnkiNote.guid`: lower case, with hyphens); nil
    /// for any other GUID (Anki's are ten characters).
    package static func madeHere(_ guid: String) -> UUID? {
        guard guid.utf8.count == 36, let id = UUID(uuidString: guid), id.uuidString.lowercased() == guid else { return nil }
        return id
    }
}
