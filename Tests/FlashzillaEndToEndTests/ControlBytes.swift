import Foundation

/// Finds what a terminal would obey in a program's output, byte by byte (no decoder
/// in between to hide anything): a C0 control other than the line end and the tab a
/// format may use, DEL, or a C1 control (U+0080–U+009F, in UTF-8 C2 80–C2 9F).
enum ControlBytes {
    static func offending(_ bytes: Data, allowingTabs: Bool = true) -> [String] {
        let b = [UInt8](bytes)
        var found: [String] = []
        for i in b.indices {
            let byte = b[i]
            if byte == 0x0A || (allowingTabs && byte == 0x09) { continue }
            if byte < 0x20 || byte == 0x7F {
                found.append(String(format: "0x%02X at %d", byte, i))
            } else if byte == 0xC2, i + 1 < b.count, (0x80...0x9F).contains(b[i + 1]) {
                found.append(String(format: "U+%04X at %d", b[i + 1], i))
            }
        }
        return found
    }
}
