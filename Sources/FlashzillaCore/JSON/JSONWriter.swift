import Foundation

/// Deterministic pretty-printed JSON, so deck files diff cleanly in git.
///
/// - Two-space indentation, `"key": value`, one member or element per line;
///   empty containers are written `{}` and `[]`; the output ends with a newline.
/// - Object keys sorted by their UTF-8 bytes (the same as by Unicode code points),
///   which, unlike `String <`, does not depend on normalisation.
/// - Strings escape only what must be escaped — `"`, `\` and U+0000–U+001F (as `\b \f
///   \n \r \t` or `\u00XX`) — plus U+2028 and U+2029, which some tools treat as line
///   breaks. Everything else, including non-ASCII text and `/`, is written as is.
/// - Numbers are written from their lexeme. A `.number` whose text is not a valid JSON
///   number (only possible if built by hand) is written as `null`, so the output is
///   always valid JSON.
public enum JSONWriter {
    public static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = Writer()
        writer.write(value, indent: 0)
        writer.out.append(UInt8(ascii: "\n"))
        return writer.out
    }

    public static func data(_ value: JSONValue) -> Data { Data(bytes(value)) }

    public static func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    /// Sorts keys by UTF-8 bytes.
    static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}

private struct Writer {
    var out: [UInt8] = []

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .number(let lexeme): JSONNumberGrammar.isValid(lexeme) ? appendUTF8(lexeme) : append("null")
        case .string(let s): writeString(s)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                write(element, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            out.append(UInt8(ascii: "{"))
            for (i, member) in JSONWriter.sortedMembers(members).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                writeString(member.key)
                append(": ")
                write(member.value, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    mutating func newline(_ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    mutating func append(_ s: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    mutating func appendUTF8(_ s: String) {
        var s = s
        s.withUTF8 { out.append(contentsOf: $0) }
    }

    mutating func writeString(_ s: String) {
        var s = s
        out.append(UInt8(ascii: "\""))
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
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0xE2: b[i + 2] == 0xA8 ? append("\\u2028") : append("\\u2029")
                default:
                    append("\\u00")
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0xF))
                }
                i += isLineSeparator ? 3 : 1
                runStart = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<n]))
        }
        out.append(UInt8(ascii: "\""))
    }

    func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }
}
