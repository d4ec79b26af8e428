import FlashzillaCore

/// The Match screen: a deck's prompts and answers face down in a grid, to be
/// turned two at a time until every pair is found.
///
/// A pure value, like `StudyScreen`: `handle`/`update` turn events into game
/// choices and view state, `view` draws a grid for a size and a moment. It never
/// reads a clock or touches the terminal; the run loop passes `now` in and
/// carries out the returned effects (`.finished` asks it to save the records).
///
/// The game changes at once; the deal, flips and fades are only view state
/// (what moves, since when), so `view(size:now:)` can draw any frame of them.
public struct MatchScreen: Equatable, Sendable {
    /// The deck the games are dealt from; its records are updated when a game ends.
    public internal(set) var deck: Deck
    public internal(set) var game: MatchGame
    public var options: StudyOptions
    /// The place of the card with the focus ring.
    public internal(set) var focus = 0
    /// The key overlay is open; the next key closes it.
    public internal(set) var isHelpVisible = false
    /// The records the finished game broke, for "New best" (nil while playing).
    public internal(set) var recordChange: MatchRecordChange?
    /// Why this screen stopped the clock on the player's behalf.
    public internal(set) var pauseReason: MatchPauseReason?

    /// Cards on their way from the pile.
    var deal: DealAnimation?
    /// Cards turning over, by place.
    var flips: [Int: FlipAnimation] = [:]
    /// Matched cards fading, by place.
    var fades: [Int: MatchFade] = [:]

    /// Deals a game of `deck` with `seed` at `now`. The clock starts at the first
    /// turn, not here. A deck without cards gives an empty game, which says so.
    public init(deck: Deck, seed: UInt64, options: StudyOptions = StudyOptions(), now: Moment) {
        self.deck = deck
        self.game = MatchGame(deck: deck, seed: seed)
        self.options = options
        startDeal(at: now)
    }

    /// The seed for "new game": derived from the current one, so a new deal
    /// differs and tests can still predict it.
    public static func newGameSeed(after seed: UInt64) -> UInt64 {
        var generator = SeededGenerator(seed: seed)
        return generator.next()
    }

    /// Where things go at `size`, for drawing and for mouse hit-testing.
    func layout(for size: Size) -> MatchLayout {
        MatchLayout(size: size, cardCount: game.cards.count)
    }

    mutating func startDeal(at now: Moment) {
        deal = options.animations && !game.isEmpty ? DealAnimation(start: now, count: game.cards.count) : nil
    }
}

/// Why the screen stopped the clock.
public enum MatchPauseReason: Equatable, Sendable {
    /// The user left the screen; `.returned` resumes.
    case leaving
    /// The process was suspended; `.resumedFromSuspend` resumes.
    case suspended
}
