import Foundation

/// The deck format's Anki notes (docs/deck-format.md, "Notes"): the deck's `noteTypes` and
/// `notes`, and each card's `note` and `ord`. Values are checked one by one here; that a
/// card's note and a note's note type exist is checked once the whole deck is read
/// (`DeckDocumentDecoder.checkNoteReferences`).
extension FieldKind<[NoteType]> {
    static let noteTypes = FieldKind(expected: "an array of note types", decode: { json throws(FieldError) in
        guard let elements = json.arrayValue else { return nil }
        var seen = Set<String>()
        return try elements.enumerated().map { index, element throws(FieldError) in
            let type = try NoteObject(element, at: "[\(index)]").noteType()
            guard seen.insert(type.id).inserted else { throw FieldError("a second note type with id \(FieldText.quoted(type.id))", at: "[\(index)].id") }
            return type
        }
    }, encode: { types in .array(types.map(NoteObject.json)) })
}

extension FieldKind<[Note]> {
    static let notes = FieldKind(expected: "an array of notes", decode: { json throws(FieldError) in
        guard let elements = json.arrayValue else { return nil }
        var seen = Set<String>()
        seen.reserveCapacity(elements.count)
        return try elements.enumerated().map { index, element throws(FieldError) in
            let note = try NoteObject(element, at: "[\(index)]").note()
            guard seen.insert(note.guid).inserted else { throw FieldError("a second note with GUID \(FieldText.quoted(note.guid))", at: "[\(index)].guid") }
            return note
        }
    }, encode: { notes in .array(notes.map(NoteObject.json)) })
}

/// One object of `noteTypes` or `notes` (or a template) while it is read: its members,
/// and its place for messages.
private struct NoteObject {
    let members: [String: JSONValue]
    let place: String

    init(_ json: JSONValue, at place: String) throws(FieldError) {
        guard let members = json.objectValue else { throw FieldError("must be an object", at: place) }
        self.members = members
        self.place = place
    }

    func noteType() throws(FieldError) -> NoteType {
        let kindText = try string("kind", default: NoteType.Kind.standard.rawValue)
        guard let kind = NoteType.Kind(rawValue: kindText) else {
            throw FieldError("unknown note type kind \(FieldText.quoted(kindText)) (expected standard or cloze)", at: place + ".kind")
        }
        let templates = try array("templates").enumerated().map { index, element throws(FieldError) in
            let template = try NoteObject(element, at: "\(place).templates[\(index)]")
            return NoteType.Template(name: try template.string("name"), front: try template.string("front"), back: try template.string("back"))
        }
        guard !templates.isEmpty else { throw FieldError("must have at least one template", at: place + ".templates") }
        return NoteType(id: try nonEmpty("id"), name: try string("name"), kind: kind, fields: try strings("fields"),
                        templates: templates, css: try string("css", default: ""))
    }

    func note() throws(FieldError) -> Note {
        Note(guid: try nonEmpty("guid"), noteType: try nonEmpty("noteType"), fields: try strings("fields"))
    }

    static func json(_ type: NoteType) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(type.id), "name": .string(type.name), "fields": .array(type.fields.map(JSONValue.string)),
            "templates": .array(type.templates.map { .object(["name": .string($0.name), "front": .string($0.front), "back": .string($0.back)]) }),
        ]
        if type.kind != .standard { members["kind"] = .string(type.kind.rawValue) }
        if !type.css.isEmpty { members["css"] = .string(type.css) }
        return .object(members)
    }

    static func json(_ note: Note) -> JSONValue {
        .object(["guid": .string(note.guid), "noteType": .string(note.noteType), "fields": .array(note.fields.map(JSONValue.string))])
    }

    private func value(_ key: String) throws(FieldError) -> JSONValue {
        guard let value = members[key], value != .null else { throw FieldError("missing \"\(key)\"", at: place) }
        return value
    }

    private func string(_ key: String, default fallback: String? = nil) throws(FieldError) -> String {
        if let fallback, members[key] == nil || members[key] == .null { return fallback }
        guard let text = try value(key).stringValue else { throw FieldError("must be a string", at: "\(place).\(key)") }
        return text
    }

    private func nonEmpty(_ key: String) throws(FieldError) -> String {
        let text = try string(key)
        guard !text.isEmpty else { throw FieldError("must not be empty", at: "\(place).\(key)") }
        return text
    }

    private func array(_ key: String) throws(FieldError) -> [JSONValue] {
        guard let elements = try value(key).arrayValue else { throw FieldError("must be an array", at: "\(place).\(key)") }
        return elements
    }

    private func strings(_ key: String) throws(FieldError) -> [String] {
        try array(key).enumerated().map { index, element throws(FieldError) in
            guard let text = element.stringValue else { throw FieldError("must be a string", at: "\(place).\(key)[\(index)]") }
            return text
        }
    }
}

extension Card {
    /// The file's `note`: the GUID of the card's note (see `note`).
    var noteGUID: String? {
        get { note?.guid }
        set { note = newValue.map { NoteLink(guid: $0, ord: note?.ord ?? 0) } }
    }

    /// The file's `ord`: which of its note's cards this is; read after `note` (the table's
    /// order), and only with it (`DeckDocumentDecoder` says so otherwise).
    var noteOrd: Int? {
        get { note?.ord }
        set {
            guard let note, let newValue else { return }
            self.note = NoteLink(guid: note.guid, ord: newValue)
        }
    }
}

extension FieldKind<String> {
    /// A GUID: any string but the empty one.
    static let guid = FieldKind(expected: "a string", decode: { json throws(FieldError) in
        guard let text = json.stringValue else { return nil }
        guard !text.isEmpty else { throw FieldError("must not be empty") }
        return text
    }, encode: JSONValue.string)
}
