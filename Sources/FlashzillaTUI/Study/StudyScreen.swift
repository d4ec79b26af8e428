import FlashzillaCore
import Foundation

/// The study screen: a stack of cards to flip and swipe against a countdown.
///
/// A pure value: `handle`/`update` turn events into session actions and
/// view state, `view` draws a grid for a size and a moment. It never reads a
/// clock or touches the terminal; the run loop passes `now` in and carries
/// out the returned effects.
///
/// The session changes at once; animations are only view state (what moved,
/// where from, since when), so `view(size:now:)` can draw any frame of them
/// and a test can render "mid-swipe" by passing a moment.
public struct StudyScreen: Equatable, Sendable {
    public internal(set) var session: StudySession
    public var options: StudyOptions
    /// The key overlay is open; the next key closes it (see `message(for:)`).
    /// It covers the card, so the countdown is paused under it.
    public internal(set) var isHelpVisible = false
    /// Rows of the help overlay scrolled past (↓/↑ while it is open, on a short terminal).
    public internal(set) var helpScroll = 0
    /// Why the session is paused, when this screen paused it on the user's
    /// behalf; only the matching "back again" event resumes it.
    public internal(set) var pauseReason: StudyPauseReason?

    /// The card that just left the stack, sliding off.
    var swipe: SwipeAnimation?
    /// The top card turning over.
    var flip: FlipAnimation?
    /// A card let go short of the swipe threshold, returning to the centre.
    var springBack: SpringBackAnimation?
    /// The top card held by the mouse.
    var drag: DragGesture?
    /// The last answer in words, for a moment, when no swipe shows it.
    var verdict: StudyVerdict?
    /// The card whose answer the last undo took back, until the next act on the cards: the
    /// screen reader says what was undone, not only the card again.
    var undoneCard: Card?
    /// When the session finished, while it stays finished.
    var finishedAt: Moment?
    /// The session's active time when the top card appeared: its answer's
    /// `milliseconds` count from here (pauses, help and hiding do not count).
    var cardShownSince: Duration = .zero
    /// The answer button Tab moved to (Enter presses it); nil when the card has focus.
    public internal(set) var buttonFocus: Outcome?
    /// How far the top card's long answer is scrolled (↓/j, ↑/k), and for which card:
    /// another card on top starts at its first row.
    var answerScroll: AnswerScroll?
    /// The answer typed for a typed-answer card (`StudyScreen+TypedAnswer`).
    var typedAnswer = TypedAnswerEntry()
    /// On the Quiz of a parent (`FamilyDeck`), the deck of each card not from the first deck:
    /// its answers and media are that deck's.
    public internal(set) var deckOfCard: [UUID: UUID] = [:]

    /// Deals `deck` with `seed` and starts the session at `now`. An empty
    /// deal cannot start; the screen then says the deck has no cards.
    public init(deck: Deck, seed: UInt64, options: StudyOptions = StudyOptions(), now: Moment) {
        var session = StudySession(deck: deck, seed: seed, timeLimits: options.timeLimits)
        session.apply(.start(at: now))
        self.session = session
        self.options = options
    }

    /// The seed for "start again": derived from the current one, so a restart
    /// deals a new order and tests can still predict it.
    public static func restartSeed(after seed: UInt64) -> UInt64 {
        var generator = SeededGenerator(seed: seed)
        return generator.next()
    }

    /// Where things go at `size`, for drawing and for mouse hit-testing.
    func layout(for size: Size) -> StudyLayout {
        StudyLayout(size: size, totalCards: session.totalCards, showsButtons: options.answerButtons)
    }
}

/// Why the screen paused the session.
public enum StudyPauseReason: Equatable, Sendable {
    /// The user pressed p.
    case user
    /// The terminal lost focus; focus coming back resumes.
    case focusLost
    /// The user left the screen; `.returned` resumes.
    case leaving
    /// The process was suspended; `.resumedFromSuspend` resumes.
    case suspended
    /// The card cannot be seen (terminal too small, help open); seeing it resumes.
    case cardHidden

    /// Paused on the user's behalf rather than by their own choice.
    public var isAutomatic: Bool { self != .user }
}

/// A long answer scrolled by `rows`, on the card `card`.
struct AnswerScroll: Equatable, Sendable {
    var card: UUID
    var rows: Int
}
