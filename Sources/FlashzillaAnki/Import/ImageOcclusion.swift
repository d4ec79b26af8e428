import FlashzillaImport

/// Anki's Image Occlusion notes: each card covers some areas of an image, written as
/// cloze deletions of shapes (`{{c2::image-occlusion:ellipse:left=.45:top=.28:…}}`) that
/// the card's script draws. A card shows as text which area is asked, in words: the
/// shape's text when it has one, else "mask 2 of 5". The coordinates never show.
enum ImageOcclusion {
    static let prefix = "image-occlusion:"

    /// What card `number` asks, or nil when the fields hold no occlusion for it.
    static func asked(number: Int, in fields: [[Cloze.Piece]]) -> String? {
        var numbers = Set<Int>(), labels: [String] = [], isOcclusion = false
        for pieces in fields {
            for case .deletion(let n, let text, _) in pieces where text.hasPrefix(prefix) {
                isOcclusion = true
                // Shapes of number 0 are shown on every card (labels on the image), never asked.
                guard n > 0 else { continue }
                numbers.insert(n)
                if n == number, let label = property("text", of: text), !label.isEmpty { labels.append(label) }
            }
        }
        guard isOcclusion, numbers.contains(number) else { return nil }
        if !labels.isEmpty { return "(mask: \(labels.joined(separator: ", ")))" }
        let position = numbers.sorted().firstIndex(of: number)! + 1
        return "(mask \(position) of \(numbers.count))"
    }

    /// A shape's `name=value` property (`text=Some label`).
    private static func property(_ name: String, of shape: Substring) -> String? {
        for part in shape.split(separator: ":") where part.hasPrefix(name + "=") {
            return String(part.dropFirst(name.count + 1))
        }
        return nil
    }
}
