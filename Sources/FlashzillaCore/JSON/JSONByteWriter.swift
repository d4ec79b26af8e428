/// Appends pretty-printed JSON to a byte buffer: the layout behind `JSONWriter`, open for
/// callers that know their structure (the deck encoder writes 100,000 cards straight to
/// bytes instead of building a dictionary per card first).
///
/// Containers are written as open, then per member `key` (or per element `element`),
/// then the value, then `close`; `first` and `empty` decide commas and line breaks.
struct JSONByteWriter {
    var bytes: [UInt8] = []

    mutating func value(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: raw("null")
        case .bool(let b): raw(b ? "true" : "false")
        case .number(let lexeme): number(lexeme)
        case .string(let s): string(s)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                self.element(indent: indent + 1, first: i == 0)
                self.value(element, indent: indent + 1)
            }
            close(UInt8(ascii: "]"), indent: indent, empty: elements.isEmpty)
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in JSONWriter.sortedMembers(members).enumerated() {
                key(member.key, indent: indent + 1, first: i == 0)
                self.value(member.value, indent: indent + 1)
            }
            close(UInt8(ascii: "}"), indent: indent, empty: members.isEmpty)
        }
    }

    mutating func open(_ bracket: UInt8) { bytes.append(bracket) }

    /// Starts an array element: a comma after the previous one, a new line, the indent.
    mutating func element(indent: Int, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(indent)
    }

    /// Starts an object member, up to and including `": "`.
    mutating func key(_ key: String, indent: Int, first: Bool) {
        element(indent: indent, first: first)
        string(key)
        raw(": ")
    }

    mutating func close(_ bracket: UInt8, indent: Int, empty: Bool) {
        if !empty { newline(indent) }
        bytes.append(bracket)
    }

    mutating func newline(_ indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    mutating func raw(_ s: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// A number lexeme; one that is not valid JSON is written as `null` (see `JSONWriter`).
    mutating func number(_ lexeme: String) {
        guard JSONNumberGrammar.isValid(lexeme) else { return raw("null") }
        var lexeme = lexeme
        lexeme.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A string, escaping only `"`, `\`, U+0000–U+001F, U+2028 and U+2029.
    mutating func string(_ s: String) {
        var s = s
        bytes.append(UInt8(ascii: "\""))
        s.withUTF8 { b in
            var runStart = 0
            var i = 0
            let n = b.count
            // Copies runs of bytes that need no escape in one go.
            while i < n {
                let byte = b[i]
                let isLineSeparator = byte == 0xE2 && i + 2 < n && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9)
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isLineSeparator else {
                    i += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0xE2: b[i + 2] == 0xA8 ? raw("\\u2028") : raw("\\u2029")
                default:
                    raw("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                }
                i += isLineSeparator ? 3 : 1
                runStart = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<n]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Text known to need no escaping (hex digits, timestamps), quoted.
    mutating func plainString(_ write: (inout [UInt8]) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }
}
