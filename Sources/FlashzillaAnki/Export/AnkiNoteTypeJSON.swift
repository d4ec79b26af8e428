import FlashzillaCore
import Foundation

/// A kept note type (`NoteType`) as the entry of a schema-11 collection's `models` that it
/// came from: the same id, name, fields, templates and style sheet, so an import into the
/// collection it came from finds its own note type and adds none.
enum AnkiNoteTypeJSON {
    /// `modified`: seconds. Anki's import replaces its note type only with a newer one, and
    /// Flashzilla never changes one: 0 leaves Anki's as it is.
    /// `stockKind`: Anki's number for the stock note type this one is (its `originalStockKind`),
    /// which Anki keeps to know the note type for what it is.
    static func model(_ noteType: NoteType, id: Int64, modified: Int64 = 0, stockKind: Int? = nil) -> JSONValue {
        let fields = noteType.fields.enumerated().map { ordinal, name -> JSONValue in
            .object(["name": .string(name), "ord": .int(ordinal), "sticky": .bool(false), "rtl": .bool(false),
                     "font": .string("Arial"), "size": .int(20), "media": .array([])])
        }
        let templates = noteType.templates.enumerated().map { ordinal, template -> JSONValue in
            .object(["name": .string(template.name), "ord": .int(ordinal), "qfmt": .string(template.front),
                     "afmt": .string(template.back), "bqfmt": .string(""), "bafmt": .string(""), "did": .null])
        }
        var model: [String: JSONValue] = [
            "id": .number(String(id)), "name": .string(noteType.name), "type": .int(noteType.kind == .cloze ? 1 : 0),
            "mod": .number(String(modified)), "usn": .int(-1), "sortf": .int(0), "did": .null, "tmpls": .array(templates),
            "flds": .array(fields), "css": .string(noteType.css), "latexPre": .string(""), "latexPost": .string(""),
            "req": .array(noteType.kind == .cloze ? [] : noteType.templates.indices.map { .array([.int($0), .string("any"), .array([.int(0)])]) }),
            "tags": .array([]), "vers": .array([]),
        ]
        if let stockKind { model["originalStockKind"] = .int(stockKind) }
        return .object(model)
    }

    /// Anki's `originalStockKind` of the card kinds' note types: 2 "Basic (and reversed card)",
    /// 4 "Basic (type in the answer)", 5 "Cloze" (rslib's `StockKind`); nil for any other.
    static func stockKind(of noteType: NoteType) -> Int? {
        switch noteType.id {
        case CardKindNoteTypes.reversed.id: 2
        case CardKindNoteTypes.typed.id: 4
        case CardKindNoteTypes.cloze.id: 5
        default: nil
        }
    }
}
