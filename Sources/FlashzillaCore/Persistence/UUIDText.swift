import Foundation

/// The canonical 8-4-4-4-12 hex UUID text, read (either case) and written (upper case,
/// as `uuidString`) without the detours Foundation takes; a large deck has 100,000 ids.
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// The UUID in `b` (UTF-8 text), or nil.
    static func parse(utf8 b: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard b.count == 36, let p = b.baseAddress,
              p[8] == UInt8(ascii: "-"), p[13] == UInt8(ascii: "-"), p[18] == UInt8(ascii: "-"), p[23] == UInt8(ascii: "-")
        else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // A digit's value, or 16 or more for anything that is not a hex digit; one OR
        // over all of them tells whether the text was valid.
        @inline(__always) func hex(_ c: UInt8) -> UInt8 {
            let digit = c &- UInt8(ascii: "0")
            if digit < 10 { return digit }
            let letter = (c | 0x20) &- UInt8(ascii: "a")
            return letter < 6 ? letter &+ 10 : 0xFF
        }
        var bad: UInt8 = 0
        withUnsafeMutableBytes(of: &uuid) { out in
            var i = 0
            for o in 0..<16 {
                if i == 8 || i == 13 || i == 18 || i == 23 { i += 1 }
                let high = hex(p[i]), low = hex(p[i + 1])
                bad |= high | low
                out[o] = high << 4 | (low & 0xF)
                i += 2
            }
        }
        return bad < 16 ? UUID(uuid: uuid) : nil
    }

    /// Appends `id.uuidString` (upper case) without going through a formatted String.
    static func write(_ id: UUID, into out: inout [UInt8]) {
        withUnsafeBytes(of: id.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
                out.append(upperHex[Int(byte >> 4)])
                out.append(upperHex[Int(byte & 0xF)])
            }
        }
    }

    private static let upperHex: [UInt8] = Array("0123456789ABCDEF".utf8)
}
