import FlashzillaCore

extension ChooserScreen {
    /// The selected deck's row first ("2. Vocab Beta, 8 new, 3 due."), then where it is in
    /// the list and any status; a question or help over the list is said instead.
    public func describe(in context: ScreenContext) -> [String] {
        if let askingFullSync { return askingFullSync.spokenLines }
        if let confirmingDelete { return confirmingDelete.spokenLines }
        if let renamingGroup { return renamingGroup.spokenLines }
        if showingHelp { return Self.keymap.spokenHelp }
        // A failure, else a notice (nothing due yet, a sync's step or outcome): said as shown.
        let status = (status ?? notice).map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        guard let row = selectedRow else { return ["No decks yet. Press n for a new deck, or i to import a file."] + status }
        return [Self.spokenRow(row, number: selection + 1), "Deck \(selection + 1) of \(rows.count)."] + status
    }

    /// "2. Vocab Beta, 8 new, 3 due." — due counts once progress is known, else the size.
    static func spokenRow(_ listing: DeckListing, number: Int) -> String {
        if let problem = listing.problem {
            return "\(number). \(SpokenPhrases.text(listing.fileName)), cannot be read: \(SpokenPhrases.sentence(SpokenPhrases.text(problem)))"
        }
        return "\(number). \(SpokenPhrases.text(listing.name)), \(spokenCounts(listing.due, cards: listing.cardCount))."
    }

    /// A tree's row: "1. Spanish, 2 decks, 12 new, 3 due, folded." and, inside a parent,
    /// "3. Vocab, in Spanish, 8 new, nothing due." (a flat list's rows as before).
    static func spokenRow(_ row: ChooserRow, number: Int) -> String {
        guard row.hasChildren || row.depth > 0 || row.isVirtual, row.listing?.isBroken != true else {
            return spokenRow(row.listing ?? row.shown, number: number)
        }
        var parts = [SpokenPhrases.text(row.label)]
        if let parent = ChooserScreen.parentName(of: row) { parts.append("in " + SpokenPhrases.text(parent)) }
        if row.hasChildren { parts.append(row.deckCount == 1 ? "1 deck" : "\(row.deckCount) decks") }
        parts.append(spokenCounts(row.due, cards: row.cardCount))
        if row.hasChildren { parts.append(row.isFolded ? "folded" : "unfolded") }
        return "\(number). " + parts.joined(separator: ", ") + "."
    }

    private static func spokenCounts(_ due: DeckDue?, cards: Int) -> String {
        guard let due else { return SpokenPhrases.cards(cards) }
        let dueNow = due.learning + due.review
        return due.new == 0 && dueNow == 0 ? "nothing due" : "\(due.new) new, \(dueNow) due"
    }
}
