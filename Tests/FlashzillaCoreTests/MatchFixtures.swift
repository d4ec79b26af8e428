import FlashzillaCore

/// A deck of `count` numbered cards dealing `pairs` pairs.
func makeMatchDeck(count: Int = 3, pairs: Int = DeckSettings.defaultPairs) -> Deck {
    var deck = makeDeck(count: count)
    deck.settings.pairs = pairs
    return deck
}

extension MatchGame {
    /// The two places of `pair` (the first, then the second in place order).
    func twins(_ pair: Int) -> (Int, Int) {
        let places = places(ofPair: pair)
        precondition(places.count == 2, "pair \(pair) is not on the table")
        return (places[0], places[1])
    }

    /// The whole table in one string, one letter per place: `D` face down, `d` face
    /// down and seen, `U` face up, `u` face up and seen before, `M` matched.
    var table: String {
        String(cards.map { card -> Character in
            if card.isMatched { return "M" }
            if card.isFaceUp { return card.hasBeenSeen ? "u" : "U" }
            return card.hasBeenSeen ? "d" : "D"
        })
    }

    /// The table with `places` given as `letter` and every other place as `rest`,
    /// so expectations can name pairs instead of seed-dependent places.
    func expected(_ marks: [Int: Character], rest: Character = "D") -> String {
        String(cards.indices.map { marks[$0] ?? rest })
    }

    /// After choosing `places` in order at `now`, requiring each to be accepted.
    func after(_ places: Int..., at now: Moment = .zero) -> MatchGame {
        var game = self
        for place in places {
            let result = game.choose(place, at: now)
            if case .ignored(let reason) = result { preconditionFailure("fixture choice \(place) ignored: \(reason)") }
        }
        return game
    }
}
