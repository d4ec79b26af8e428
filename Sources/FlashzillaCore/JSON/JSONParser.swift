import Foundation

/// The recursive-descent parser behind `JSONReader`. It reads a borrowed byte buffer
/// with an index (no copies, no per-byte iterator overhead) and builds `JSONValue`s.
///
/// Members and elements are gathered on two shared stacks and copied out once per
/// container, so each object's dictionary is allocated at its final size.
///
/// Besides whole values it offers a pull interface — `beginDocument`, `openContainer`,
/// `nextKey`, `hasNextElement`, `parseValue`, `endDocument` — so a reader that knows the
/// shape of its document (the deck decoder) can walk it without building the tree.
struct JSONParser {
    private var bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var pos = 0
    private var depth = 0
    /// Where line 1's first column starts (after a byte order mark, if any).
    private var textStart = 0
    /// Where error positions are counted from: `textStart`, unless the reader has moved
    /// on to a later part of its input (see `rebase`); then an error's line and column
    /// count from the start of what the parser has, and the reader adds the rest.
    private var countFrom = 0
    /// How far into the whole input the parser's bytes begin (see `rebase`): error
    /// offsets are given in the whole input.
    private var offsetBase = 0
    private var keyStack: [String] = []
    private var valueStack: [JSONValue] = []
    /// Reused to unescape strings that contain backslashes.
    private var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        beginDocument()
        let value = try parseValue()
        try endDocument()
        return value
    }

    // MARK: Pull interface

    /// Skips a byte order mark and leading whitespace.
    mutating func beginDocument() {
        // RFC 8259 §8.1 lets a parser ignore a UTF-8 byte order mark; editors on Windows add one.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            textStart = 3
            countFrom = 3
        }
        skipWhitespace()
    }

    /// Requires that nothing but whitespace follows the top-level value.
    mutating func endDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        guard pos == bytes.count else { throw failure("expected end of input after the top-level value") }
    }

    /// Where the parser stands, as an offset into the bytes.
    var position: Int { pos }

    /// How many bytes follow the parser's position.
    var bytesLeft: Int { bytes.count - pos }

    /// What to restore to run a piece of the document again (see `DeckStreamDecoder`).
    struct Mark {
        let position: Int
        fileprivate let depth: Int
        fileprivate let keys: Int
        fileprivate let values: Int
    }

    func mark() -> Mark {
        Mark(position: pos, depth: depth, keys: keyStack.count, values: valueStack.count)
    }

    mutating func restore(_ mark: Mark) {
        pos = mark.position
        depth = mark.depth
        keyStack.removeSubrange(mark.keys...)
        valueStack.removeSubrange(mark.values...)
    }

    /// The input moved: it is now `bytes`, which begin `shift` bytes further on than the
    /// old ones (whose first `shift` are gone). The parser stays at the same byte.
    mutating func rebase(_ bytes: UnsafeBufferPointer<UInt8>, shift: Int) {
        precondition(shift <= pos)
        self.bytes = bytes
        pos -= shift
        offsetBase += shift
        countFrom = max(0, countFrom - shift)
    }

    /// Skips whitespace; whether anything follows in the input the parser has.
    mutating func hasMoreBytes() -> Bool {
        skipWhitespace()
        return pos < bytes.count
    }

    /// The first byte of the next value (the parser stands before values with whitespace skipped).
    var nextByte: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    /// Consumes the `{` or `[` at `pos`, counting its depth.
    mutating func openContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= maximumDepth else {
            throw error(.nestingTooDeep, "arrays and objects nested deeper than \(maximumDepth) levels", at: pos)
        }
        pos += 1
    }

    /// After `openContainer` on an object: the next member's key, with the parser then
    /// standing before its value; nil once the closing `}` is consumed. `first` is true
    /// for the call right after the `{`.
    mutating func nextKey(first: Bool) throws(JSONSyntaxError) -> String? {
        guard let key = try nextScannedKey(first: first) else { return nil }
        return string(key)
    }

    /// `nextKey`, with the key left in the buffer (see `ScannedString`).
    mutating func nextScannedKey(first: Bool) throws(JSONSyntaxError) -> ScannedString? {
        guard try nextMember(first: first) else { return nil }
        return try scanKey()
    }

    /// After `openContainer` on an object: true with the parser standing at the next
    /// member's key (its opening quote); false once the closing `}` is consumed.
    @inline(__always)
    mutating func nextMember(first: Bool) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            closeContainer()
            return false
        }
        if !first {
            guard peek(UInt8(ascii: ",")) else {
                throw failure("expected ',' or '}' after object member")
            }
            pos += 1
            skipWhitespace()
        }
        guard peek(UInt8(ascii: "\"")) else { throw failure(first ? "expected a string key or '}'" : "expected a string key after ','") }
        return true
    }

    /// At a key (after `nextMember`): the key, with the parser then standing before its value.
    mutating func scanKey() throws(JSONSyntaxError) -> ScannedString {
        let key = try scanString()
        try skipColon()
        return key
    }

    /// At a key (after `nextMember`): if the key is exactly `name` (no escapes), steps
    /// past it to its value and returns true; else returns false and stays.
    @inline(__always)
    mutating func skipKey(ifEqualTo name: StaticString) throws(JSONSyntaxError) -> Bool {
        let count = name.utf8CodeUnitCount
        guard pos + count + 1 < bytes.count, let base = bytes.baseAddress,
              memcmp(base + pos + 1, name.utf8Start, count) == 0, base[pos + 1 + count] == UInt8(ascii: "\"")
        else { return false }
        pos += count + 2
        try skipColon()
        return true
    }

    /// The byte `offset` bytes after the parser's position, if there is one.
    @inline(__always)
    func byte(at offset: Int) -> UInt8? { pos + offset < bytes.count ? bytes[pos + offset] : nil }

    @inline(__always)
    private mutating func skipColon() throws(JSONSyntaxError) {
        // Nearly always `": "` follows a key: checked in one go before the general path.
        if pos + 1 < bytes.count && bytes[pos] == UInt8(ascii: ":") && bytes[pos + 1] == UInt8(ascii: " ") {
            pos += 2
            if pos < bytes.count && bytes[pos] > 0x20 { return }
        } else {
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after object key") }
            pos += 1
        }
        skipWhitespace()
    }

    /// After `openContainer` on an array: true with the parser standing before the next
    /// element; false once the closing `]` is consumed.
    mutating func hasNextElement(first: Bool) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if first {
            if peek(UInt8(ascii: "]")) {
                closeContainer()
                return false
            }
            return true
        }
        if peek(UInt8(ascii: ",")) {
            pos += 1
            skipWhitespace()
            return true
        }
        guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']' after array element") }
        closeContainer()
        return false
    }

    /// Consumes a closing bracket.
    private mutating func closeContainer() {
        pos += 1
        depth -= 1
    }

    // MARK: Values

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard pos < bytes.count else { throw failure("expected a value") }
        switch bytes[pos] {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try openContainer()
        let base = keyStack.count
        while let key = try nextKey(first: keyStack.count == base) {
            keyStack.append(key)
            valueStack.append(try parseValue())
        }
        let count = keyStack.count - base
        let valueBase = valueStack.count - count
        var members = [String: JSONValue](minimumCapacity: count)
        for k in 0..<count {
            // Duplicate keys: the last one wins, as in most parsers and JavaScript.
            members[keyStack[base + k]] = valueStack[valueBase + k]
        }
        keyStack.removeLast(count)
        valueStack.removeLast(count)
        return .object(members)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try openContainer()
        let base = valueStack.count
        while try hasNextElement(first: valueStack.count == base) {
            valueStack.append(try parseValue())
        }
        let elements = Array(valueStack[base...])
        valueStack.removeLast(elements.count)
        return .array(elements)
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        for k in 0..<word.utf8CodeUnitCount {
            guard peek(word.utf8Start[k]) else { throw failure("expected '\(word)'") }
            pos += 1
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = pos
        do {
            pos = try JSONNumberGrammar.scan(bytes, from: start)
        } catch {
            pos = error.offset
            throw failure(error.expected)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    }

    // MARK: Strings

    /// A string value as found in the buffer, validated but not yet turned into a `String`:
    /// most strings have no escapes, and a reader that knows what it expects (a key, an id,
    /// a date) can look at the bytes without making a String at all.
    enum ScannedString {
        /// `bytes[start..<end]` is the text exactly (no escapes); `isASCII` if every byte is.
        case plain(start: Int, end: Int, isASCII: Bool)
        /// The text had escapes; this is it unescaped.
        case unescaped(String)
    }

    /// Validates the string whose opening quote is at `pos` and steps past it.
    mutating func scanString() throws(JSONSyntaxError) -> ScannedString {
        pos += 1
        let start = pos
        let n = bytes.count
        var isASCII = true
        // Fast path: most strings have no escapes, so they are validated in place and
        // copied (at most) once, into the String.
        while true {
            skipPlainASCII()
            guard pos < n else { break }
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                return .plain(start: start, end: pos - 1, isASCII: isASCII)
            }
            if b == UInt8(ascii: "\\") { return .unescaped(try parseEscapedString(from: start)) }
            if b < 0x20 { throw failure("unescaped control character in string") }
            if b < 0x80 {
                pos += 1
                continue
            }
            isASCII = false
            // Non-ASCII letters come in runs (日本語): validated one after another.
            repeat {
                guard let length = UTF8Validation.sequenceLength(bytes, at: pos) else { throw invalidUTF8(at: pos) }
                pos += length
            } while pos < n && bytes[pos] >= 0x80
        }
        throw failure("expected '\"' to end the string")
    }

    /// The scanned string as a `String`.
    @inline(__always)
    func string(_ scanned: ScannedString) -> String {
        switch scanned {
        case .plain(let start, let end, _): String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        case .unescaped(let text): text
        }
    }

    /// Calls `body` with the scanned string's UTF-8 bytes.
    @inline(__always)
    func withUTF8<R>(_ scanned: ScannedString, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch scanned {
        case .plain(let start, let end, _):
            return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        case .unescaped(var text):
            return text.withUTF8(body)
        }
    }

    /// Parses the string whose opening quote is at `pos`.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        string(try scanString())
    }

    /// Continues a string at its first backslash (at `pos`), unescaping into `scratch`.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
        let n = bytes.count
        while pos < n {
            let b = bytes[pos]
            switch b {
            case UInt8(ascii: "\""):
                pos += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            case 0..<0x20:
                throw failure("unescaped control character in string")
            case 0x20..<0x80:
                scratch.append(b)
                pos += 1
            default:
                guard let length = UTF8Validation.sequenceLength(bytes, at: pos) else { throw invalidUTF8(at: pos) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]))
                pos += length
            }
        }
        throw failure("expected '\"' to end the string")
    }

    /// Unescapes the escape sequence starting with the backslash at `pos` into `scratch`.
    private mutating func parseEscape() throws(JSONSyntaxError) {
        let backslash = pos
        pos += 1
        guard pos < bytes.count else { throw failure("expected an escape character after '\\'") }
        let simple: UInt8
        switch bytes[pos] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            pos += 1
            let unit = try parseHex4()
            UTF8Validation.append(try scalar(startingWith: unit, escapeAt: backslash), to: &scratch)
            return
        default:
            throw failure("expected one of \" \\ / b f n r t u after '\\'")
        }
        scratch.append(simple)
        pos += 1
    }

    /// Combines a UTF-16 code unit from `\uXXXX` with the low surrogate that must follow
    /// a high one. Lone surrogates are errors: a Swift String cannot hold them, and
    /// silently replacing them with U+FFFD would change the text on the next save.
    private mutating func scalar(startingWith unit: UInt32, escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
        switch unit {
        case 0xDC00...0xDFFF:
            throw error(.invalidSyntax, "lone surrogate \(hexEscape(unit)): a low surrogate must follow a high surrogate (\\uD800–\\uDBFF)", at: backslash)
        case 0xD800...0xDBFF:
            let lonely = "lone surrogate \(hexEscape(unit)): a high surrogate must be followed by a low surrogate (\\uDC00–\\uDFFF)"
            guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                throw error(.invalidSyntax, lonely, at: backslash)
            }
            let save = pos
            pos += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                pos = save
                throw error(.invalidSyntax, lonely, at: backslash)
            }
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        default:
            return unit
        }
    }

    private func hexEscape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < bytes.count else { throw failure("expected 4 hex digits after '\\u'") }
            let b = bytes[pos]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw failure("expected 4 hex digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }

    // MARK: Bytes

    /// Skips eight bytes at a time while none is `"`, `\`, a control character or
    /// non-ASCII (SWAR: each test sets a byte's high bit where it matches), then up to
    /// the first such byte in the last eight (the lowest flagged byte is always a true
    /// match: a false one can only come from a borrow out of a lower, true one).
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while pos + 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (w &- ones &* 0x20) | w
            let flagged = special & highs
            if flagged != 0 {
                pos += flagged.trailingZeroBitCount >> 3
                return
            }
            pos += 8
        }
    }

    @inline(__always)
    private func peek(_ byte: UInt8) -> Bool { pos < bytes.count && bytes[pos] == byte }

    @inline(__always)
    private mutating func skipWhitespace() {
        let n = bytes.count
        while pos < n {
            let b = bytes[pos]
            guard b <= 0x20, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            pos += 1
            // Indentation comes in runs of spaces: up to eight at a time.
            if pos + 8 <= n, let base = bytes.baseAddress {
                let notSpaces = UInt64(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
                pos += notSpaces == 0 ? 8 : notSpaces.trailingZeroBitCount >> 3
            }
        }
    }

    // MARK: Errors

    /// A syntax error at `pos`: "<expected>, found <what is there>". A non-ASCII byte
    /// that is not well-formed UTF-8 is reported as such instead.
    private func failure(_ expected: String) -> JSONSyntaxError {
        if pos < bytes.count, bytes[pos] >= 0x80, UTF8Validation.sequenceLength(bytes, at: pos) == nil {
            return invalidUTF8(at: pos)
        }
        return error(.invalidSyntax, "\(expected), found \(foundDescription())", at: pos)
    }

    private func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        error(.invalidUTF8, "not valid UTF-8 at byte \(offsetBase + offset)", at: offset)
    }

    private func foundDescription() -> String {
        guard pos < bytes.count else { return "end of input" }
        let b = bytes[pos]
        switch b {
        case 0x20: return "a space"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(b)))'"
        case 0..<0x80: return "control character \(codePoint(UInt32(b)))"
        default:
            let length = UTF8Validation.sequenceLength(bytes, at: pos) ?? 1
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]), as: UTF8.self)
            return "'\(text)' (\(codePoint(text.unicodeScalars.first!.value)))"
        }
    }

    private func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private func error(_ kind: JSONSyntaxError.Kind, _ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1
        var lineStart = countFrom
        let end = max(countFrom, min(offset, bytes.count))
        for i in countFrom..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        var column = 1
        for i in lineStart..<end where bytes[i] & 0xC0 != 0x80 {
            column += 1
        }
        return JSONSyntaxError(kind: kind, message: message, offset: offsetBase + offset, line: line, column: column)
    }
}
