/// A text file's bytes checked before any parsing: UTF-8 only (a leading BOM is dropped),
/// not empty, so every reader can slice fields without decoding errors.
enum TextBytes {
    enum Problem: Error, Equatable {
        case empty
        case invalidUTF8(line: Int)
    }

    /// The bytes after the BOM, or the problem with the line it is on.
    static func checked(_ data: [UInt8]) throws(Problem) -> ArraySlice<UInt8> {
        let text = try withoutBOM(data)
        if let line = invalidUTF8Line(text) { throw .invalidUTF8(line: line) }
        return text
    }

    /// The bytes after the BOM, unless there is nothing but white space.
    static func withoutBOM(_ data: [UInt8]) throws(Problem) -> ArraySlice<UInt8> {
        var text = data[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { throw .empty }
        return text
    }

    /// The line of the first byte that is not well-formed UTF-8, if any.
    static func invalidUTF8Line(_ text: ArraySlice<UInt8>) -> Int? {
        guard let bad = firstInvalidUTF8(text) else { return nil }
        return 1 + text[text.startIndex..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The index of the first byte that does not begin a well-formed UTF-8 sequence
    /// (Unicode table 3-7: no overlongs, surrogates or values above U+10FFFF).
    static func firstInvalidUTF8(_ text: ArraySlice<UInt8>) -> Int? {
        text.withUnsafeBufferPointer { b -> Int? in
            var i = 0
            let n = b.count
            let raw = UnsafeRawBufferPointer(b)
            while i < n {
                // Eight ASCII bytes at a time: most of a card file is ASCII.
                if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let lead = b[i]
                if lead < 0x80 { i += 1; continue }
                func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                    i + k < n && b[i + k] >= low && b[i + k] <= high
                }
                let length: Int? = switch lead {
                case 0xC2...0xDF: cont(1) ? 2 : nil
                case 0xE0: cont(1, 0xA0) && cont(2) ? 3 : nil
                case 0xED: cont(1, 0x80, 0x9F) && cont(2) ? 3 : nil
                case 0xE1...0xEC, 0xEE...0xEF: cont(1) && cont(2) ? 3 : nil
                case 0xF0: cont(1, 0x90) && cont(2) && cont(3) ? 4 : nil
                case 0xF1...0xF3: cont(1) && cont(2) && cont(3) ? 4 : nil
                case 0xF4: cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : nil
                default: nil
                }
                guard let length else { return text.startIndex + i }
                i += length
            }
            return nil
        }
    }
}
