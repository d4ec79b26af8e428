import Foundation

/// The canonical 8-4-4-4-12 hex UUID text, read (either case) and written (upper case,
/// as `uuidString`) without the detours Foundation takes; a large deck has 100,000 ids.
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let ok = text.withUTF8 { b in
            withUnsafeMutableBytes(of: &uuid) { out -> Bool in
                guard b.count == 36 else { return false }
                var o = 0
                var i = 0
                while i < 36 {
                    if i == 8 || i == 13 || i == 18 || i == 23 {
                        guard b[i] == UInt8(ascii: "-") else { return false }
                        i += 1
                        continue
                    }
                    guard let high = hexValue(b[i]), let low = hexValue(b[i + 1]) else { return false }
                    out[o] = high << 4 | low
                    o += 1
                    i += 2
                }
                return true
            }
        }
        return ok ? UUID(uuid: uuid) : nil
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

    @inline(__always)
    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
