extension StudySession {
    /// Whether `other` would be studied exactly as this session's deck: the same cards and
    /// the same session size, shuffle, requeueing and time limit. Its name, colour, Match
    /// settings and records may differ.
    public func studiesAlike(_ other: Deck) -> Bool {
        let mine = deck.settings, theirs = other.settings
        return mine.timeLimit == theirs.timeLimit && mine.sessionSize == theirs.sessionSize && mine.shuffle == theirs.shuffle
            && mine.requeueWrong == theirs.requeueWrong && deck.cards == other.cards
    }

    /// Takes `other`'s details (name, colour, Match and Review settings, records) and goes
    /// on where it was; false, and nothing changed, if `other` is not studied alike.
    public mutating func adoptDetails(of other: Deck) -> Bool {
        guard studiesAlike(other) else { return false }
        let cards = deck.cards
        deck = other
        deck.cards = cards  // equal, and the session's own array is kept (no copy of 100,000 cards)
        return true
    }
}
