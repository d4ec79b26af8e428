import Foundation

/// Strict RFC 8259 JSON parsing from UTF-8 bytes into `JSONValue`.
///
/// Choices where the RFC leaves room (see docs/deck-format.md):
/// - Any JSON value may be the top level; nothing but whitespace may follow it.
/// - A leading UTF-8 byte order mark is skipped; a BOM anywhere else is an error.
/// - Invalid UTF-8 anywhere is an error (`.invalidUTF8`), never repaired.
/// - `\uD800` etc. not forming a surrogate pair is an error, never U+FFFD.
/// - Duplicate object keys: the last one wins. Keys are Swift Strings, so two keys that
///   are canonically equivalent (precomposed "é" and "e" + U+0301) count as duplicates.
/// - Numbers keep their lexeme; any size or precision is accepted.
/// - Arrays and objects nested deeper than `maximumDepth` are an error (no stack overflow).
public enum JSONReader {
    public static let maximumDepth = 512

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }

    public static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int = maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        // withContiguousStorageIfAvailable only rethrows untyped errors, so the result
        // travels out as a Result.
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer, maximumDepth: maximumDepth) }
        } ?? Array(bytes).withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer, maximumDepth: maximumDepth) }
        }
        return try result.get()
    }

    public static func parse(_ data: Data, maximumDepth: Int = maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) in try parse(raw.assumingMemoryBound(to: UInt8.self), maximumDepth: maximumDepth) }
        }
        return try result.get()
    }

    public static func parse(_ text: String, maximumDepth: Int = maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer, maximumDepth: maximumDepth) }
        }
        return try result.get()
    }
}
