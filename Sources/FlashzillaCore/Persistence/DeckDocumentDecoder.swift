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
        var noCards: DecodedCards?
        return try decode(fields: fields, streamedCards: &noCards)
    }

    /// `fields` are the deck's members; the cards are among them, or — when
    /// `DeckStreamDecoder` read them as it went — in `streamedCards` (taken from there, so
    /// that the 100,000-card array is never copied).
    mutating func decode(fields: [String: JSONValue], streamedCards: inout DecodedCards?) throws(DeckFileError) -> DecodedDeck {
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
            let deck = try deck(from: fields, streamedCards: &streamedCards)
            return DecodedDeck(deck: deck, isReadOnly: isNewer, warnings: warnings, filledInValues: filledInValues)
        } catch {
            guard isNewer, case .invalid(let path, let message) = error.problem else { throw error }
            throw .invalid(path, "\(message) (the file is deck format version \(version), newer than this Flashzilla reads)")
        }
    }

    private mutating func deck(from fields: [String: JSONValue], streamedCards: inout DecodedCards?) throws(DeckFileError) -> Deck {
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

        let wasStreamed = streamedCards != nil
        var decoded = streamedCards ?? DecodedCards()
        streamedCards = nil
        if !wasStreamed, let value = present(fields[DeckKey.cards]) {
            guard case .array(let elements) = value else { throw .invalid(DeckKey.cards, "must be an array") }
            for (index, element) in elements.enumerated() where decoded.firstError == nil {
                decoded.add { () throws(DeckFileError) in try card(from: element, index: index) }
            }
        }
        if let error = decoded.firstError { throw error }
        let cards = assignIDs(to: &decoded)

        let unknown = fields.filter { !DeckKey.all.contains($0.key) }
        return Deck(id: id ?? makeID(), name: name, color: color, cards: cards, settings: settings, unknownFields: unknown)
    }

    // MARK: Cards

    /// Ids in the file are kept, except a repeat of an earlier card's id. Missing and
    /// repeated ids get fresh ones that collide with no id in the file.
    private mutating func assignIDs(to decoded: inout DecodedCards) -> [Card] {
        var cards = decoded.takeCards()
        var isMissing = decoded.missingIDs.makeIterator()
        var nextMissing = isMissing.next()
        var taken = Set<UUID>(minimumCapacity: cards.count)
        var needing: [Int] = []
        for index in cards.indices {
            if index == nextMissing {
                needing.append(index)
                nextMissing = isMissing.next()
                continue
            }
            let id = cards[index].id
            if !taken.insert(id).inserted {
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

    /// The card (with a placeholder id if the file gave none, and then `idGiven` false).
    mutating func card(from value: JSONValue, index: Int) throws(DeckFileError) -> (Card, idGiven: Bool) {
        guard case .object(let members) = value else { throw .invalid("cards[\(index)]", "must be an object") }
        var fields = CardFields()
        for (key, value) in members { fields.set(key, value) }
        return try card(from: fields, index: index)
    }

    /// The rules for one card, checked in a fixed order: id, prompt, answer, wordType,
    /// tags, createdAt, updatedAt, then whether prompt and answer are empty.
    mutating func card(from fields: CardFields, index: Int) throws(DeckFileError) -> (Card, idGiven: Bool) {
        let path = { "cards[\(index)]" }
        let id: UUID?
        switch fields.id {
        case .absent, .null: id = nil
        case .value(let given): id = given
        case .invalid(let text): throw .invalid(path() + ".id", "not a valid UUID \(quoted(text))")
        case .wrongType, .invalidElement: throw .invalid(path() + ".id", "must be a UUID string")
        }
        let prompt = try requiredText(fields.prompt, key: CardKey.prompt, owner: path)
        let answer = try requiredText(fields.answer, key: CardKey.answer, owner: path)

        let wordType: WordType?
        switch fields.wordType {
        case .absent, .null: wordType = nil
        case .value(let known): wordType = known
        case .invalid(let text):
            let names = WordType.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(path() + ".wordType", "unknown word type \(quoted(text)) (expected one of \(names))")
        case .wrongType, .invalidElement: throw .invalid(path() + ".wordType", "must be a string")
        }

        let tags: [String]
        switch fields.tags {
        case .absent, .null: tags = []
        case .value(let given): tags = given
        case .invalidElement(let tagIndex): throw .invalid(path() + ".tags[\(tagIndex)]", "must be a string")
        case .wrongType, .invalid: throw .invalid(path() + ".tags", "must be an array of strings")
        }

        let created = try date(fields.createdAt, path: { path() + ".createdAt" })
        let updated = try date(fields.updatedAt, path: { path() + ".updatedAt" })
        if created == nil || updated == nil { filledInValues = true }
        let createdAt = created ?? updated ?? now

        do throws(CardError) {
            let card = Card(id: id ?? DeckDocumentDecoder.placeholderID,
                            validatedPrompt: prompt.isTrimmed ? prompt.text : try Card.validated(prompt.text, field: .prompt),
                            validatedAnswer: answer.isTrimmed ? answer.text : try Card.validated(answer.text, field: .answer),
                            wordType: wordType, tags: tags, createdAt: createdAt, updatedAt: updated ?? createdAt,
                            unknownFields: fields.unknown)
            return (card, id != nil)
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

    private func requiredText(_ value: FieldValue<CardText>, key: String, owner: () -> String) throws(DeckFileError) -> CardText {
        switch value {
        case .absent: throw .invalid(owner(), "missing \"\(key)\"")
        case .value(let text): return text
        case .null, .wrongType, .invalid, .invalidElement: throw .invalid("\(owner()).\(key)", "must be a string")
        }
    }

    private func optionalID(_ value: JSONValue?, path: () -> String) throws(DeckFileError) -> UUID? {
        guard let value = present(value) else { return nil }
        guard case .string(let text) = value else { throw .invalid(path(), "must be a UUID string") }
        guard let id = UUIDText.parse(text) else { throw .invalid(path(), "not a valid UUID \(quoted(text))") }
        return id
    }

    private func date(_ value: FieldValue<Date>, path: () -> String) throws(DeckFileError) -> Date? {
        switch value {
        case .absent, .null: return nil
        case .value(let date): return date
        case .invalid(let text): throw .invalid(path(), "not an ISO 8601 date and time \(quoted(text)) (expected e.g. 2026-11-22T03:50:07Z)")
        case .wrongType, .invalidElement: throw .invalid(path(), "must be a string")
        }
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

/// What a card object said about one known field (the last time, if the key repeats).
/// Values are checked as they are read, so no card keeps a tree of `JSONValue`s; which
/// problem to report is decided afterwards, in `DeckDocumentDecoder.card(from:index:)`.
enum FieldValue<Value> {
    case absent
    case null
    /// Not the JSON type the field takes.
    case wrongType
    /// A string, but not a valid value: its text, for the message.
    case invalid(String)
    /// An array with an element of the wrong type (tags): the element's index.
    case invalidElement(Int)
    case value(Value)

    /// A value that is not a string, for a field that takes one.
    init(notString value: JSONValue) {
        self = value == .null ? .null : .wrongType
    }
}

/// A card's prompt or answer as read; `isTrimmed` when its ends show it needs no
/// trimming and is not empty (so `Card.validated` can be skipped).
struct CardText {
    let text: String
    let isTrimmed: Bool

    init(_ text: String, utf8: UnsafeBufferPointer<UInt8>) {
        self.text = text
        isTrimmed = !utf8.isEmpty && Self.isNeverTrimmed(firstScalarOf: utf8) && Self.isNeverTrimmed(lastScalarOf: utf8)
    }

    /// False for every scalar that `Card.validated` may trim (and some more, to be safe):
    /// White_Space, the Z* categories and U+200B lie in 0x09–0x20, 0x85, 0xA0, 0x1680,
    /// 0x180E, 0x2000–0x206F and 0x3000; U+FEFF is left to the slow path too.
    static func isNeverTrimmed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x21...0x7E: true
        case 0..<0xA1: false
        case 0x1680, 0x180E, 0x2000...0x206F, 0x3000, 0xFEFF: false
        default: true
        }
    }

    private static func isNeverTrimmed(firstScalarOf b: UnsafeBufferPointer<UInt8>) -> Bool {
        let lead = b[0]
        if lead < 0x80 { return isNeverTrimmed(UInt32(lead)) }
        // Valid UTF-8 (the parser checked): the lead byte says how many follow.
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard b.count >= count else { return false }
        var scalar = UInt32(lead) & (0x7F >> count)
        for k in 1..<count { scalar = scalar << 6 | UInt32(b[k] & 0x3F) }
        return isNeverTrimmed(scalar)
    }

    private static func isNeverTrimmed(lastScalarOf b: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = b.count - 1
        if b[start] < 0x80 { return isNeverTrimmed(UInt32(b[start])) }
        while start > 0 && b[start] & 0xC0 == 0x80 { start -= 1 }
        return isNeverTrimmed(firstScalarOf: UnsafeBufferPointer(rebasing: b[start...]))
    }
}

/// A card object's members, sorted into the known fields and the rest.
struct CardFields {
    var id: FieldValue<UUID> = .absent
    var prompt: FieldValue<CardText> = .absent
    var answer: FieldValue<CardText> = .absent
    var wordType: FieldValue<WordType> = .absent
    var tags: FieldValue<[String]> = .absent
    var createdAt: FieldValue<Date> = .absent
    var updatedAt: FieldValue<Date> = .absent
    var unknown: [String: JSONValue] = [:]

    /// The known card keys. Matching them by their bytes (`key(utf8:)`) gives what
    /// comparing Swift strings gives, as `JSONReader` does, because every known key is
    /// ASCII without `K`, `;` or `` ` `` — the only ASCII characters that a non-ASCII one
    /// (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA) is canonically equivalent to.
    enum Key: CaseIterable {
        case id, prompt, answer, wordType, tags, createdAt, updatedAt

        var name: String {
            switch self {
            case .id: DeckFormat.CardKey.id
            case .prompt: DeckFormat.CardKey.prompt
            case .answer: DeckFormat.CardKey.answer
            case .wordType: DeckFormat.CardKey.wordType
            case .tags: DeckFormat.CardKey.tags
            case .createdAt: DeckFormat.CardKey.createdAt
            case .updatedAt: DeckFormat.CardKey.updatedAt
            }
        }

        /// The known key whose UTF-8 bytes these are, if any.
        @inline(__always)
        static func key(utf8 b: UnsafeBufferPointer<UInt8>) -> Key? {
            @inline(__always) func eq(_ s: StaticString) -> Bool { memcmp(b.baseAddress!, s.utf8Start, b.count) == 0 }
            switch b.count {
            case 2: return eq("id") ? .id : nil
            case 4: return eq("tags") ? .tags : nil
            case 6: return eq("prompt") ? .prompt : eq("answer") ? .answer : nil
            case 8: return eq("wordType") ? .wordType : nil
            case 9: return eq("createdAt") ? .createdAt : eq("updatedAt") ? .updatedAt : nil
            default: return nil
            }
        }

        init?(_ key: String) {
            var key = key
            guard let known = key.withUTF8({ Key.key(utf8: $0) }) else { return nil }
            self = known
        }
    }

    /// Records a member of a parsed tree; a repeated key replaces the earlier value, as in `JSONReader`.
    mutating func set(_ key: String, _ value: JSONValue) {
        guard let known = Key(key) else {
            unknown[key] = value
            return
        }
        if known == .tags {
            tags = Self.tags(value)
            return
        }
        guard case .string(var text) = value else {
            setNotString(known, value)
            return
        }
        text.withUTF8 { setString(known, utf8: $0) }
    }

    /// A known key whose value is a string, given as its UTF-8 bytes (escapes resolved).
    @inline(__always)
    mutating func setString(_ key: Key, utf8 b: UnsafeBufferPointer<UInt8>) {
        switch key {
        case .id: id = UUIDText.parse(utf8: b).map { .value($0) } ?? .invalid(String(decoding: b, as: UTF8.self))
        case .prompt: prompt = .value(CardText(String(decoding: b, as: UTF8.self), utf8: b))
        case .answer: answer = .value(CardText(String(decoding: b, as: UTF8.self), utf8: b))
        case .wordType: wordType = Self.wordType(utf8: b)
        case .tags: tags = .wrongType
        case .createdAt: createdAt = ISO8601Timestamp.date(utf8: b).map { .value($0) } ?? .invalid(String(decoding: b, as: UTF8.self))
        case .updatedAt: updatedAt = ISO8601Timestamp.date(utf8: b).map { .value($0) } ?? .invalid(String(decoding: b, as: UTF8.self))
        }
    }

    /// A known key whose value is not a string (nor, for tags, an array).
    mutating func setNotString(_ key: Key, _ value: JSONValue) {
        switch key {
        case .id: id = FieldValue(notString: value)
        case .prompt: prompt = FieldValue(notString: value)
        case .answer: answer = FieldValue(notString: value)
        case .wordType: wordType = FieldValue(notString: value)
        case .tags: tags = Self.tags(value)
        case .createdAt: createdAt = FieldValue(notString: value)
        case .updatedAt: updatedAt = FieldValue(notString: value)
        }
    }

    static func tags(_ value: JSONValue) -> FieldValue<[String]> {
        guard case .array(let elements) = value else { return FieldValue(notString: value) }
        var tags: [String] = []
        tags.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let tag) = element else { return .invalidElement(index) }
            tags.append(tag)
        }
        return .value(tags)
    }

    private static func wordType(utf8 b: UnsafeBufferPointer<UInt8>) -> FieldValue<WordType> {
        // Nearly always the exact name, as written; else any case, or an abbreviation.
        for type in WordType.allCases {
            var name = type.rawValue
            if name.withUTF8({ $0.elementsEqual(b) }) { return .value(type) }
        }
        let text = String(decoding: b, as: UTF8.self)
        return WordType(userText: text).map { .value($0) } ?? .invalid(text)
    }
}

/// A deck's cards decoded one by one — from a parsed array, or by `DeckStreamDecoder`
/// while it parses — with the ids the file gave them; or the first card's problem,
/// reported only if the deck's own fields are fine.
struct DecodedCards {
    private(set) var cards: [Card] = []
    /// Indexes (ascending) of the cards the file gave no id; they hold a placeholder.
    private(set) var missingIDs: [Int] = []
    private(set) var firstError: DeckFileError?

    /// The next card, or its problem. Once a card has failed, the rest are not kept.
    mutating func add(_ decode: () throws(DeckFileError) -> (Card, idGiven: Bool)) {
        guard firstError == nil else { return }
        do {
            let (card, idGiven) = try decode()
            if !idGiven { missingIDs.append(cards.count) }
            cards.append(card)
        } catch {
            cards = []
            missingIDs = []
            firstError = error
        }
    }

    /// The cards, leaving none behind (so the caller holds the only reference and can
    /// change them without copying the array).
    mutating func takeCards() -> [Card] {
        var taken: [Card] = []
        swap(&taken, &cards)
        return taken
    }
}
