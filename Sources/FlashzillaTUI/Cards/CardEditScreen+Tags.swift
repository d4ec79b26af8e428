import FlashzillaCore

/// The Tags field: tags separated by spaces, as the list shows them without their `#`.
/// Tab completes the tag being typed from the deck's own tags, as a shell completes a
/// file name: the whole tag when one matches, else as far as the matches agree (and the
/// status line lists them). With nothing to complete, Tab moves on to the next field.
extension CardEditScreen {
    static func tagsField(_ tags: [String] = []) -> TextField {
        TextField(text: tags.joined(separator: " "), placeholder: "tags, separated by spaces (Tab completes)", maxLength: 1_000)
    }

    /// The tags typed: split at white space, a leading `#` dropped (the list writes them
    /// so), each once in the order typed.
    static func parsedTags(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split(whereSeparator: \.isWhitespace).compactMap { word -> String? in
            let tag = word.hasPrefix("#") ? String(word.dropFirst()) : String(word)
            guard !tag.isEmpty, seen.insert(tag).inserted else { return nil }
            return tag
        }
    }

    /// Tab in the Tags field with the cursor at the end of a word: that word completed.
    /// False when there is nothing to complete (the Tab then moves focus).
    mutating func completeTag() -> Bool {
        let text = tags.text
        guard tags.cursor == text.count, let last = text.last, !last.isWhitespace else { return false }
        let word = String(text.split(whereSeparator: \.isWhitespace).last ?? "")
        let hash = word.hasPrefix("#") ? "#" : ""
        let prefix = String(word.dropFirst(hash.count))
        let known = knownTags ?? TagCompletion.tags(of: deck)
        knownTags = known
        // A tag already typed is not offered again.
        guard let completion = TagCompletion(prefix: prefix, known: known, excluding: Set(Self.parsedTags(text).dropLast())) else {
            return false
        }
        let completed = completion.isWhole ? completion.text + " " : completion.text
        if completed.count > prefix.count {
            tags = TextField(text: String(text.dropLast(prefix.count)) + completed, placeholder: tags.placeholder, maxLength: tags.maxLength)
        }
        if !completion.isWhole { status = .info(completion.listing) }
        return true
    }

    /// A committed card's tags join those Tab completes.
    mutating func learnTags(_ newTags: [String]) {
        guard var known = knownTags, !newTags.allSatisfy(known.contains) else { return }
        known = Array(Set(known).union(newTags)).sorted()
        knownTags = known
    }
}
