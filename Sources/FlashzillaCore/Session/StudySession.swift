/// One pass through a deck: the stack of cards still to answer, the answers given, and the
/// timer. A value: every change goes through `apply(_:)`, which either applies an action
/// completely or leaves the session exactly as it was.
///
/// Empty deals (an empty deck, or session size 0) stay `ready`: `start` and `restart` are
/// ignored with `.noCards`, so the UI shows "no cards" rather than an empty summary.
public struct StudySession: Equatable, Sendable {
    /// The deck as it was when the session was made; `restart` deals from it again.
    public let deck: Deck
    /// The seed of the current deal.
    public internal(set) var seed: UInt64
    public internal(set) var phase: StudyPhase
    /// Cards still to answer; index 0 is the top card, the only one that can be answered.
    public internal(set) var stack: [Card]
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

    public init(deck: Deck, seed: UInt64) {
        self.deck = deck
        self.seed = seed
        self.phase = .ready
        self.stack = StudySession.deal(deck, seed: seed)
        self.isRevealed = false
        self.totalCards = stack.count
        self.correctCount = 0
        self.wrongCount = 0
        self.outcomes = [:]
        self.history = []
        self.clock = SessionClock(timeLimitSeconds: deck.settings.timeLimit)
    }

    /// The cards a session of `deck` asks, in order: shuffled with `seed` when the deck
    /// shuffles, then cut to the session size (nil = all; zero or negative = none).
    public static func deal(_ deck: Deck, seed: UInt64) -> [Card] {
        var cards = deck.cards
        if deck.settings.shuffle {
            // Shuffling positions and then gathering the cards gives the same order as
            // shuffling the cards (the same swaps, from the same generator), but moves
            // 8-byte integers instead of 88-byte cards: a third of the time at 100,000 cards.
            var generator = SeededGenerator(seed: seed)
            var order = Array(cards.indices)
            order.shuffle(using: &generator)
            let limit = deck.settings.sessionSize.map { max(0, min($0, order.count)) } ?? order.count
            return order.prefix(limit).map { cards[$0] }
        }
        if let size = deck.settings.sessionSize {
            cards = Array(cards.prefix(max(0, size)))
        }
        return cards
    }

    public var settings: DeckSettings { deck.settings }
    public var topCard: Card? { stack.first }
    public var isTimed: Bool { clock.countdown != nil }
    /// The countdown when timed; nil when untimed.
    public var countdown: Countdown? { clock.countdown }

    /// Cards that have left the stack (answered correctly, or wrong with requeueing off):
    /// the "3" of a "3 / 10" progress display, `totalCards` being the "10".
    public var answeredCount: Int { totalCards - stack.count }
    /// `answeredCount / totalCards` for a progress bar; 0 for an empty deal.
    public var progress: Double { totalCards == 0 ? 0 : Double(answeredCount) / Double(totalCards) }
    /// Cards still in the stack, including wrong cards waiting to be asked again.
    public var unansweredCount: Int { stack.count }

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
    var card: Card
    var outcome: Outcome
    /// Whether the card went to the bottom of the stack (else it left it).
    var requeued: Bool
}
