import Foundation

/// A card object's members while it is read: the fields every card has checked as they
/// are read (so no card keeps a tree of `JSONValue`s), and the rest kept as values —
/// unknown fields, and the table's other fields (`CardFieldTable.generic`). A repeated
/// key replaces the earlier value, as in `JSONReader`; which problem to report, if any,
/// is decided once the object is complete (`DeckDocumentDecoder.card(from:index:)`), by
/// the table, from the bad value kept here.
///
/// The hand-tuned part of the reader: what it takes as valid must be what the table's
/// kinds take (CodecFieldTableTests).
struct PendingCard {
    /// What the object said about one known field, the last time.
    enum State: UInt8 {
        case absent = 0, null = 1
        /// Not a valid value (kept in `badValues` for the message).
        case bad = 2
        case valid = 4
    }

    /// The fields read in place. Matching them by their bytes (`key(utf8:)`) gives what
    /// comparing Swift strings gives, as `JSONReader` does, because every one is ASCII
    /// without `K`, `;` or `` ` `` — the only ASCII characters that a non-ASCII one
    /// (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA) is canonically equivalent to.
    enum Key: Int, CaseIterable {
        case id, prompt, answer, wordType, tags, createdAt, updatedAt

        var name: String {
            switch self {
            case .id: "id"
            case .prompt: "prompt"
            case .answer: "answer"
            case .wordType: "wordType"
            case .tags: "tags"
            case .createdAt: "createdAt"
            case .updatedAt: "updatedAt"
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
        // Only `bad` (2) has bit 1 set.
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
    /// Every other member: unknown fields, and the table's generic fields.
    var unknown: [String: JSONValue] = [:]
    /// The value of each field in state `.bad`, for the table to say what is wrong with it.
    var badValues: [Key: JSONValue] = [:]

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
        if !badValues.isEmpty { badValues = [:] }
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
            for element in elements {
                guard case .string(let tag) = element else {
                    setBadTags(value)
                    return
                }
                tags.append(tag)
            }
            setTags(tags)
        default: setNotString(known, value)
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
            valid = false
        case .createdAt:
            createdAt = date(utf8: b)
            valid = createdAt != nil
        case .updatedAt:
            updatedAt = date(utf8: b)
            valid = updatedAt != nil
        }
        self[key] = valid ? .valid : .bad
        if !valid { badValues[key] = .string(String(decoding: b, as: UTF8.self)) }
    }

    /// A known key whose value is `null`, or of another type than a string (or, for tags, an array).
    mutating func setNotString(_ key: Key, _ value: JSONValue) {
        clear(key)
        guard value != .null else {
            self[key] = .null
            return
        }
        self[key] = .bad
        badValues[key] = value
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

    /// A tags array with an element that is not a string (`value` holds the elements up
    /// to the first such one, at least).
    mutating func setBadTags(_ value: JSONValue) {
        tags = []
        self[.tags] = .bad
        badValues[.tags] = value
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
