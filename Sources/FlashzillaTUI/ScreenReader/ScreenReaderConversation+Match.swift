import FlashzillaCore

/// Match from a deck's menu: the cards as numbers, and the result kept in the deck.
extension ScreenReaderConversation {
    mutating func startMatch(_ deck: LoadedDeck, now: Moment) -> [ReaderOutput] {
        // Seeded like study deals, so `--seed` makes the table reproducible; a deck
        // with nothing to deal leaves the seeds as they were.
        let canGoBack = openingDeck == nil
        guard MatchGame.pairCount(for: deck.deck) > 0, let match = ReaderMatch(deck.deck, seed: takeSeed(), canGoBack: canGoBack) else {
            let name = SpokenPhrases.text(deck.deck.name)
            return say(deck.deck.cards.isEmpty
                ? "\(name) has no cards to match." + (canGoBack ? " Type a to add one." : "")
                : "\(name) deals no pairs: its pairs setting is 0.")
        }
        place = .matching(match, deck: deck)
        return say(match.opening)
    }

    mutating func matchLine(_ line: String, match: ReaderMatch, deck: LoadedDeck, now: Moment) -> [ReaderOutput] {
        var match = match
        let reply = match.handle(line, now: now)
        place = .matching(match, deck: deck)
        switch reply {
        case .stay(let said):
            return say(said)
        case .finished(let said, let result):
            return say(said) + keep(result, of: match, in: deck)
        case .newDeal:
            return startMatch(deck, now: now)
        case .back(let said):
            return say(said + backToDeckMenu(deck))
        case .quit(let said):
            return say(said) + goodbye()
        }
    }

    /// Says the result and saves a new best into the deck. A read-only deck (written
    /// by a newer Flashzilla) is never written; a result that beats nothing changes nothing.
    private mutating func keep(_ result: MatchResult, of match: ReaderMatch, in deck: LoadedDeck) -> [ReaderOutput] {
        guard !deck.isReadOnly else {
            return say(ReaderMatch.resultSentence(result, change: nil),
                       "\(Self.readOnlySentence(deck)) The result is not kept.", match.nextStep)
        }
        var changed = deck
        let change = changed.deck.recordMatch(result)
        let said = say(ReaderMatch.resultSentence(result, change: change))
        guard change.isAnyBest else { return said + say(match.nextStep) }
        place = .waiting(.matchRecorded(match, deck: deck))
        return said + [.save(changed)]
    }
}
