import FlashzillaCore
import FlashzillaImport
import Foundation

/// One card as the row of Anki's `notes` table it becomes (a Basic note: Front, Back), with
/// the new card it has.
struct AnkiNote {
    var id: Int64
    /// The note type: Basic for a card made here, else the kept note's own.
    var noteTypeID: Int64 = AnkiCollectionJSON.basicNoteTypeID
    /// Derived from the card's Flashzilla id (its text form), so exporting again gives the
    /// same GUID and Anki updates the note it imported before instead of adding another.
    var guid: String
    /// Seconds; Anki keeps an imported note over an existing one only when it is newer.
    var modified: Int64
    /// Anki's form: each tag between spaces, `" tag1 tag2 "`, or empty.
    var tags: String
    /// Front and back as HTML, separated by U+001F.
    var fields: String
    /// The front as Anki sorts and compares it (see `AnkiFieldText.appendStripped`).
    var sortField: String
    var checksum: Int64
    /// A new card's place in the new-card queue, from 1, in the deck's order.
    var position: Int64

    /// The deck's cards as notes, in order. `media`: the names of the files the package
    /// carries, whose markers become Anki's references (see `AnkiMediaField`).
    static func notes(of deck: Deck, media: Set<String> = []) -> [AnkiNote] {
        notes(of: deck.cards, media: media)
    }

    static func notes(of cards: [Card], media: Set<String> = []) -> [AnkiNote] {
        let ids = UniqueMilliseconds.ids(for: cards.map { milliseconds($0.createdAt) })
        var fields: [UInt8] = [], stripped: [UInt8] = []
        return cards.enumerated().map { index, card in
            fields.removeAll(keepingCapacity: true)
            stripped.removeAll(keepingCapacity: true)
            card.withTextUTF8 { prompt, answer in
                AnkiMediaField.appendHTML(prompt, media: media, to: &fields)
                fields.append(0x1F)
                AnkiMediaField.appendHTML(answer, media: media, to: &fields)
                AnkiMediaField.appendStripped(prompt, media: media, to: &stripped)
            }
            return AnkiNote(id: ids[index], guid: guid(card.id),
                            modified: milliseconds(card.updatedAt) / 1000, tags: tags(card.tags),
                            fields: String(decoding: fields, as: UTF8.self), sortField: String(decoding: stripped, as: UTF8.self),
                            checksum: AnkiFieldText.checksum(ofStripped: stripped), position: Int64(index + 1))
        }
    }

    /// A note kept from Anki: its fields (HTML) as they are, under its own GUID and note type.
    init(kept fields: [String], guid: String, noteTypeID: Int64, id: Int64, modified: Int64, tags: String) {
        self.id = id
        self.noteTypeID = noteTypeID
        self.guid = guid
        self.modified = modified
        self.tags = tags
        self.fields = fields.joined(separator: "\u{1F}")
        // Anki's import works the sort field and checksum out again from the note type.
        let stripped = HTMLText.plainText(fields.first ?? "")
        sortField = stripped
        checksum = AnkiFieldText.checksum(ofStripped: Array(stripped.utf8))
        position = 0
    }

    /// The note of an entry made here: `fields` (plain text) as HTML, its media markers as
    /// Anki's references; sorted and compared by its first field, as Anki does.
    init(entry fields: [String], guid: String, noteTypeID: Int64, id: Int64, modified: Int64, tags: String, media: Set<String>) {
        var html: [UInt8] = [], stripped: [UInt8] = []
        for (k, field) in fields.enumerated() {
            if k > 0 { html.append(0x1F) }
            var field = field
            field.withUTF8 { bytes in
                AnkiMediaField.appendHTML(bytes, media: media, to: &html)
                if k == 0 { AnkiMediaField.appendStripped(bytes, media: media, to: &stripped) }
            }
        }
        self.init(id: id, guid: guid, modified: modified, tags: tags, fields: String(decoding: html, as: UTF8.self),
                  sortField: String(decoding: stripped, as: UTF8.self), checksum: AnkiFieldText.checksum(ofStripped: stripped), position: 0)
        self.noteTypeID = noteTypeID
    }

    init(id: Int64, guid: String, modified: Int64, tags: String, fields: String, sortField: String, checksum: Int64, position: Int64) {
        self.id = id
        self.guid = guid
        self.modified = modified
        self.tags = tags
        self.fields = fields
        self.sortField = sortField
        self.checksum = checksum
        self.position = position
    }

    /// The card id's text in lowercase (`uuidString` and `lowercased()` cost more for 100,000).
    static func guid(_ id: UUID) -> String {
        var text = [UInt8]()
        text.reserveCapacity(36)
        withUnsafeBytes(of: id.uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
                text.append(hexDigits[Int(byte >> 4)])
                text.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Anki separates tags by spaces, so a space inside a tag (which would split it in two)
    /// becomes `_`; empty tags are dropped.
    static func tags(_ tags: [String]) -> String {
        if tags.isEmpty { return "" }
        // The usual tag needs no change (and Foundation's trimming is slow for 100,000 cards).
        if tags.allSatisfy({ !$0.isEmpty && !$0.unicodeScalars.contains(where: \.properties.isWhitespace) }) {
            return " " + tags.joined(separator: " ") + " "
        }
        let words = tags.map { String($0.trimmingCharacters(in: .whitespacesAndNewlines).map { $0.isWhitespace ? "_" : $0 }) }
            .filter { !$0.isEmpty }
        return words.isEmpty ? "" : " " + words.joined(separator: " ") + " "
    }

    /// Milliseconds since 1970; a date a deck file could hold but Int64 cannot (or before
    /// 1970) counts as 0, which `UniqueMilliseconds` then makes a valid id.
    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
        return value >= 0 && value < 9e18 ? Int64(value) : 0
    }
}
