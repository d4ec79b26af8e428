import FlashzillaCore
import Foundation

/// What a reader found in a file, before it meets the decks on disk.
public struct ImportedCard: Hashable, Sendable {
    /// Prompt and answer in one allocation, which the card made from this one shares: a
    /// large CSV's text is copied once, from the file's bytes, and never checked twice.
    package private(set) var text: CardTextStorage
    public var tags: [String]
    /// The 1-based line the row starts on (or the note's number in an Anki package).
    public var line: Int
    public var unit: PlaceUnit
    public var key: CardKey
    /// The card kind's entry this card is (a note that went to Anki from an entry made here
    /// and came back, `StockKindNote`); its id is then the entry's card's (`CardEntry.cardID`).
    public var entry: CardEntry?

    public var prompt: String {
        get { text.withUTF8 { prompt, _ in String(decoding: prompt, as: UTF8.self) } }
        set { text = .make(prompt: newValue, answer: answer) }
    }
    public var answer: String {
        get { text.withUTF8 { _, answer in String(decoding: answer, as: UTF8.self) } }
        set { text = .make(prompt: prompt, answer: newValue) }
    }

    public init(prompt: String, answer: String, tags: [String], line: Int, unit: PlaceUnit = .line, key: CardKey = .content) {
        self.init(text: .make(prompt: prompt, answer: answer), tags: tags, line: line, unit: unit, key: key)
    }

    package init(text: CardTextStorage, tags: [String], line: Int, unit: PlaceUnit, key: CardKey) {
        self.text = text
        self.tags = tags
        self.line = line
        self.unit = unit
        self.key = key
    }

    /// Calls `body` with the prompt's and the answer's UTF-8 bytes (valid only inside it).
    public func withTextUTF8<R>(_ body: (_ prompt: UnsafeBufferPointer<UInt8>, _ answer: UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try text.withUTF8(body)
    }

    /// Texts compare as Strings (canonical equivalence), as when they were two Strings;
    /// identical bytes decide without making any.
    public static func == (lhs: ImportedCard, rhs: ImportedCard) -> Bool {
        guard lhs.tags == rhs.tags, lhs.line == rhs.line, lhs.unit == rhs.unit, lhs.key == rhs.key, lhs.entry == rhs.entry else { return false }
        return lhs.text.hasSameBytes(as: rhs.text) || (lhs.prompt == rhs.prompt && lhs.answer == rhs.answer)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(prompt)
        hasher.combine(answer)
        hasher.combine(tags)
        hasher.combine(line)
        hasher.combine(unit)
        hasher.combine(key)
        hasher.combine(entry)
    }
}

/// What a card's derived id is computed from (see `ImportedCardID`).
public enum CardKey: Hashable, Sendable {
    /// The prompt and how many cards before it in the deck had the same prompt.
    case content
    /// An Anki note's GUID and the card's ordinal in the note (0 front, 1 reverse, cloze n-1).
    case ankiNote(guid: String, ordinal: UInt32)
}

/// What a card's or a skipped row's number counts: lines of a text file, or notes of an
/// Anki package (which has no lines), in the order the package holds them.
public enum PlaceUnit: String, Hashable, Sendable {
    case line, note
}

/// A row that gives no card, and why ("empty front", "empty back").
public struct SkippedRow: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var unit: PlaceUnit
    public var reason: String

    public init(file: String, line: Int, unit: PlaceUnit = .line, reason: String) {
        self.file = file
        self.line = line
        self.unit = unit
        self.reason = reason
    }
}

/// The cards that go to one deck: the Anki deck column's value, or nil for the deck named
/// after the file (or `--deck`).
public struct ImportedGroup: Hashable, Sendable {
    public var deck: String?
    public var cards: [ImportedCard]
    /// The Anki notes of the cards (an Anki package's), and their note types.
    public var noteTypes: [NoteType] = []
    public var notes: [Note] = []
}

/// The cards of one file grouped by the deck they go to, in the file's order.
public struct ParsedFile: Hashable, Sendable {
    public var file: String
    public private(set) var groups: [ImportedGroup] = []
    public var skipped: [SkippedRow] = []
    private var groupIndex: [String?: Int] = [:]

    public init(file: String) {
        self.file = file
    }

    public var cardCount: Int { groups.reduce(0) { $0 + $1.cards.count } }

    /// Adds a card for a row's front and back (true), or records why the row gives none.
    @discardableResult
    package mutating func add(prompt: String, answer: String, tags: [String], line: Int, unit: PlaceUnit = .line,
                              key: CardKey = .content, deck: String? = nil, entry: CardEntry? = nil) -> Bool {
        let prompt = prompt.trimmedForCard, answer = answer.trimmedForCard
        if prompt.isEmpty { skip(line: line, unit: unit, reason: "empty front"); return false }
        if answer.isEmpty { skip(line: line, unit: unit, reason: "empty back"); return false }
        var card = ImportedCard(prompt: prompt, answer: answer, tags: tags, line: line, unit: unit, key: key)
        card.entry = entry
        append(card, deck: deck)
        return true
    }

    /// The same for a row read as bytes (valid UTF-8): text whose ends need no trimming
    /// beyond ASCII white space, the usual case, becomes the card's storage straight from
    /// the bytes; other text goes through `add(prompt:answer:…)`.
    package mutating func add(promptUTF8 prompt: UnsafeBufferPointer<UInt8>, answerUTF8 answer: UnsafeBufferPointer<UInt8>,
                              tags: [String], line: Int, deck: String? = nil) {
        let prompt = UnsafeBufferPointer(rebasing: prompt[String.withoutASCIIWhiteSpace(prompt)])
        let answer = UnsafeBufferPointer(rebasing: answer[String.withoutASCIIWhiteSpace(answer)])
        guard CardTextEnds.areTrimmed(prompt), CardTextEnds.areTrimmed(answer) else {
            add(prompt: String(decoding: prompt, as: UTF8.self), answer: String(decoding: answer, as: UTF8.self), tags: tags, line: line, deck: deck)
            return
        }
        append(ImportedCard(text: .make(prompt: prompt, answer: answer), tags: tags, line: line, unit: .line, key: .content), deck: deck)
    }

    private mutating func append(_ card: ImportedCard, deck: String?) {
        if let at = groupIndex[deck] {
            groups[at].cards.append(card)
        } else {
            groupIndex[deck] = groups.count
            groups.append(ImportedGroup(deck: deck, cards: [card]))
        }
    }

    /// `parts` joined in order, as if one reader had read them in turn: each deck's cards
    /// made once at their full size, and each part let go as soon as it is copied (a large
    /// package rendered in 32 parts doubled its largest arrays, and held every part to the end).
    package static func joined(_ parts: inout [ParsedFile], file: String) -> ParsedFile {
        var sizes: [String?: (cards: Int, notes: Int)] = [:]
        for part in parts {
            for group in part.groups {
                sizes[group.deck, default: (0, 0)].cards += group.cards.count
                sizes[group.deck, default: (0, 0)].notes += group.notes.count
            }
        }
        var joined = ParsedFile(file: file)
        for k in parts.indices {
            let part = parts[k]
            parts[k] = ParsedFile(file: file)
            for group in part.groups {
                if let at = joined.groupIndex[group.deck] {
                    joined.groups[at].cards += group.cards
                    joined.groups[at].notes += group.notes
                    for type in group.noteTypes where !joined.groups[at].noteTypes.contains(where: { $0.id == type.id }) {
                        joined.groups[at].noteTypes.append(type)
                    }
                } else {
                    joined.groupIndex[group.deck] = joined.groups.count
                    var cards: [ImportedCard] = [], notes: [Note] = []
                    cards.reserveCapacity(sizes[group.deck]?.cards ?? group.cards.count)
                    cards += group.cards
                    // The notes too: a deck made from them takes their list as it is (`keepNotes`).
                    notes.reserveCapacity(sizes[group.deck]?.notes ?? group.notes.count)
                    notes += group.notes
                    joined.groups.append(ImportedGroup(deck: group.deck, cards: cards, noteTypes: group.noteTypes, notes: notes))
                }
            }
            joined.skipped += part.skipped
        }
        return joined
    }

    /// Keeps an Anki note, and its note type, with the deck `deck` (where its cards went).
    package mutating func keep(_ note: Note, of type: @autoclosure () -> NoteType, deck: String?) {
        guard let at = groupIndex[deck] else { return }
        groups[at].notes.append(note)
        if !groups[at].noteTypes.contains(where: { $0.id == note.noteType }) { groups[at].noteTypes.append(type()) }
    }

    /// Records a row (or note) that gives no card.
    package mutating func skip(line: Int, unit: PlaceUnit = .line, reason: String) {
        skipped.append(SkippedRow(file: file, line: line, unit: unit, reason: reason))
    }
}

extension String {
    /// Trimmed as a card's text is (`Card` trims white space and line breaks), without
    /// calling Foundation for the usual text that has none at either end.
    var trimmedForCard: String {
        // ASCII white space at the ends (a line break after a closing `<div>`) is trimmed on
        // the bytes; what is left needs no more when its first and last scalars are not
        // white space (`CardTextEnds`, which looks up no Unicode properties): the usual case.
        var text = self
        let kept: Range<Int>? = text.withUTF8 { bytes in
            let kept = Self.withoutASCIIWhiteSpace(bytes)
            return CardTextEnds.areTrimmed(UnsafeBufferPointer(rebasing: bytes[kept])) ? kept : nil
        }
        if let kept {
            if kept.count == utf8.count { return self }
            let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
            return String(self[start..<utf8.index(start, offsetBy: kept.count)])
        }
        // White_Space is the set Foundation's `.whitespacesAndNewlines` holds; trimmed by
        // hand, since Foundation's trim goes through NSString and shows in large imports.
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isWhiteSpaceByValue }),
              let last = scalars.lastIndex(where: { !$0.isWhiteSpaceByValue }) else { return "" }
        return String(scalars[start...last])
    }

    /// Where `bytes` are once ASCII white space is taken off both ends.
    static func withoutASCIIWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0, end = bytes.count
        while start < end, isASCIIWhiteSpace(bytes[start]) { start += 1 }
        while end > start, isASCIIWhiteSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// U+0009–U+000D and the space: the White_Space characters in ASCII.
    static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Anki's tag field: tags separated by spaces.
    var spaceSeparatedTags: [String] {
        var text = self
        return text.withUTF8 { Self.spaceSeparatedTags($0) }
    }

    /// The same from the field's bytes (valid UTF-8).
    static func spaceSeparatedTags(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        if bytes.isEmpty { return [] }
        return bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
}
