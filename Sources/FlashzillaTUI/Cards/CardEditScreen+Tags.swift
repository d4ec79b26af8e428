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
        let typed = Set(Self.parsedTags(text).dropLast())
        let known = knownTags ?? Self.tags(of: deck)
        knownTags = known
        let matches = known.filter { !typed.contains($0) && $0.lowercased().hasPrefix(prefix.lowercased()) }
        guard let first = matches.first else { return false }
        var common = first
        for match in matches.dropFirst() {
            while !match.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        let completed = matches.count == 1 ? first + " " : common
        if completed.count > prefix.count {
            tags = TextField(text: String(text.dropLast(prefix.count)) + completed, placeholder: tags.placeholder, maxLength: tags.maxLength)
        }
        if matches.count > 1 {
            let shown = matches.prefix(8).map { "#" + $0 }.joined(separator: " ")
            status = .info("\(matches.count) tags: \(shown)\(matches.count > 8 ? " …" : "")")
        }
        return true
    }

    /// Every tag of the deck's cards, once, sorted. One pass over the cards, on the first
    /// Tab only (a deck of 100,000 cards is not walked per key).
    static func tags(of deck: Deck) -> [String] {
        var all = Set<String>()
        for card in deck.cards { all.formUnion(card.tags) }
        return all.sorted()
    }

    /// A committed card's tags join those Tab completes.
    mutating func learnTags(_ newTags: [String]) {
        guard var known = knownTags, !newTags.allSatisfy(known.contains) else { return }
        known = Array(Set(known).union(newTags)).sorted()
        knownTags = known
    }
}
