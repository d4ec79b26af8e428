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

    /// Names of a tags column.
    static let tagsNames: Set<String> = ["tags", "tag", "labels", "label"]

    /// Whether the first record `fields` is a header to leave out, and where it says the
    /// columns are: a header may name them in any order (`Definition,Term`, `tags,front,back`).
    func read(_ fields: DelimitedReader.FieldBytes) -> (isHeader: Bool, columns: TableColumns) {
        let named = Self.namedColumns(fields)
        switch self {
        case .present: return (true, named ?? TableColumns())
        case .absent: return (false, TableColumns())
        case .detect:
            // Both first fields must be column names: "gato,back" is a card.
            guard let named, fields.count >= 2, Self.name(fields[0]).map(Self.isColumnName) == true,
                  Self.name(fields[1]).map(Self.isColumnName) == true else { return (false, TableColumns()) }
            return (true, named)
        }
    }

    /// The columns a row of names gives: a front and a back named (among the first few
    /// fields), and tags where named. A third column with no name holds tags when the front
    /// and back are the first two (as Flashzilla's export writes them); one named otherwise
    /// ("notes") is not tags. Nil without both a front and a back.
    static func namedColumns(_ fields: DelimitedReader.FieldBytes) -> TableColumns? {
        var front: Int?, back: Int?, tags: Int?
        for k in 0..<min(fields.count, 8) {
            guard let name = name(fields[k]) else { continue }
            if front == nil, frontNames.contains(name) { front = k }
            else if back == nil, backNames.contains(name) { back = k }
            else if tags == nil, tagsNames.contains(name) { tags = k }
        }
        guard let front, let back else { return nil }
        let unnamedThird = max(front, back) == 1 && fields.count > 2 && name(fields[2])?.isEmpty == true
        return TableColumns(front: front, back: back, tags: tags ?? (unnamedThird ? 2 : nil))
    }

    private static func isColumnName(_ name: String) -> Bool {
        frontNames.contains(name) || backNames.contains(name) || tagsNames.contains(name)
    }

    /// A short field (a column name is a word or two), trimmed and in lower case; nil for a long one.
    private static func name(_ field: UnsafeBufferPointer<UInt8>) -> String? {
        guard field.count <= 32 else { return nil }
        return String(decoding: field, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
    }
}

/// Where a table's front, back and tags are, by field number (tags: nil for none).
struct TableColumns: Equatable, Sendable {
    var front = 0
    var back = 1
    var tags: Int? = 2
}
