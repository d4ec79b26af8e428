import Foundation

/// Whether a table's first row names its columns ("front,back", "Term,Definition") rather
/// than holding a card. Only the first record is looked at, as it goes by: no extra pass.
public enum HeaderRow: Equatable, Sendable {
    /// A first row whose first two fields are column names (any case) is a header.
    case detect
    /// `--header`: the first row is a header, whatever it says.
    case present
    /// `--no-header`: the first row is a card, whatever it says.
    case absent

    /// Names a front column takes in the exports people bring (Quizlet, Anki, spreadsheets).
    static let frontNames: Set<String> = ["front", "term", "terms", "question", "questions", "prompt", "word", "words", "q",
                                          "side 1", "side a", "card front", "expression", "vocabulary", "vocab"]
    /// Names of a back column.
    static let backNames: Set<String> = ["back", "definition", "definitions", "answer", "answers", "meaning", "meanings", "a",
                                         "side 2", "side b", "card back", "translation", "explanation", "response"]

    /// Whether the first record `fields` is a header to leave out.
    func isHeader(_ fields: DelimitedReader.FieldBytes) -> Bool {
        switch self {
        case .present: true
        case .absent: false
        case .detect: fields.count >= 2 && Self.names(fields[0], in: Self.frontNames) && Self.names(fields[1], in: Self.backNames)
        }
    }

    /// A short field (a column name is a word or two) that, trimmed and in lower case, is one of `names`.
    private static func names(_ field: UnsafeBufferPointer<UInt8>, in names: Set<String>) -> Bool {
        guard field.count <= 32 else { return false }
        let name = String(decoding: field, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        return names.contains(name)
    }
}
