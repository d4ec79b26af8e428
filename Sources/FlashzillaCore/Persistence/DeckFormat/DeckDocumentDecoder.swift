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
    /// The file's name (not its path): a deck without an id gets one derived from it.
    private let fileName: String
    private var warnings: [String] = []
    private var filledInValues = false

    /// The deck id derived from `fileName`: cards without an id derive theirs from it as
    /// they are read, while their text is at hand (a deck that turns out to have an id of
    /// its own, usually written after its cards, has them derived again at the end).
    private let fileDeckID: UUID
    private var idScratch: [UInt8] = []

    init(fileName: String, now: Date) {
        self.now = ISO8601Timestamp.truncated(now)
        self.fileName = fileName
        self.fileDeckID = DerivedID.deck(fileName: fileName)
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
        let givenID = try optionalID(fields[DeckKey.id], path: { DeckKey.id })
        if givenID == nil { filledInValues = true }
        let id = givenID ?? fileDeckID

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
        try DeckReviewFields.read(fields, into: &settings)
        let matchRecord = try DeckMatchFields.record(from: fields)

        let wasStreamed = streamedCards != nil
        var decoded = streamedCards ?? DecodedCards()
        streamedCards = nil
        if !wasStreamed, let value = present(fields[DeckKey.cards]) {
            guard case .array(let elements) = value else { throw .invalid(DeckKey.cards, "must be an array") }
            for (index, element) in elements.enumerated() where !decoded.hasFailed {
                do {
                    try decoded.add(card(from: element, index: index))
                } catch {
                    decoded.fail(error)
                }
            }
        }
        if let error = decoded.firstError { throw error }
        let cards = assignIDs(to: &decoded, deckID: id)

        let unknown = fields.filter { !DeckKey.all.contains($0.key) }
        return Deck(id: id, name: name, color: color, cards: cards, settings: settings, matchRecord: matchRecord,
                    unknownFields: unknown)
    }

    // MARK: Cards

    /// Ids in the file are kept, except a repeat of an earlier card's id. Missing and
    /// repeated ids are derived from the card's text (`DerivedID`): the first card with a
    /// text gets occurrence 0, an identical one the next occurrence whose id is free.
    private mutating func assignIDs(to decoded: inout DecodedCards, deckID: UUID) -> [Card] {
        var cards = decoded.takeCards()
        var scratch: [UInt8] = []
        func derive(_ card: Card, _ occurrence: UInt32) -> UUID {
            card.withTextUTF8 { DerivedID.card(deck: deckID, prompt: $0, answer: $1, occurrence: occurrence, scratch: &scratch) }
        }
        var isMissing = decoded.missingIDs.makeIterator()
        var nextMissing = isMissing.next()
        var taken = CardIDIndex(minimumCapacity: cards.count)
        // Cards without an id hold the id derived as they were read (occurrence 0).
        var needing: [Int] = []
        for index in cards.indices {
            if index == nextMissing {
                needing.append(index)
                nextMissing = isMissing.next()
                continue
            }
            if !taken.insert(index, of: cards) {
                warnings.append("cards[\(index)]: duplicate id \(cards[index].id.uuidString); the card was given a new id")
                cards[index].id = derive(cards[index], 0)
                needing.append(index)
            }
        }
        guard !needing.isEmpty else { return cards }
        filledInValues = true
        if deckID != fileDeckID {
            for index in decoded.missingIDs { cards[index].id = derive(cards[index], 0) }
        }
        // For texts met again: the occurrence to try next, keyed by the text's first id,
        // so that many identical cards cost one probe each, not one per earlier copy.
        var nextOccurrence: [UUID: UInt32] = [:]
        for index in needing {
            if taken.insert(index, of: cards) { continue }
            let first = cards[index].id
            var occurrence = nextOccurrence[first] ?? 1
            repeat {
                cards[index].id = derive(cards[index], occurrence)
                occurrence += 1
            } while !taken.insert(index, of: cards)
            nextOccurrence[first] = occurrence
        }
        return cards
    }

    /// The card, with its derived id (occurrence 0, see `assignIDs`) if the file gave none.
    mutating func card(from value: JSONValue, index: Int) throws(DeckFileError) -> DecodedCard {
        guard case .object(let members) = value else { throw .invalid("cards[\(index)]", "must be an object") }
        var fields = CardFields()
        for (key, value) in members { fields.set(key, value) }
        return try card(from: &fields, index: index)
    }

    /// The rules for one card, checked in a fixed order: id, prompt, answer, wordType,
    /// tags, createdAt, updatedAt, then whether prompt and answer are empty. Tags and
    /// unknown fields are moved out of `fields`; the text is copied from its reused buffers.
    mutating func card(from fields: inout CardFields, index: Int) throws(DeckFileError) -> DecodedCard {
        guard fields.allValid else { throw problem(in: fields, index: index) }
        let createdAt = fields.createdAt ?? fields.updatedAt ?? now
        if fields.createdAt == nil || fields.updatedAt == nil { filledInValues = true }
        var tags: [String] = [], unknown: [String: JSONValue] = [:]
        swap(&tags, &fields.tags)
        swap(&unknown, &fields.unknown)
        let id = fields.id ?? DeckDocumentDecoder.placeholderID, updatedAt = fields.updatedAt ?? createdAt
        var card: Card
        if fields.promptIsTrimmed && fields.answerIsTrimmed {
            // The usual case: the text is made once, straight from the bytes read.
            card = fields.prompt.withUTF8 { prompt in
                fields.answer.withUTF8 { answer in
                    Card(id: id, validatedPromptUTF8: prompt, answerUTF8: answer, wordType: fields.wordType, tags: tags,
                         createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknown)
                }
            }
        } else {
            var prompt = fields.prompt.string
            var answer = fields.answer.string
            do throws(CardError) {
                if !fields.promptIsTrimmed { prompt = try Card.validated(prompt, field: .prompt) }
                if !fields.answerIsTrimmed { answer = try Card.validated(answer, field: .answer) }
            } catch {
                switch error {
                case .empty(let field): throw .invalid("cards[\(index)].\(field.rawValue)", "must not be empty")
                }
            }
            card = Card(id: id, validatedPrompt: prompt, validatedAnswer: answer, wordType: fields.wordType, tags: tags,
                        createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknown)
        }
        if fields.id == nil {
            card.id = card.withTextUTF8 { DerivedID.card(deck: fileDeckID, prompt: $0, answer: $1, occurrence: 0, scratch: &idScratch) }
        }
        return DecodedCard(card: card, idGiven: fields.id != nil)
    }

    /// The first problem with a card whose fields are not all valid, in the order above.
    private func problem(in fields: CardFields, index: Int) -> DeckFileError {
        let path = "cards[\(index)]"
        typealias Key = CardFields.Key
        func text(_ key: Key) -> String { quoted(fields.invalidTexts[key] ?? "") }
        for key in [Key.id, .prompt, .answer, .wordType, .tags, .createdAt, .updatedAt] {
            let place = "\(path).\(key.name)"
            switch (fields[key], key) {
            case (.absent, .prompt), (.absent, .answer): return .invalid(path, "missing \"\(key.name)\"")
            case (.absent, _), (.null, .id), (.null, .wordType), (.null, .tags), (.null, .createdAt), (.null, .updatedAt), (.valid, _):
                continue
            case (.null, _), (.wrongType, .prompt), (.wrongType, .answer), (.wrongType, .wordType), (.wrongType, .createdAt), (.wrongType, .updatedAt):
                return .invalid(place, "must be a string")
            case (.wrongType, .id): return .invalid(place, "must be a UUID string")
            case (.wrongType, .tags): return .invalid(place, "must be an array of strings")
            case (.invalid, .id): return .invalid(place, "not a valid UUID \(text(key))")
            case (.invalid, .wordType):
                let names = WordType.allCases.map(\.rawValue).joined(separator: ", ")
                return .invalid(place, "unknown word type \(text(key)) (expected one of \(names))")
            case (.invalid, .createdAt), (.invalid, .updatedAt):
                return .invalid(place, "not an ISO 8601 date and time \(text(key)) (expected e.g. 2026-11-22T03:50:07Z)")
            case (.invalid, _): return .invalid("\(place)[\(fields.firstNonStringTag)]", "must be a string")
            }
        }
        preconditionFailure("a card with an invalid field reported no problem")
    }

    private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    // MARK: Fields

    /// A field that is absent or `null` counts as not given.
    private func present(_ value: JSONValue?) -> JSONValue? {
        guard let value, value != .null else { return nil }
        return value
    }

    private func optionalID(_ value: JSONValue?, path: () -> String) throws(DeckFileError) -> UUID? {
        guard let value = present(value) else { return nil }
        guard case .string(let text) = value else { throw .invalid(path(), "must be a UUID string") }
        guard let id = UUIDText.parse(text) else { throw .invalid(path(), "not a valid UUID \(quoted(text))") }
        return id
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

/// A card object's members: the known fields checked as they are read (so no card
/// keeps a tree of `JSONValue`s), and the rest kept as values. A repeated key replaces
/// the earlier value, as in `JSONReader`; which problem to report, if any, is decided
/// once the object is complete (`DeckDocumentDecoder.card(from:index:)`).
struct CardFields {
    /// What the object said about one known field, the last time.
    enum State: UInt8 {
        case absent, null
        /// Not the JSON type the field takes.
        case wrongType
        /// A string that is not a valid value (its text is in `invalidTexts`), or for
        /// tags an element that is not a string (`firstNonStringTag`).
        case invalid
        case valid
    }

    /// The known card keys. Matching them by their bytes (`key(utf8:)`) gives what
    /// comparing Swift strings gives, as `JSONReader` does, because every known key is
    /// ASCII without `K`, `;` or `` ` `` — the only ASCII characters that a non-ASCII one
    /// (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA) is canonically equivalent to.
    enum Key: Int, CaseIterable {
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

        /// At a key: if it is a known one written plainly, steps past it to its value.
        /// (One comparison, chosen by the key's first letter.)
        @inline(__always)
        static func skip(_ parser: inout JSONParser) throws(JSONSyntaxError) -> Key? {
            switch parser.byte(at: 1) {
            case UInt8(ascii: "a"): return try parser.skipKey(ifEqualTo: "answer") ? .answer : nil
            case UInt8(ascii: "c"): return try parser.skipKey(ifEqualTo: "createdAt") ? .createdAt : nil
            case UInt8(ascii: "i"): return try parser.skipKey(ifEqualTo: "id") ? .id : nil
            case UInt8(ascii: "p"): return try parser.skipKey(ifEqualTo: "prompt") ? .prompt : nil
            case UInt8(ascii: "t"): return try parser.skipKey(ifEqualTo: "tags") ? .tags : nil
            case UInt8(ascii: "u"): return try parser.skipKey(ifEqualTo: "updatedAt") ? .updatedAt : nil
            case UInt8(ascii: "w"): return try parser.skipKey(ifEqualTo: "wordType") ? .wordType : nil
            default: return nil
            }
        }

        init?(_ key: String) {
            var key = key
            guard let known = key.withUTF8({ Key.key(utf8: $0) }) else { return nil }
            self = known
        }
    }

    /// One `State` per `Key`, in the byte its raw value numbers.
    private var states: UInt64 = 0
    /// True when prompt and answer are valid and every other known field is absent,
    /// null or valid (the common case, decided with one mask).
    var allValid: Bool {
        // A byte of 2 (wrongType) or 3 (invalid) has bit 1 set; absent 0, null 1, valid 4 do not.
        let valid = UInt64(State.valid.rawValue)
        let textValid = valid << (Key.prompt.rawValue * 8) | valid << (Key.answer.rawValue * 8)
        let textMask: UInt64 = 0xFF << (Key.prompt.rawValue * 8) | 0xFF << (Key.answer.rawValue * 8)
        return states & 0x02_0202_0202_0202 == 0 && states & textMask == textValid
    }

    subscript(key: Key) -> State {
        get { State(rawValue: UInt8(truncatingIfNeeded: states >> (key.rawValue * 8)))! }
        set {
            let shift = UInt64(key.rawValue * 8)
            states = states & ~(0xFF << shift) | UInt64(newValue.rawValue) << shift
        }
    }

    /// False while reading cards that are only checked, not kept (a summary counts them):
    /// then text that is valid as it stands is not made into a String.
    var keepsText = true

    // The valid values (when the state is `.valid`).
    var id: UUID?
    var prompt = TextScratch()
    var promptIsTrimmed = false
    var answer = TextScratch()
    var answerIsTrimmed = false
    var wordType: WordType?
    var tags: [String] = []
    var createdAt: Date?
    var updatedAt: Date?
    var unknown: [String: JSONValue] = [:]
    /// The text of each field in state `.invalid`, for the message.
    var invalidTexts: [Key: String] = [:]
    var firstNonStringTag = 0

    /// Back to a new card's empty fields (keeping no text from the last one).
    mutating func reset() {
        states = 0
        id = nil
        wordType = nil
        createdAt = nil
        updatedAt = nil
        prompt.clear()
        answer.clear()
        if !tags.isEmpty { tags = [] }
        if !unknown.isEmpty { unknown = [:] }
        if !invalidTexts.isEmpty { invalidTexts = [:] }
    }

    /// Records a member of a parsed tree.
    mutating func set(_ key: String, _ value: JSONValue) {
        guard let known = Key(key) else {
            unknown[key] = value
            return
        }
        switch value {
        case .string(var text): text.withUTF8 { setString(known, utf8: $0) }
        case .array(let elements) where known == .tags:
            var tags: [String] = []
            tags.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                guard case .string(let tag) = element else {
                    setInvalidTags(firstNonString: index)
                    return
                }
                tags.append(tag)
            }
            setTags(tags)
        default: setNotString(known, isNull: value == .null)
        }
    }

    /// A known key whose value is a string, given as its UTF-8 bytes (escapes resolved).
    @inline(__always)
    mutating func setString(_ key: Key, utf8 b: UnsafeBufferPointer<UInt8>) {
        var valid = true
        switch key {
        case .id:
            id = UUIDText.parse(utf8: b)
            valid = id != nil
        case .prompt:
            promptIsTrimmed = CardText.isTrimmed(utf8: b)
            if keepsText || !promptIsTrimmed { prompt.set(b) } else { prompt.clear() }
        case .answer:
            answerIsTrimmed = CardText.isTrimmed(utf8: b)
            if keepsText || !answerIsTrimmed { answer.set(b) } else { answer.clear() }
        case .wordType:
            wordType = Self.wordType(utf8: b)
            valid = wordType != nil
        case .tags:
            self[.tags] = .wrongType
            return
        case .createdAt:
            createdAt = date(utf8: b)
            valid = createdAt != nil
        case .updatedAt:
            updatedAt = date(utf8: b)
            valid = updatedAt != nil
        }
        self[key] = valid ? .valid : .invalid
        if !valid { invalidTexts[key] = String(decoding: b, as: UTF8.self) }
    }

    /// A known key whose value is `null`, or of another type than a string (or, for tags, an array).
    mutating func setNotString(_ key: Key, isNull: Bool) {
        self[key] = isNull ? .null : .wrongType
        clear(key)
    }

    mutating func setTags(_ tags: [String]) {
        // Cards next to each other often have the same tags: they share one array.
        if tags == lastTags {
            self.tags = lastTags
        } else {
            self.tags = tags
            lastTags = tags
        }
        self[.tags] = .valid
    }

    /// The last card's tags (kept across `reset()`).
    private var lastTags: [String] = []

    mutating func setInvalidTags(firstNonString index: Int) {
        tags = []
        firstNonStringTag = index
        self[.tags] = .invalid
    }

    /// Forgets an earlier valid value, so that what is left matches the state.
    private mutating func clear(_ key: Key) {
        switch key {
        case .id: id = nil
        case .prompt: prompt.clear()
        case .answer: answer.clear()
        case .wordType: wordType = nil
        case .tags: tags = []
        case .createdAt: createdAt = nil
        case .updatedAt: updatedAt = nil
        }
    }

    /// The last timestamp read in the canonical 20-byte form, and its date: cards made
    /// together share their dates, so most need no parsing. Kept across `reset()`.
    private var lastTimestamp: (UInt64, UInt64, UInt32) = (0, 0, 0)
    private var lastTimestampDate: Date?

    @inline(__always)
    private mutating func date(utf8 b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count == 20, let base = b.baseAddress else { return ISO8601Timestamp.date(utf8: b) }
        let raw = UnsafeRawPointer(base)
        let key = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                   raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
        if let last = lastTimestampDate, key == lastTimestamp { return last }
        let date = ISO8601Timestamp.date(utf8: b)
        if let date {
            lastTimestamp = key
            lastTimestampDate = date
        }
        return date
    }

    private static func wordType(utf8 b: UnsafeBufferPointer<UInt8>) -> WordType? {
        // Nearly always the exact name, as written; else any case, or an abbreviation.
        for type in WordType.allCases {
            var name = type.rawValue
            if name.withUTF8({ $0.elementsEqual(b) }) { return type }
        }
        let text = String(decoding: b, as: UTF8.self)
        return WordType(rawValue: text) ?? WordType(userText: text)
    }
}

/// A card as read; when the file gave no id, it holds its derived one (occurrence 0).
struct DecodedCard {
    var card: Card
    var idGiven: Bool
}

/// Whether a prompt or answer as read needs `Card.validated`.
enum CardText {
    /// True when the text's ends show that it needs no trimming and is not empty.
    @inline(__always)
    static func isTrimmed(utf8 b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = b.last else { return false }
        // Printable ASCII at both ends: the usual case, decided here.
        if (0x21...0x7E).contains(b[0]) && (0x21...0x7E).contains(last) { return true }
        return isNeverTrimmed(firstScalarOf: b) && isNeverTrimmed(lastScalarOf: b)
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

/// A deck's cards decoded one by one — from a parsed array, or by `DeckStreamDecoder`
/// while it parses — with the ids the file gave them; or the first card's problem,
/// reported only if the deck's own fields are fine.
struct DecodedCards {
    private(set) var cards: [Card] = []
    /// How many cards are kept (the rest are checked and counted): all, except for a summary.
    var keepLimit = Int.max
    /// How many cards were read, kept or not.
    private(set) var count = 0
    /// Indexes (ascending) of the cards the file gave no id; they hold their derived one (occurrence 0).
    private(set) var missingIDs: [Int] = []
    private(set) var firstError: DeckFileError?

    /// Whether a card failed (then `firstError` says why, and no more cards are kept).
    var hasFailed: Bool { firstError != nil }

    /// Room for about `count` cards: growing a large array copies it and leaves the old
    /// copies behind in the heap; room never used is never touched, so costs no memory.
    mutating func reserve(_ count: Int) {
        cards.reserveCapacity(min(count, keepLimit))
    }

    /// Whether the next card will be kept.
    var keepsNext: Bool { count < keepLimit }

    mutating func add(_ decoded: consuming DecodedCard) {
        count += 1
        guard cards.count < keepLimit else { return }
        if !decoded.idGiven { missingIDs.append(cards.count) }
        cards.append(decoded.card)
    }

    mutating func fail(_ error: DeckFileError) {
        guard firstError == nil else { return }
        cards = []
        missingIDs = []
        firstError = error
    }

    /// The cards, leaving none behind (so the caller holds the only reference and can
    /// change them without copying the array).
    mutating func takeCards() -> [Card] {
        var taken: [Card] = []
        swap(&taken, &cards)
        return taken
    }
}
