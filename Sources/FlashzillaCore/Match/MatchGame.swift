/// A Memorize-style pairs game dealt from a deck: each chosen deck card becomes two
/// cards, its prompt and its answer, shuffled face down. A value; every change goes
/// through `choose`, `pause` or `resume`, and time is passed in, never read.
///
/// An empty deal (a deck with no cards, or `pairs` 0) has no cards: it never
/// starts, never finishes, and refuses every choice with `.noSuchCard`.
public struct MatchGame: Equatable, Sendable {
    /// The seed of this deal: the same deck and seed always deal the same table.
    public let seed: UInt64
    /// The table, in place order.
    public internal(set) var cards: [MatchCard]
    /// +2 per pair found, −1 per already-seen card in a failed try; may go negative.
    public internal(set) var score: Int
    /// The pair found most recently, for "Matched: …" messages.
    public internal(set) var lastMatchedPair: Int?
    /// Counts from the first turn; paused while the player is away, frozen at the end.
    var clock: Stopwatch

    public init(deck: Deck, seed: UInt64) {
        self.seed = seed
        self.cards = Self.deal(deck, seed: seed)
        self.score = 0
        self.lastMatchedPair = nil
        self.clock = Stopwatch()
    }

    /// Pairs a game of `deck` deals: its `pairs` setting, at most its number of cards.
    public static func pairCount(for deck: Deck) -> Int {
        max(0, min(deck.settings.pairs, matchable(deck.cards).count))
    }

    /// The cards Match may deal: a reversed pair's second card would pair the same two
    /// words again the other way round, so only its first is dealt.
    static func matchable(_ cards: [Card]) -> [Card] {
        guard cards.contains(where: { $0.entry != nil }) else { return cards }
        return cards.filter { !($0.entry?.shape == .reversed && $0.entry?.ord == 1) }
    }

    /// Picks `pairCount` deck cards at random, makes a prompt and an answer card of
    /// each, and shuffles all of them; ids are the places after shuffling.
    public static func deal(_ deck: Deck, seed: UInt64) -> [MatchCard] {
        var generator = SeededGenerator(seed: seed)
        let chosen = matchable(deck.cards).shuffled(using: &generator).prefix(pairCount(for: deck))
        var sides: [(pair: Int, side: MatchCard.Side, card: Card)] = []
        for (pair, card) in chosen.enumerated() {
            sides.append((pair, .prompt, card))
            sides.append((pair, .answer, card))
        }
        sides.shuffle(using: &generator)
        return sides.enumerated().map { place, entry in
            let text = entry.side == .prompt ? entry.card.prompt : entry.card.matchAnswer
            return MatchCard(id: place, pair: entry.pair, side: entry.side, text: text, cardID: entry.card.id)
        }
    }

    public var pairCount: Int { cards.count / 2 }
    public var matchedPairs: Int { cards.lazy.filter(\.isMatched).count / 2 }
    public var isEmpty: Bool { cards.isEmpty }
    /// Every pair found (never true for an empty game).
    public var isFinished: Bool { !cards.isEmpty && cards.allSatisfy(\.isMatched) }
    /// The first card has been turned.
    public var isStarted: Bool { clock.isStarted }
    public var isPaused: Bool { clock.isPaused }

    /// Places of the face-up cards that are not matched, in place order: at most two.
    public var faceUpUnmatched: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    }

    /// The two places of `pair`.
    public func places(ofPair pair: Int) -> [Int] {
        cards.indices.filter { cards[$0].pair == pair }
    }

    /// Time since the first turn, without pauses; zero before it, frozen once finished.
    public func elapsed(at now: Moment) -> Duration { clock.elapsed(at: now) }

    /// The final score and time, once finished.
    public var result: MatchResult? {
        guard isFinished else { return nil }
        // Finishing pauses the clock, so any moment gives the frozen time.
        return MatchResult(score: score, time: clock.elapsed(at: .zero), pairs: pairCount)
    }
}
