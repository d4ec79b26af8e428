import FlashzillaCore

/// A card's marks in a few characters or words, never colour alone: `S` suspended, `B`
/// buried, `⚑r`… a flag by its colour's first letters, `L` a leech.
enum CardMarksLabel {
    /// "⚑ red · leech" for the card on show; nil for no mark.
    static func text(_ marks: CardMarks) -> String? {
        var words: [String] = []
        if marks.isSuspended { words.append("suspended") }
        if marks.buriedUntil != nil { words.append("buried") }
        if let flag = marks.flag { words.append("⚑ \(flag.name)") }
        if marks.isLeech { words.append("leech") }
        return words.isEmpty ? nil : words.joined(separator: " · ")
    }

    /// "Suspended, flag red, leech." for a screen reader; nil for no mark.
    static func spoken(_ marks: CardMarks) -> String? {
        guard let text = text(marks) else { return nil }
        let words = text.replacingOccurrences(of: "⚑ ", with: "flag ").replacingOccurrences(of: " · ", with: ", ")
        return words.prefix(1).uppercased() + words.dropFirst() + "."
    }

    /// The short mark of a list row: "S", "B", "⚑r" (red), "⚑o", … "L"; "" for no mark.
    static func short(_ marks: CardMarks) -> String {
        var text = ""
        if marks.isSuspended { text += "S" }
        if marks.buriedUntil != nil { text += "B" }
        if let flag = marks.flag { text += "⚑" + Self.letter(flag) }
        if marks.isLeech { text += "L" }
        return text
    }

    /// One letter a colour: r o g b p t u (purple: u, as p is pink).
    static func letter(_ flag: CardFlag) -> String {
        switch flag {
        case .red: "r"
        case .orange: "o"
        case .green: "g"
        case .blue: "b"
        case .pink: "p"
        case .turquoise: "t"
        case .purple: "u"
        }
    }
}
