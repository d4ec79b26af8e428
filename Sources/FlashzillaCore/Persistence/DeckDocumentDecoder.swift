import Foundation

/// JSON → Deck for the flashzilla-deck format: defaults for what is missing, and an
/// error naming the JSON path for anything wrong. The first problem, in a fixed order
/// (deck fields, then cards in order), fails the whole file: a half-loaded deck that
/// is then saved would lose cards.
struct DeckDocumentDecoder {
    private typealias DeckKey = DeckFormat.DeckKey
    private typealias CardKey = DeckFormat.CardKey

    /// Stands in for missing dates, truncated to whole seconds as the file stores them,
    /// so a deck read, written and read again is equal to itself.
    private let now: Date
    private let makeID: @Sendable () -> UUID
    private var warnings: [String] = []
    private var filledInValues = false

    init(now: Date, makeID: @escaping @Sendable () -> UUID) {
        self.now = ISO8601Timestamp.truncated(now)
        self.makeID = makeID
    }

    mutating func decode(_ document: JSONValue) throws(DeckFileError) -> DecodedDeck {
        guard case .object(let fields) = document else { throw .invalid("", "the top level must be a JSON object") }
        return try decode(fields: fields, streamedCards: nil)
    }

    /// `fields` are the deck's members; the cards are among them, or — when
    /// `DeckStreamDecoder` read them as it went — in `streamedCards`.
    mutating func decode(fields: [String: JSONValue], streamedCards: DecodedCards?) throws(DeckFileError) -> DecodedDeck {
        if let format = present(fields[DeckKey.format]) {
            guard case .string(let text) = format else { throw .invalid(DeckKey.format, "must be the string \"\(DeckFormat.name)\"") }
            guard text == DeckFormat.name else {
                throw .invalid(DeckKey.format, "not a Flashzilla deck (format \(quoted(text)), expected \"\(DeckFormat.name)\")")
            }
        }
        var version = DeckFormat.currentVersion
        if let value = present(fields[DeckKey.version]) {
            guard let number = value.intValue, number >= 1 else { throw .invalid(DeckKey.version, "must be a whole number of at least 1") }
            version = number
        }
        let isNewer = version > DeckFormat.currentVersion
        if isNewer {
            warnings.append("written by a newer Flashzilla (deck format version \(version); this one reads version \(DeckFormat.currentVersion)), so it is read-only")
        }
        do {
            let deck = try deck(from: fields, streamedCards: streamedCards)
            return DecodedDeck(deck: deck, isReadOnly: isNewer, warnings: warnings, filledInValues: filledInValues)
        } catch {
            guard isNewer, case .invalid(let path, let message) = error.problem else { throw error }
            throw .invalid(path, "\(message) (the file is deck format version \(version), newer than this Flashzilla reads)")
        }
    }

    private mutating func deck(from fields: [String: JSONValue], streamedCards: DecodedCards?) throws(DeckFileError) -> Deck {
        let id = try optionalID(fields[DeckKey.id], path: { DeckKey.id })
        if id == nil { filledInValues = true }

        guard let nameValue = fields[DeckKey.name] else { throw .invalid("", "missing \"name\"") }
        guard case .string(let name) = nameValue else { throw .invalid(DeckKey.name, "must be a string") }
        guard !isBlank(name) else { throw .invalid(DeckKey.name, "must not be empty") }

        var color = DeckColor.blue
        if let value = present(fields[DeckKey.color]) {
            let palette = DeckColor.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .string(let text) = value else { throw .invalid(DeckKey.color, "must be a string, one of \(palette)") }
            guard let known = DeckColor(rawValue: text.lowercased()) else {
                throw .invalid(DeckKey.color, "unknown colour \(quoted(text)) (expected one of \(palette))")
            }
            color = known
        }

        var settings = DeckSettings()
        if let value = present(fields[DeckKey.timeLimit]) {
            guard let seconds = value.intValue, (0...DeckSettings.maximumTimeLimit).contains(seconds) else {
                throw .invalid(DeckKey.timeLimit, "must be a whole number from 0 to \(DeckSettings.maximumTimeLimit)")
            }
            settings.timeLimit = seconds
        }
        if let value = present(fields[DeckKey.sessionSize]) {
            guard let size = value.intValue, size >= 1 else { throw .invalid(DeckKey.sessionSize, "must be null or a whole number of at least 1") }
            settings.sessionSize = size
        }
        settings.shuffle = try bool(fields[DeckKey.shuffle], path: DeckKey.shuffle) ?? settings.shuffle
        settings.requeueWrong = try bool(fields[DeckKey.requeueWrong], path: DeckKey.requeueWrong) ?? settings.requeueWrong
        settings.pairs = try DeckMatchFields.pairs(fields[DeckMatchFields.pairs]) ?? settings.pairs
        let matchRecord = try DeckMatchFields.record(from: fields)

        var decoded = streamedCards ?? DecodedCards()
        if streamedCards == nil, let value = present(fields[DeckKey.cards]) {
            guard case .array(let elements) = value else { throw .invalid(DeckKey.cards, "must be an array") }
            for (index, element) in elements.enumerated() where decoded.firstError == nil {
                decoded.add(Result { () throws(DeckFileError) in try card(from: element, index: index) })
            }
        }
        if let error = decoded.firstError { throw error }
        let cards = assignIDs(to: decoded)

        let unknown = fields.filter { !DeckKey.all.contains($0.key) }
        return Deck(id: id ?? makeID(), name: name, color: color, cards: cards, settings: settings, matchRecord: matchRecord,
                    unknownFields: unknown)
    }

    // MARK: Cards

    /// Ids in the file are kept, except a repeat of an earlier card's id. Missing and
    /// repeated ids get fresh ones that collide with no id in the file.
    private mutating func assignIDs(to decoded: DecodedCards) -> [Card] {
        var cards = decoded.cards
        var taken = Set<UUID>(minimumCapacity: cards.count)
        var needing: [Int] = []
        for (index, id) in decoded.givenIDs.enumerated() {
            guard let id else {
                needing.append(index)
                continue
            }
            if taken.insert(id).inserted {
                cards[index].id = id
            } else {
                needing.append(index)
                warnings.append("cards[\(index)]: duplicate id \(id.uuidString); the card was given a new id")
            }
        }
        guard !needing.isEmpty else { return cards }
        filledInValues = true
        for index in needing {
            var id = makeID()
            while !taken.insert(id).inserted { id = makeID() }
            cards[index].id = id
        }
        return cards
    }

    /// The card (with a placeholder id) and the id the file gave it, if any.
    mutating func card(from value: JSONValue, index: Int) throws(DeckFileError) -> (Card, UUID?) {
        guard case .object(let members) = value else { throw .invalid("cards[\(index)]", "must be an object") }
        var fields = CardFields()
        for (key, value) in members { fields.set(key, value) }
        return try card(from: fields, index: index)
    }

    mutating func card(from fields: CardFields, index: Int) throws(DeckFileError) -> (Card, UUID?) {
        let path = { "cards[\(index)]" }
        let id = try optionalID(fields.id, path: { path() + ".id" })
        let prompt = try requiredText(fields.prompt, key: CardKey.prompt, owner: path)
        let answer = try requiredText(fields.answer, key: CardKey.answer, owner: path)

        var wordType: WordType?
        if let value = present(fields.wordType) {
            guard case .string(let text) = value else { throw .invalid(path() + ".wordType", "must be a string") }
            guard let known = WordType(rawValue: text) ?? WordType(userText: text) else {
                let names = WordType.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalid(path() + ".wordType", "unknown word type \(quoted(text)) (expected one of \(names))")
            }
            wordType = known
        }

        var tags: [String] = []
        if let value = present(fields.tags) {
            guard case .array(let elements) = value else { throw .invalid(path() + ".tags", "must be an array of strings") }
            tags.reserveCapacity(elements.count)
            for (tagIndex, element) in elements.enumerated() {
                guard case .string(let tag) = element else { throw .invalid(path() + ".tags[\(tagIndex)]", "must be a string") }
                tags.append(tag)
            }
        }

        let created = try date(fields.createdAt, path: { path() + ".createdAt" })
        let updated = try date(fields.updatedAt, path: { path() + ".updatedAt" })
        if created == nil || updated == nil { filledInValues = true }
        let createdAt = created ?? updated ?? now

        do {
            let card = try Card(id: DeckDocumentDecoder.placeholderID, prompt: prompt, answer: answer, wordType: wordType, tags: tags,
                                createdAt: createdAt, updatedAt: updated ?? createdAt, unknownFields: fields.unknown)
            return (card, id)
        } catch {
            switch error {
            case .empty(let field): throw .invalid("\(path()).\(field.rawValue)", "must not be empty")
            }
        }
    }

    private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    // MARK: Fields

    /// A field that is absent or `null` counts as not given.
    private func present(_ value: JSONValue?) -> JSONValue? {
        guard let value, value != .null else { return nil }
        return value
    }

    private func requiredText(_ value: JSONValue?, key: String, owner: () -> String) throws(DeckFileError) -> String {
        guard let value else { throw .invalid(owner(), "missing \"\(key)\"") }
        guard case .string(let text) = value else { throw .invalid("\(owner()).\(key)", "must be a string") }
        return text
    }

    private func optionalID(_ value: JSONValue?, path: () -> String) throws(DeckFileError) -> UUID? {
        guard let value = present(value) else { return nil }
        guard case .string(let text) = value else { throw .invalid(path(), "must be a UUID string") }
        guard let id = UUIDText.parse(text) else { throw .invalid(path(), "not a valid UUID \(quoted(text))") }
        return id
    }

    private func date(_ value: JSONValue?, path: () -> String) throws(DeckFileError) -> Date? {
        guard let value = present(value) else { return nil }
        guard case .string(let text) = value else { throw .invalid(path(), "must be a string") }
        guard let date = ISO8601Timestamp.date(from: text) else {
            throw .invalid(path(), "not an ISO 8601 date and time \(quoted(text)) (expected e.g. 2026-11-22T03:50:07Z)")
        }
        return date
    }

    private func bool(_ value: JSONValue?, path: String) throws(DeckFileError) -> Bool? {
        guard let value = present(value) else { return nil }
        guard case .bool(let flag) = value else { throw .invalid(path, "must be true or false") }
        return flag
    }

    private func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// User text inside a message: JSON-quoted, and cut short if long.
    private func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return JSONWriter.string(.string(shown)).dropLast().description
    }
}

/// A card object's members, sorted into the known fields and the rest.
struct CardFields {
    var id, prompt, answer, wordType, tags, createdAt, updatedAt: JSONValue?
    var unknown: [String: JSONValue] = [:]

    /// Records a member; a repeated key replaces the earlier value, as in `JSONReader`.
    mutating func set(_ key: String, _ value: JSONValue) {
        typealias CardKey = DeckFormat.CardKey
        switch key {
        case CardKey.id: id = value
        case CardKey.prompt: prompt = value
        case CardKey.answer: answer = value
        case CardKey.wordType: wordType = value
        case CardKey.tags: tags = value
        case CardKey.createdAt: createdAt = value
        case CardKey.updatedAt: updatedAt = value
        default: unknown[key] = value
        }
    }
}

/// A deck's cards decoded one by one — from a parsed array, or by `DeckStreamDecoder`
/// while it parses — each with the id the file gave it; or the first card's problem,
/// reported only if the deck's own fields are fine.
struct DecodedCards {
    private(set) var cards: [Card] = []
    private(set) var givenIDs: [UUID?] = []
    private(set) var firstError: DeckFileError?

    /// Once a card has failed, the rest are not kept.
    mutating func add(_ outcome: Result<(Card, UUID?), DeckFileError>) {
        guard firstError == nil else { return }
        switch outcome {
        case .success(let (card, id)):
            cards.append(card)
            givenIDs.append(id)
        case .failure(let error):
            cards = []
            givenIDs = []
            firstError = error
        }
    }
}
