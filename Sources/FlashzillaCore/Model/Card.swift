import Foundation

/// One flashcard. Its `id` is assigned once and never derived from the text, so an edited
/// card keeps its identity (and, later, its review history).
public struct Card: Identifiable, Sendable {
    public var id: UUID
    /// Prompt and answer in one allocation instead of two Strings (see `CardTextStorage`).
    private var text: CardTextStorage
    public var wordType: WordType?
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    /// The Anki note and card this card is, for a card imported from an Anki package (nil
    /// for every other card); its note is among its deck's `notes`.
    public var note: NoteLink?
    /// The hand-written entry this card is one of (reversed, cloze) or that asks for a
    /// typed answer (docs/deck-format.md, "Card kinds"); nil for a plain card.
    public var entry: CardEntry?
    /// Fields a newer version wrote that we do not know; written back unchanged.
    public var unknownFields: [String: JSONValue]

    /// Set (unvalidated) only by the deck reader's table, which validates the card after
    /// reading it (`CardFieldTable`); edits go through `edit(prompt:answer:at:)`.
    public internal(set) var prompt: String {
        get { withTextUTF8 { prompt, _ in String(decoding: prompt, as: UTF8.self) } }
        set { text = .make(prompt: newValue, answer: answer) }
    }
    public internal(set) var answer: String {
        get { withTextUTF8 { _, answer in String(decoding: answer, as: UTF8.self) } }
        set { text = .make(prompt: prompt, answer: newValue) }
    }

    public init(
        id: UUID = UUID(),
        prompt: String,
        answer: String,
        wordType: WordType? = nil,
        tags: [String] = [],
        createdAt: Date,
        updatedAt: Date? = nil,
        unknownFields: [String: JSONValue] = [:]
    ) throws(CardError) {
        let prompt = try Card.validated(prompt, field: .prompt)
        let answer = try Card.validated(answer, field: .answer)
        self.init(id: id, validatedPrompt: prompt, validatedAnswer: answer, wordType: wordType, tags: tags,
                  createdAt: createdAt, updatedAt: updatedAt ?? createdAt, unknownFields: unknownFields)
    }

    /// For readers that have already validated the text (see `validated(_:field:)`).
    init(id: UUID, validatedPrompt prompt: String, validatedAnswer answer: String, wordType: WordType?, tags: [String],
         createdAt: Date, updatedAt: Date, unknownFields: [String: JSONValue]) {
        self.init(id: id, text: .make(prompt: prompt, answer: answer), wordType: wordType, tags: tags,
                  createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknownFields)
    }

    /// For readers holding the validated text as UTF-8 bytes: the card's text is made
    /// straight from them.
    init(id: UUID, validatedPromptUTF8 prompt: UnsafeBufferPointer<UInt8>, answerUTF8 answer: UnsafeBufferPointer<UInt8>,
         wordType: WordType?, tags: [String], createdAt: Date, updatedAt: Date, unknownFields: [String: JSONValue]) {
        self.init(id: id, text: .make(prompt: prompt, answer: answer), wordType: wordType, tags: tags,
                  createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknownFields)
    }

    /// For importers holding the text in one storage: the card shares it when its ends
    /// need no trimming (`CardTextEnds`), the usual case; otherwise the text is validated
    /// as `init(prompt:answer:…)` does.
    package init(id: UUID, importedText text: CardTextStorage, tags: [String], createdAt: Date) throws(CardError) {
        if text.withUTF8({ CardTextEnds.areTrimmed($0) && CardTextEnds.areTrimmed($1) }) {
            self.init(id: id, text: text, wordType: nil, tags: tags, createdAt: createdAt, updatedAt: createdAt, unknownFields: [:])
        } else {
            let (prompt, answer) = text.withUTF8 { (String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self)) }
            try self.init(id: id, prompt: prompt, answer: answer, tags: tags, createdAt: createdAt)
        }
    }

    private init(id: UUID, text: CardTextStorage, wordType: WordType?, tags: [String],
                 createdAt: Date, updatedAt: Date, unknownFields: [String: JSONValue]) {
        self.id = id
        self.text = text
        self.wordType = wordType
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.unknownFields = unknownFields
    }

    /// Calls `body` with the prompt's and the answer's UTF-8 bytes (valid only inside it).
    public func withTextUTF8<R>(_ body: (_ prompt: UnsafeBufferPointer<UInt8>, _ answer: UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try text.withUTF8(body)
    }

    /// Changes the text, keeping the identity; `now` becomes `updatedAt`.
    public mutating func edit(prompt: String, answer: String, at now: Date) throws(CardError) {
        let newPrompt = try Card.validated(prompt, field: .prompt)
        let newAnswer = try Card.validated(answer, field: .answer)
        guard newPrompt != self.prompt || newAnswer != self.answer else { return }
        self.text = .make(prompt: newPrompt, answer: newAnswer)
        self.updatedAt = now
    }

    static func validated(_ text: String, field: CardError.Field) throws(CardError) -> String {
        // Fast path (loading 100,000 cards): trimming only touches the ends, so text that
        // starts and ends with non-whitespace is already trimmed and not empty.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
           !mayBeTrimmed(first), !mayBeTrimmed(last) {
            return text
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw CardError.empty(field) }
        return trimmed
    }

    /// True for every scalar in `CharacterSet.whitespacesAndNewlines`: categories Z*,
    /// U+0009–U+000D, U+0085 (all White_Space), and on Linux also U+200B.
    static func mayBeTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        // Z* (space, line and paragraph separators) are all White_Space.
        scalar.isWhiteSpaceByValue || scalar == "\u{200B}"
    }
}

extension Card: Hashable {
    /// Prompts and answers compare as Strings (canonical equivalence), as they did when
    /// they were two Strings; identical bytes, the usual case, decide without making any.
    public static func == (lhs: Card, rhs: Card) -> Bool {
        guard lhs.id == rhs.id, lhs.wordType == rhs.wordType, lhs.tags == rhs.tags, lhs.createdAt == rhs.createdAt,
              lhs.updatedAt == rhs.updatedAt, lhs.note == rhs.note, lhs.entry == rhs.entry, lhs.unknownFields == rhs.unknownFields else { return false }
        if lhs.text.hasSameBytes(as: rhs.text) { return true }
        return lhs.prompt == rhs.prompt && lhs.answer == rhs.answer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(prompt)
        hasher.combine(answer)
        hasher.combine(wordType)
        hasher.combine(tags)
        hasher.combine(createdAt)
        hasher.combine(updatedAt)
        hasher.combine(note)
        hasher.combine(entry)
        hasher.combine(unknownFields)
    }
}

public enum CardError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Field: String, Sendable { case prompt, answer }
    case empty(Field)

    public var description: String {
        switch self {
        case .empty(let field): "The \(field.rawValue) must not be empty."
        }
    }
}
