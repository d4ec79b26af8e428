import Foundation

/// A card object's fields, in the order the reader checks them (then whether prompt and
/// answer are empty once trimmed, which is the card's own rule, `Card.validated`).
///
/// A new optional card field is one entry here (and its property in `Card`): `PendingCard`
/// and `CardBytesWriter`, the hand-tuned paths for the fields every card has, leave the
/// fields they do not know to the entries (`generic`); CodecFieldTableTests keeps them in
/// step with the table.
enum CardFieldTable {
    static let entries: [FormatField<Card>] = [
        .filledIn("id", \.id, .uuid),
        .required("prompt", \.prompt, .string),
        .required("answer", \.answer, .string),
        .optional("wordType", \.wordType, FieldKind.wordType.optional, default: nil, omittedAtDefault: true),
        .optional("tags", \.tags, .strings, default: [], omittedAtDefault: true),
        // Filled in from each other, else the time of loading.
        .filledIn("createdAt", \.createdAt, .timestamp),
        .filledIn("updatedAt", \.updatedAt, .timestamp),
        // Anki's note and card (version 2), `note` first: `ord` is read into its link.
        .optional("note", \.noteGUID, FieldKind.guid.optional, default: nil, omittedAtDefault: true),
        .optional("ord", \.noteOrd, FieldKind.wholeNumber(atLeast: 0).optional, default: nil, omittedAtDefault: true),
        // Hand-written kinds (docs/deck-format.md, "Card kinds"), `cloze` first: the others add to its entry.
        .optional("cloze", \.fileCloze, FieldKind.clozeText.optional, default: nil, omittedAtDefault: true),
        .optional("reversed", \.fileReversed, .bool, default: false, omittedAtDefault: true),
        .optional("typed", \.fileTyped, .bool, default: false, omittedAtDefault: true),
    ]

    /// Every key the card object knows; the others are kept as unknown fields.
    static let keys: Set<String> = Set(entries.map(\.key))

    /// The fields the hand-tuned paths do not know, read and written through their entries.
    static let generic: [FormatField<Card>] = entries.filter { PendingCard.Key($0.key) == nil }

    /// The generic fields that say which Anki note a card is (`Card.note`): read through the
    /// table (few decks have them), written by the fast writer too (an import writes many).
    static let noteKeys: Set<String> = ["note", "ord"]

    /// The fields of hand-written card kinds (`CardEntries`): an object with one is an entry
    /// that makes cards, always written through the tree.
    static let kindKeys: Set<String> = ["cloze", "reversed", "typed"]
}
