import Foundation

/// An Anki note type, kept with the notes imported from a package so they can go back to
/// Anki as they came (docs/deck-format.md, "Notes"): its fields' names, its card templates
/// and its style sheet. Flashzilla shows cards as rendered at import; these are not rendered.
public struct NoteType: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// One card per template.
        case standard
        /// One card per cloze number, from its one template.
        case cloze
    }

    /// One card template: the HTML with `{{Field}}` references Anki renders each side from.
    public struct Template: Hashable, Sendable {
        public var name: String
        public var front: String
        public var back: String

        public init(name: String, front: String, back: String) {
            self.name = name
            self.front = front
            self.back = back
        }
    }

    /// Anki's note type id, as its decimal text (an Anki import matches note types by it).
    public var id: String
    public var name: String
    public var kind: Kind
    /// The fields' names, in the order a note's `fields` hold their values.
    public var fields: [String]
    public var templates: [Template]
    public var css: String

    public init(id: String, name: String, kind: Kind = .standard, fields: [String], templates: [Template], css: String = "") {
        self.id = id
        self.name = name
        self.kind = kind
        self.fields = fields
        self.templates = templates
        self.css = css
    }
}

/// An Anki note: the fields (HTML, as Anki stores them) that its cards are rendered from.
/// Its tags are its cards' tags (Flashzilla keeps tags per card).
public struct Note: Hashable, Sendable {
    /// Anki's globally unique id of the note; an Anki import matches notes by it.
    public var guid: String
    /// The `NoteType.id` of its note type, among the deck's `noteTypes`.
    public var noteType: String
    /// One value per field of its note type, in that order.
    public var fields: [String]

    public init(guid: String, noteType: String, fields: [String]) {
        self.guid = guid
        self.noteType = noteType
        self.fields = fields
    }
}

/// Which card of which note a card is: the note's GUID and the card's ordinal (the
/// template's position, 0 first; for a cloze note, the cloze number less one). A class,
/// so that a card without one (every hand-written card) pays one pointer, not 24 bytes.
public final class NoteLink: Hashable, Sendable {
    public let guid: String
    public let ord: Int

    public init(guid: String, ord: Int) {
        self.guid = guid
        self.ord = ord
    }

    public static func == (lhs: NoteLink, rhs: NoteLink) -> Bool {
        lhs === rhs || (lhs.guid == rhs.guid && lhs.ord == rhs.ord)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(guid)
        hasher.combine(ord)
    }
}
