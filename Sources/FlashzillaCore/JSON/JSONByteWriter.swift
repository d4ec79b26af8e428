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

    /// A string, quoted and escaped (`JSONStringEscape`).
    mutating func string(_ s: String) {
        var s = s
        bytes.append(UInt8(ascii: "\""))
        s.withUTF8 { JSONStringEscape.append($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Text known to need no escaping (hex digits, timestamps), quoted.
    mutating func plainString(_ write: (inout [UInt8]) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }
}
