import Foundation

/// Parses the canonical 8-4-4-4-12 hex UUID text (either case) without the detours
/// `UUID(uuidString:)` takes; a large deck has 100,000 of them.
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
