/// The pictures and sounds one side of a card shows, read from the markers an import
/// leaves in its text: `[image: gato.png]` and `[sound: gato.mp3]` (HTMLText writes them
/// for Anki's `<img src>` and `[sound:…]`). Names are as written: whether one may be opened
/// is `MediaFileName`'s call, made where the file is.
public struct CardMedia: Equatable, Sendable {
    public var images: [String]
    public var sounds: [String]

    public init(images: [String] = [], sounds: [String] = []) {
        self.images = images
        self.sounds = sounds
    }

    public var isEmpty: Bool { images.isEmpty && sounds.isEmpty }

    /// The markers in `text`, in order, each name once.
    public init(text: String) {
        self.init()
        // Most cards have no marker: one search for "[" settles them.
        guard text.contains("[image: ") || text.contains("[sound: ") else { return }
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            let tail = rest[open...]
            let isImage = tail.hasPrefix("[image: ")
            guard isImage || tail.hasPrefix("[sound: ") else {
                rest = rest[rest.index(after: open)...]
                continue
            }
            let start = tail.index(tail.startIndex, offsetBy: 8)
            guard let close = tail[start...].firstIndex(of: "]") else { break }
            let name = String(tail[start..<close])
            if !name.isEmpty {
                if isImage, !images.contains(name) { images.append(name) }
                if !isImage, !sounds.contains(name) { sounds.append(name) }
            }
            rest = tail[tail.index(after: close)...]
        }
    }
}
