/// One pass through a deck: the stack of cards still to answer, the answers given, and the
/// timer. A value: every change goes through `apply(_:)`, which either applies an action
/// completely or leaves the session exactly as it was.
///
/// Empty deals (an empty deck, or session size 0) stay `ready`: `start` and `restart` are
/// ignored with `.noCards`, so the UI shows "no cards" rather than an empty summary.
public struct StudySession: Equatable, Sendable {
    /// The deck as it was when the session was made; `restart` deals from it again.
    public internal(set) var deck: Deck
    /// The seed of the current deal.
    public internal(set) var seed: UInt64
    public internal(set) var phase: StudyPhase
    /// Cards still to answer, as positions in `deck.cards`; the first is the top card, the
    /// only one that can be answered.
    var order: CardStack
    /// Whether the top card shows its answer rather than its prompt.
    public internal(set) var isRevealed: Bool
    /// Cards dealt for this session.
    public internal(set) var totalCards: Int
    /// Answers judged correct (a correct card leaves the stack, so at most once per card).
    public internal(set) var correctCount: Int
    /// Answers judged wrong (with requeueing, a card can be wrong several times).
    public internal(set) var wrongCount: Int
    /// Each answered card's outcomes in order; cards never answered have no entry.
    public internal(set) var outcomes: [Card.ID: [Outcome]]

    /// Answers in order, so `undo` can put each card back where it came from.
    var history: [AnsweredCard]
    var clock: SessionClock
    /// How the deck's time limit applies (kept for `restart`).
    public internal(set) var timeLimits: TimeLimits

    public init(deck: Deck, seed: UInt64, timeLimits: TimeLimits = .asSet) {
        self.deck = deck
        self.seed = seed
        self.phase = .ready
        self.order = CardStack(StudySession.dealPositions(deck, seed: seed))
        self.isRevealed = false
        self.totalCards = order.count
        self.correctCount = 0
        self.wrongCount = 0
        self.outcomes = [:]
        self.history = []
        self.timeLimits = timeLimits
        self.clock = SessionClock(timeLimitSeconds: timeLimits.applied(to: deck.settings.timeLimit))
    }

    /// The cards a session of `deck` asks, in order: shuffled with `seed` when the deck
    /// shuffles, then cut to the session size (nil = all; zero or negative = none).
    public static func deal(_ deck: Deck, seed: UInt64) -> [Card] {
        dealPositions(deck, seed: seed).map { deck.cards[Int($0)] }
    }

    /// `deal` as positions in `deck.cards`. Shuffling positions gives the same order as
    /// shuffling the cards (the same swaps, from the same generator) without moving cards.
    static func dealPositions(_ deck: Deck, seed: UInt64) -> [Int32] {
        let count = deck.cards.count
        let limit = deck.settings.sessionSize.map { max(0, min($0, count)) } ?? count
        guard deck.settings.shuffle else { return (0..<Int32(limit)).map { $0 } }
        var generator = SeededGenerator(seed: seed)
        var order = (0..<Int32(count)).map { $0 }
        order.shuffle(using: &generator)
        order.removeSubrange(limit...)
        return order
    }

    /// Takes the deck out of a session that is put aside, so that its new owner (the card
    /// editor) is the cards' only owner and changes them in place, rather than copying
    /// 100,000 cards on its first change. The session must not be used until
    /// `restoreDeck(_:)` gives the same deck back.
    public mutating func lendDeck() -> Deck {
        var lent = Deck(id: deck.id, name: deck.name)
        swap(&lent, &deck)
        return lent
    }

    /// Gives back the deck taken by `lendDeck()`, unchanged.
    public mutating func restoreDeck(_ lent: Deck) {
        deck = lent
    }

    public var settings: DeckSettings { deck.settings }
    public var topCard: Card? { order.first.map { deck.cards[$0] } }

    /// The card `depth` places below the top (0 is the top card), if the stack is that deep.
    public func card(atDepth depth: Int) -> Card? {
        depth >= 0 && depth < order.count ? deck.cards[order[depth]] : nil
    }

    /// The cards still to answer, top first. Builds an array of the whole stack: screens
    /// use `topCard` and `card(atDepth:)`, which look at one card.
    public var stack: [Card] { order.positions.map { deck.cards[Int($0)] } }
    public var isTimed: Bool { clock.countdown != nil }
    /// The countdown when timed; nil when untimed.
    public var countdown: Countdown? { clock.countdown }

    /// Cards that have left the stack (answered correctly, or wrong with requeueing off):
    /// the "3" of a "3 / 10" progress display, `totalCards` being the "10".
    public var answeredCount: Int { totalCards - order.count }
    /// `answeredCount / totalCards` for a progress bar; 0 for an empty deal.
    public var progress: Double { totalCards == 0 ? 0 : Double(answeredCount) / Double(totalCards) }
    /// Cards still in the stack, including wrong cards waiting to be asked again.
    public var unansweredCount: Int { order.count }

    /// Time left when timed (the full limit before start, frozen while paused or finished);
    /// nil when untimed.
    public func remaining(at now: Moment) -> Duration? { clock.countdown?.remaining(at: now) }

    /// Whole seconds left, rounded up, when timed; nil when untimed.
    public func displayedSeconds(at now: Moment) -> Int? { clock.countdown?.displayedSeconds(at: now) }

    /// Time spent studying: excludes pauses, frozen once finished, at most the limit.
    public func activeTime(at now: Moment) -> Duration { clock.elapsed(at: now) }

    /// The end screen's numbers once finished; nil before.
    public var summary: StudySummary? {
        guard case .finished(let reason) = phase else { return nil }
        // Finishing pauses the clock, so every moment gives the same, frozen active time.
        return StudySummary(
            correct: correctCount,
            wrong: wrongCount,
            unanswered: unansweredCount,
            reason: reason,
            totalCards: totalCards,
            activeTime: activeTime(at: .zero)
        )
    }
}

/// One answer, remembered for `undo`.
struct AnsweredCard: Equatable, Sendable {
    /// The card's position in the session's deck.
    var position: Int
    var outcome: Outcome
    /// Whether the card went to the bottom of the stack (else it left it).
    var requeued: Bool
}
