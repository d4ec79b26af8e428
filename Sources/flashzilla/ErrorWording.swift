/// One way to word every error line: "Error: " and then lower case, whether the message
/// is ours, a library's ("Missing expected argument …") or a model's ("The prompt …").
enum ErrorWording {
    /// `message` with its first letter in lower case when its first word is an ordinary
    /// capitalised word ("Missing" → "missing"); names and acronyms ("WordNet", "TERM",
    /// "/home/…") stay as they are.
    static func lowercasedStart(_ message: String) -> String {
        let firstWord = message.prefix { $0.isLetter }
        guard let first = firstWord.first, first.isUppercase, firstWord.dropFirst().allSatisfy(\.isLowercase) else { return message }
        // A path ("Tests/words.csv: …", "Notes.apkg: …") is a name too.
        if let next = message.dropFirst(firstWord.count).first, next == "/" || next == "." { return message }
        return first.lowercased() + message.dropFirst()
    }

    /// The same for the first line of a usage message that starts "Error: ".
    static func lowercasedFirstLine(_ text: String) -> String {
        guard text.hasPrefix("Error: ") else { return text }
        return "Error: " + lowercasedStart(String(text.dropFirst("Error: ".count)))
    }
}

/// "1 card", "2 cards".
func cardCount(_ count: Int) -> String { count == 1 ? "1 card" : "\(count) cards" }
