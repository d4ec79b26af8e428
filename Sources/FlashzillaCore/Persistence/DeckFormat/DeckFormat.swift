import Foundation

/// The flashzilla-deck file format as a JSON tree (docs/deck-format.md is the prose
/// version): Deck → JSON by the field tables, and back through `DeckDocumentDecoder`.
/// `FlashzillaDeckCodec` writes the same bytes without building the tree (`DeckEncoder`);
/// the tree is for cards the fast writer leaves to it, and for other JSON libraries (the
/// benchmark's Foundation codec).
public enum DeckFormat {
    public static let name = "flashzilla-deck"
    /// The newest version this Flashzilla reads (and writes): a newer one is read-only.
    public static let currentVersion = kindsVersion
    /// The version of a deck without Anki notes or card kinds, which any Flashzilla reads and writes.
    public static let plainVersion = 1
    /// Version 2 adds Anki's notes.
    public static let notesVersion = 2
    /// Version 3 adds card kinds (reversed, cloze, typed entries).
    public static let kindsVersion = 3

    /// The lowest version that holds `deck`: a deck without kinds stays version 2 (with
    /// notes) or 1, byte for byte as before, so an older Flashzilla can still edit it; one
    /// with a kind is 3, which an older one opens read-only instead of losing the kind
    /// (it would ask a reversed entry one way and drop its second card's history).
    public static func version(of deck: Deck) -> Int {
        if deck.cards.contains(where: { $0.entry != nil }) { return kindsVersion }
        return deck.hasNotes ? notesVersion : plainVersion
    }

    /// The deck's JSON object. Every field is written, except those at a default the table
    /// leaves out; unknown fields go back as they came, but never shadow a known one.
    public static func document(for deck: Deck) -> JSONValue {
        var fields = members(of: deck)
        fields[DeckFieldTable.cards] = .array(CardEntries.collapse(deck.cards).map(document(for:)))
        return .object(fields)
    }

    /// The deck a JSON tree holds, by the same rules and with the same errors as
    /// `FlashzillaDeckCodec.decode` (which reads the bytes without building the tree).
    public static func deck(from document: JSONValue, fileName: String, now: Date) throws(DeckFileError) -> DecodedDeck {
        var decoder = DeckDocumentDecoder(fileName: fileName, now: now)
        return try decoder.decode(document)
    }

    /// Every deck-level member but the cards, and but `leftOut` (a member the caller writes itself).
    static func members(of deck: Deck, leavingOut leftOut: String? = nil) -> [String: JSONValue] {
        var fields = deck.unknownFields.filter { !DeckFieldTable.keys.contains($0.key) }
        let file = DeckFile(deck: deck)
        for field in DeckFieldTable.entries where field.key != leftOut {
            if let value = field.write(file) { fields[field.key] = value }
        }
        return fields
    }

    static func document(for card: Card) -> JSONValue {
        var fields = card.unknownFields.isEmpty ? [:] : card.unknownFields.filter { !CardFieldTable.keys.contains($0.key) }
        for field in CardFieldTable.entries {
            if let value = field.write(card) { fields[field.key] = value }
        }
        // A cloze entry's text makes its cards' prompts and answers.
        if card.fileCloze != nil {
            fields["prompt"] = nil
            fields["answer"] = nil
        }
        return .object(fields)
    }
}
