import Foundation

/// JSON text of the protocol's objects, as `JSONSerialization` writes them with sorted keys
/// (here in plain code-point order; Linux's puts "2" before "10" and ignores case, an order
/// no JSON reader depends on), without its cost where it is paid most: a sync's rows
/// (`applyChunk`: whole numbers and strings, hundreds of rows) went through a dynamic cast
/// for each value.
/// Whole numbers (Swift's `Int`, `Int64`), strings, Swift's `Bool`, `NSNull`, arrays and
/// dictionaries with string keys are written here; any other value (an `NSNumber` read from
/// JSON, a `Double`) is written by `JSONSerialization` itself, with the array or dictionary
/// that holds it.
enum SyncJSONWriter {
    static func data(_ object: Any) throws -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        try write(object, into: &bytes)
        return Data(bytes)
    }

    private static func write(_ value: Any, into bytes: inout [UInt8]) throws {
        if let text = value as? String {
            string(text, into: &bytes)
        } else if let plain = scalar(value) {
            bytes += plain.utf8
        } else if let array = value as? [Any] {
            guard array.allSatisfy(isPlain) else { return try fallback(value, into: &bytes) }
            bytes.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try write(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        } else if let dictionary = value as? [String: Any] {
            guard dictionary.values.allSatisfy(isPlain) else { return try fallback(value, into: &bytes) }
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                try write(dictionary[key]!, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        } else {
            try fallback(value, into: &bytes)
        }
    }

    /// Whether `value` is one this writer writes itself (an array or dictionary: its own
    /// values are looked at when it is written).
    private static func isPlain(_ value: Any) -> Bool {
        value is String || scalar(value) != nil || value is [Any] || value is [String: Any]
    }

    /// A whole number, Swift's `Bool` or null as JSON; nil for any other value (an `NSNumber`
    /// is not taken for one: it may be a Boolean or a fraction).
    private static func scalar(_ value: Any) -> String? {
        switch type(of: value) {
        case is Int64.Type: String(value as! Int64)
        case is Int.Type: String(value as! Int)
        case is Bool.Type: value as! Bool ? "true" : "false"
        case is NSNull.Type: "null"
        default: nil
        }
    }

    /// As `JSONSerialization` escapes: quote, backslash and slash, the short escapes, other
    /// control characters as `\u00xx`.
    private static func string(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [92, 34]
            case UInt8(ascii: "\\"): bytes += [92, 92]
            case UInt8(ascii: "/"): bytes += [92, 47]
            case 0x08: bytes += [92, UInt8(ascii: "b")]
            case 0x0C: bytes += [92, UInt8(ascii: "f")]
            case 0x0A: bytes += [92, UInt8(ascii: "n")]
            case 0x0D: bytes += [92, UInt8(ascii: "r")]
            case 0x09: bytes += [92, UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func fallback(_ value: Any, into bytes: inout [UInt8]) throws {
        bytes += try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    }
}
