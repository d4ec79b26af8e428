/// File names for decks: a readable, portable slug of the deck's name.
enum DeckFileName {
    static let maximumSlugLength = 60
    static let fallback = "deck"

    /// Lowercase ASCII letters, digits and single hyphens, accents folded ("Español básico"
    /// → "espanol-basico"); apostrophes vanish ("Tom's" → "toms"); anything else separates
    /// words. A name with no Latin letters or digits ("日本語") becomes "deck". The result
    /// never contains a path separator or a dot, so it cannot be hidden or escape the folder.
    static func slug(for name: String) -> String {
        var out = ""
        var pendingHyphen = false
        // NFKD splits "é" into "e" + a combining accent (dropped below) and "ﬁ" into "fi".
        for scalar in name.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark || apostrophes.contains(scalar) { continue }
            let folded: String? = scalar.isASCII
                ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? String(scalar).lowercased() : nil)
                : latinLetters[scalar]
            guard let folded else {
                pendingHyphen = !out.isEmpty
                continue
            }
            if pendingHyphen { out += "-" }
            pendingHyphen = false
            out += folded
            if out.count >= maximumSlugLength { break }
        }
        while out.count > maximumSlugLength || out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? fallback : out
    }

    /// The n-th choice for a slug: `capitals.json`, `capitals-2.json`, `capitals-3.json` …
    static func candidate(_ slug: String, attempt: Int) -> String {
        attempt == 1 ? "\(slug).json" : "\(slug)-\(attempt).json"
    }

    /// A plain file name: not empty, not hidden, no separators.
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// What the store lists: visible `.json` files.
    static func isDeckFile(_ name: String) -> Bool {
        isPlain(name) && name.lowercased().hasSuffix(".json")
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]

    /// Latin letters that NFKD does not decompose into ASCII.
    private static let latinLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ł": "l", "Ł": "l", "ı": "i", "ħ": "h", "Ħ": "h",
    ]
}
