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
    ]

    /// Every key the card object knows; the others are kept as unknown fields.
    static let keys: Set<String> = Set(entries.map(\.key))

    /// The fields the hand-tuned paths do not know, read and written through their entries.
    static let generic: [FormatField<Card>] = entries.filter { PendingCard.Key($0.key) == nil }
}
