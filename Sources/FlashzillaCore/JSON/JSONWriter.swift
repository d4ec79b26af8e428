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
        var writer = JSONByteWriter()
        writer.value(value, indent: 0)
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    public static func data(_ value: JSONValue) -> Data { Data(bytes(value)) }

    public static func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    /// Sorts keys by UTF-8 bytes.
    static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
