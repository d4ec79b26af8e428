/// The rules. Each step checks everything first and changes the game only once the
/// choice is accepted, so an ignored choice leaves it exactly as it was.
extension MatchGame {
    /// Chooses the card at `place`: it turns up. With one card already up, the two
    /// are compared; with two (a failed try) up, those turn down first.
    @discardableResult
    public mutating func choose(_ place: Int, at now: Moment) -> MatchChoiceResult {
        guard cards.indices.contains(place) else { return .ignored(.noSuchCard) }
        if isFinished { return .ignored(.finished) }
        if clock.isPaused { return .ignored(.paused) }
        if cards[place].isMatched { return .ignored(.matched) }
        if cards[place].isFaceUp { return .ignored(.faceUp) }

        if !clock.start(at: now) { clock.observe(now) }
        let up = faceUpUnmatched
        if up.count == 1 { return compare(up[0], with: place, at: now) }
        // Zero up, or a failed try still showing: it turns down, and now has been seen.
        for other in up {
            cards[other].isFaceUp = false
            cards[other].hasBeenSeen = true
        }
        cards[place].isFaceUp = true
        return .turnedUp(turnedDown: up)
    }

    private mutating func compare(_ first: Int, with second: Int, at now: Moment) -> MatchChoiceResult {
        cards[second].isFaceUp = true
        let pair = cards[first].pair
        guard cards[second].pair == pair else {
            // Seen-ness from before this try: the first card is up now but was never down since.
            let penalty = [first, second].filter { cards[$0].hasBeenSeen }.count
            score -= penalty
            return .mismatched(penalty: penalty)
        }
        cards[first].isMatched = true
        cards[second].isMatched = true
        score += 2
        lastMatchedPair = pair
        if isFinished { clock.pause(at: now) }  // freezes the time
        return .matched(pair: pair)
    }

    /// Stops the clock while the player is away. False, changing nothing, unless running.
    @discardableResult
    public mutating func pause(at now: Moment) -> Bool {
        guard !isFinished else { return false }
        return clock.pause(at: now)
    }

    /// Lets the clock count again. False, changing nothing, unless paused.
    @discardableResult
    public mutating func resume(at now: Moment) -> Bool {
        guard !isFinished else { return false }
        return clock.resume(at: now)
    }
}
