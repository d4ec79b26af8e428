import Foundation

/// The flashzilla-deck file format's names, and Deck → JSON
/// (docs/deck-format.md is the prose version; `DeckDocumentDecoder` reads it back).
enum DeckFormat {
    static let name = "flashzilla-deck"
    static let currentVersion = 1

    enum DeckKey {
        static let format = "format", version = "version", id = "id", name = "name", color = "color"
        static let timeLimit = "timeLimit", sessionSize = "sessionSize", shuffle = "shuffle"
        static let requeueWrong = "requeueWrong", cards = "cards"
        static let all: Set<String> = Set([format, version, id, name, color, timeLimit, sessionSize, shuffle, requeueWrong, cards])
            .union(DeckMatchFields.all).union(DeckReviewFields.all)
    }

    enum CardKey {
        static let id = "id", prompt = "prompt", answer = "answer", wordType = "wordType", tags = "tags"
        static let createdAt = "createdAt", updatedAt = "updatedAt"
        static let all: Set<String> = [id, prompt, answer, wordType, tags, createdAt, updatedAt]
    }

    /// Every field is written, except the Match fields at their defaults, a card's `wordType` when it has none and `tags`
    /// when empty. Unknown fields go back as they came, but never shadow a known one.
    /// (`DeckEncoder` writes the same bytes without building this tree.)
    static func document(for deck: Deck) -> JSONValue {
        var fields = document(forSettingsOf: deck)
        fields[DeckKey.cards] = .array(deck.cards.map(document(for:)))
        return .object(fields)
    }

    /// Every deck-level field but the cards.
    static func document(forSettingsOf deck: Deck) -> [String: JSONValue] {
        var fields = deck.unknownFields.filter { !DeckKey.all.contains($0.key) }
        fields[DeckKey.format] = .string(name)
        fields[DeckKey.version] = .int(currentVersion)
        fields[DeckKey.id] = .string(deck.id.uuidString)
        fields[DeckKey.name] = .string(deck.name)
        fields[DeckKey.color] = .string(deck.color.rawValue)
        fields[DeckKey.timeLimit] = .int(deck.settings.timeLimit)
        fields[DeckKey.sessionSize] = deck.settings.sessionSize.map(JSONValue.int) ?? .null
        fields[DeckKey.shuffle] = .bool(deck.settings.shuffle)
        fields[DeckKey.requeueWrong] = .bool(deck.settings.requeueWrong)
        DeckMatchFields.write(deck, into: &fields)
        DeckReviewFields.write(deck.settings, into: &fields)
        return fields
    }

    static func document(for card: Card) -> JSONValue {
        var fields = card.unknownFields.isEmpty ? [:] : card.unknownFields.filter { !CardKey.all.contains($0.key) }
        fields[CardKey.id] = .string(card.id.uuidString)
        fields[CardKey.prompt] = .string(card.prompt)
        fields[CardKey.answer] = .string(card.answer)
        if let wordType = card.wordType { fields[CardKey.wordType] = .string(wordType.rawValue) }
        if !card.tags.isEmpty { fields[CardKey.tags] = .array(card.tags.map(JSONValue.string)) }
        fields[CardKey.createdAt] = .string(ISO8601Timestamp.string(from: card.createdAt))
        fields[CardKey.updatedAt] = .string(ISO8601Timestamp.string(from: card.updatedAt))
        return .object(fields)
    }
}
