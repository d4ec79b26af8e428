extension ChooserScreen {
    /// The selected deck's row first ("2. Vocab Beta, 8 new, 3 due."), then where it is in
    /// the list and any status; a question or help over the list is said instead.
    public func describe(in context: ScreenContext) -> [String] {
        if let confirmingDelete { return confirmingDelete.spokenLines }
        if showingHelp { return Self.keymap.spokenHelp }
        let status = status.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        guard let selected else { return ["No decks yet. Press n for a new deck, or i to import a file."] + status }
        return [Self.spokenRow(selected, number: selection + 1), "Deck \(selection + 1) of \(listings.count)."] + status
    }

    /// "2. Vocab Beta, 8 new, 3 due." — due counts once progress is known, else the size.
    static func spokenRow(_ listing: DeckListing, number: Int) -> String {
        if let problem = listing.problem {
            return "\(number). \(SpokenPhrases.text(listing.fileName)), cannot be read: \(SpokenPhrases.sentence(SpokenPhrases.text(problem)))"
        }
        let name = SpokenPhrases.text(listing.name)
        guard let due = listing.due else { return "\(number). \(name), \(SpokenPhrases.cards(listing.cardCount))." }
        let dueNow = due.learning + due.review
        let counts = due.new == 0 && dueNow == 0 ? "nothing due" : "\(due.new) new, \(dueNow) due"
        return "\(number). \(name), \(counts)."
    }
}
