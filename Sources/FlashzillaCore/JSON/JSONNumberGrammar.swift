/// The RFC 8259 number grammar, shared by the reader (to scan a lexeme) and the writer
/// (to refuse to emit a `JSONValue.number` that is not one).
///
///     number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
enum JSONNumberGrammar {
    struct Failure: Error {
        /// Index of the byte that broke the grammar (may equal the buffer's count: end of input).
        let offset: Int
        let expected: String
    }

    /// Returns the index just past the number that starts at `start`.
    /// What follows the number is not looked at: the caller decides whether it may.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) -> Int {
        var i = start
        let n = b.count
        @inline(__always) func isDigit(_ i: Int) -> Bool { i < n && b[i] &- UInt8(ascii: "0") < 10 }

        if i < n && b[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw Failure(offset: i, expected: "expected a digit after '-'") }
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if isDigit(i) { throw Failure(offset: i, expected: "leading zeros are not allowed in numbers") }
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < n && b[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { throw Failure(offset: i, expected: "expected a digit after '.'") }
            while isDigit(i) { i += 1 }
        }
        if i < n && (b[i] | 0x20) == UInt8(ascii: "e") {
            i += 1
            if i < n && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
            guard isDigit(i) else { throw Failure(offset: i, expected: "expected a digit in the exponent") }
            while isDigit(i) { i += 1 }
        }
        return i
    }

    /// Whether `text` is exactly one valid JSON number.
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            guard let end = try? scan(buffer, from: 0) else { return false }
            return end == buffer.count
        }
    }
}
