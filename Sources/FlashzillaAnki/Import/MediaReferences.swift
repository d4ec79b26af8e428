/// The media a card's text shows, from the markers `HTMLText` leaves for them:
/// `[image: x.png]` and `[sound: x.mp3]`. Read on UTF-8 bytes: it runs on every card of
/// an import, and most have no marker at all.
enum MediaReferences {
    struct Marker {
        /// The whole marker, `[` to `]`.
        var range: Range<Int>
        /// The file name inside it.
        var name: Range<Int>
        var isImage: Bool
    }

    static func names(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { names(inUTF8: $0) }
    }

    static func names(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        markers(in: bytes).map { String(decoding: bytes[$0.name], as: UTF8.self) }
    }

    /// Every marker in `bytes`, in order.
    static func markers(in bytes: UnsafeBufferPointer<UInt8>) -> [Marker] {
        var found: [Marker] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "["), let (start, isImage) = markerEnd(bytes, at: i) else {
                i += 1
                continue
            }
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "]")) else { break }
            found.append(Marker(range: i..<close + 1, name: start..<close, isImage: isImage))
            i = close + 1
        }
        return found
    }

    private static let image = Array("[image: ".utf8), sound = Array("[sound: ".utf8)

    /// Where the name starts when a marker begins at `at`, and whether it is an image's.
    private static func markerEnd(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> (Int, isImage: Bool)? {
        for marker in [image, sound] where bytes.count - at >= marker.count {
            if (0..<marker.count).allSatisfy({ bytes[at + $0] == marker[$0] }) { return (at + marker.count, marker == image) }
        }
        return nil
    }
}
