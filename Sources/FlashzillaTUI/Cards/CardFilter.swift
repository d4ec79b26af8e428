import FlashzillaCore

/// The `/` filter of the card list: the query, the deck indices that match
/// it, and the folded search index they come from.
///
/// The index covers every card, so it is built only when a query needs it
/// (never when the screen opens) and dropped when the cards change. The
/// matches, in contrast, are patched per change from the one card involved,
/// so deleting or adding under an active filter never rebuilds anything;
/// the index is rebuilt on the next keystroke in the query, if there is one.
struct CardFilter: Equatable, Sendable {
    var query = TextField()
    /// Deck indices of the cards matching `query`, ascending; nil when no
    /// query is in force (the list shows every card).
    private(set) var matches: [Int]?
    /// Search keys of every card; nil until needed and after the cards change.
    private(set) var index: FilterIndex?

    /// The index is derived from the cards, so it does not take part in equality.
    static func == (a: CardFilter, b: CardFilter) -> Bool {
        a.query == b.query && a.matches == b.matches
    }

    var isActive: Bool { matches != nil }

    /// What a query is matched against: prompt, answer and the tags as `#tag`, so `#verbs`
    /// finds a tag. The line breaks keep a query (typed on one line) from matching across
    /// the end of one and the start of the next.
    static func key(_ card: Card) -> String {
        let text = card.prompt + "\n" + card.answer
        return card.tags.isEmpty ? text : text + "\n" + CardEditRowView.tagText(card.tags)
    }

    /// Recomputes the matches for the current query.
    mutating func refresh(cards: [Card]) {
        guard !query.text.isEmpty else {
            matches = nil
            return
        }
        if index == nil || index?.count != cards.count {
            index = FilterIndex(cards.lazy.map(Self.key))
        }
        matches = index?.matches(query.text)
    }

    /// Empties the query; the index is kept for the next one.
    mutating func clear() {
        query = TextField()
        matches = nil
    }

    // MARK: Upkeep when the cards change

    /// The card at deck index `removed` is gone: later indices move up.
    mutating func cardRemoved(at removed: Int) {
        index = nil
        guard var current = matches else { return }
        current.removeAll { $0 == removed }
        for i in current.indices where current[i] > removed { current[i] -= 1 }
        matches = current
    }

    /// `card` now sits at deck index `inserted`: later indices move down,
    /// and it is listed if it matches.
    mutating func cardInserted(_ card: Card, at inserted: Int) {
        index = nil
        guard var current = matches else { return }
        for i in current.indices where current[i] >= inserted { current[i] += 1 }
        if matchesQuery(card) { current.insert(inserted, at: insertionPoint(of: inserted, in: current)) }
        matches = current
    }

    /// The card at deck index `changed` was edited: listed or not by its new text.
    mutating func cardChanged(_ card: Card, at changed: Int) {
        index = nil
        guard var current = matches else { return }
        let position = insertionPoint(of: changed, in: current)
        let listed = position < current.count && current[position] == changed
        switch (listed, matchesQuery(card)) {
        case (true, false): current.remove(at: position)
        case (false, true): current.insert(changed, at: position)
        default: break
        }
        matches = current
    }

    private func matchesQuery(_ card: Card) -> Bool {
        Filter.matches(Self.key(card), query: query.text)
    }

    /// First position in the ascending `indices` holding a value ≥ `value`.
    private func insertionPoint(of value: Int, in indices: [Int]) -> Int {
        var low = 0
        var high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if indices[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
