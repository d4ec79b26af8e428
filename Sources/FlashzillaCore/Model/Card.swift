import Foundation

/// One flashcard. Its `id` is assigned once and never derived from the text, so an edited
/// card keeps its identity (and, later, its review history).
public struct Card: Identifiable, Hashable, Sendable {
    public var id: UUID
    public private(set) var prompt: String
    public private(set) var answer: String
    public var wordType: WordType?
    public var tags: [String]
    public var createdAt: Date
    public var updatedAt: Date
    /// Fields a newer version wrote that we do not know; written back unchanged.
    public var unknownFields: [String: JSONValue]

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
        self.id = id
        self.prompt = try Card.validated(prompt, field: .prompt)
        self.answer = try Card.validated(answer, field: .answer)
        self.wordType = wordType
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.unknownFields = unknownFields
    }

    /// For readers that have already validated the text (see `validated(_:field:)`).
    init(id: UUID, validatedPrompt prompt: String, validatedAnswer answer: String, wordType: WordType?, tags: [String],
         createdAt: Date, updatedAt: Date, unknownFields: [String: JSONValue]) {
        self.id = id
        self.prompt = prompt
        self.answer = answer
        self.wordType = wordType
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.unknownFields = unknownFields
    }

    /// Changes the text, keeping the identity; `now` becomes `updatedAt`.
    public mutating func edit(prompt: String, answer: String, at now: Date) throws(CardError) {
        let newPrompt = try Card.validated(prompt, field: .prompt)
        let newAnswer = try Card.validated(answer, field: .answer)
        guard newPrompt != self.prompt || newAnswer != self.answer else { return }
        self.prompt = newPrompt
        self.answer = newAnswer
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
    private static func mayBeTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isWhitespace || scalar == "\u{200B}"
        }
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
