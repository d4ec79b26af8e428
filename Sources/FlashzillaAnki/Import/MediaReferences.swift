/// The media a card's text shows, from the markers `HTMLText` leaves for them:
/// `[image: x.png]` and `[sound: x.mp3]`.
enum MediaReferences {
    static func names(in text: String) -> [String] {
        guard text.contains("[image: ") || text.contains("[sound: ") else { return [] }
        var names: [String] = []
        for marker in ["[image: ", "[sound: "] {
            var rest = text[...]
            while let start = rest.range(of: marker) {
                guard let end = rest[start.upperBound...].firstIndex(of: "]") else { break }
                names.append(String(rest[start.upperBound..<end]))
                rest = rest[end...]
            }
        }
        return names
    }
}
