/// The media a card's text shows, from the markers `HTMLText` leaves for them:
/// `[image: x.png]` and `[sound: x.mp3]`. Read on UTF-8 bytes: it runs on every card of
/// an import, and most have no marker at all.
enum MediaReferences {
    static func names(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var names: [String] = []
            var i = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "["), let start = markerEnd(bytes, at: i) else {
                    i += 1
                    continue
                }
                guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "]")) else { break }
                names.append(String(decoding: bytes[start..<close], as: UTF8.self))
                i = close + 1
            }
            return names
        }
    }

    private static let markers: [[UInt8]] = [Array("[image: ".utf8), Array("[sound: ".utf8)]

    /// Where the name starts when a marker begins at `at`.
    private static func markerEnd(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        for marker in markers where bytes.count - at >= marker.count {
            if (0..<marker.count).allSatisfy({ bytes[at + $0] == marker[$0] }) { return at + marker.count }
        }
        return nil
    }
}
