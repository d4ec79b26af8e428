import FlashzillaCore
import Foundation

/// The Review screen: the deck's due cards as a stack, rated 1 Again … 4 Easy and
/// scheduled by FSRS. A pure value like the study screen: every answer leaves as a
/// `.record` effect for the run loop to store before the next card is drawn.
public struct ReviewScreen: Equatable, Sendable {
    public internal(set) var session: ReviewSession
    public let deckName: String
    public let deckColor: DeckColor
    public var options: StudyOptions
    public internal(set) var isRevealed = false
    public internal(set) var isHelpVisible = false
    /// The answer button Tab moved to (Enter presses it); nil when the card has focus.
    public internal(set) var buttonFocus: FSRSRating?
    /// Why the last answer or undo could not be stored, until the next one is.
    public internal(set) var problem: String?
    /// With motion reduced nothing slides, so the last answer or undo is said in words
    /// ("Good — next in 4 days"), until the next one.
    public internal(set) var feedback: String?
    /// What the card editor (`e`) did to the card on show ("Edited “gato”"), until the next key.
    public internal(set) var editNote: String?
    /// f was pressed: the next key 1…7 chooses the flag.
    public internal(set) var isChoosingFlag = false
    /// How far the help overlay is scrolled (↓/j, ↑/k) when it does not fit.
    public internal(set) var helpScroll = 0
    /// How far the card on show's long answer is scrolled (↓/j, ↑/k), and for which card.
    var answerScroll: AnswerScroll?
    /// The answer typed for a typed-answer card (`ReviewScreen+TypedAnswer`).
    var typedAnswer = TypedAnswerEntry()
    /// The card just answered, sliding off.
    var swipe: SwipeAnimation?
    /// The rating that sent it, for its stamp.
    var swipeRating: FSRSRating?
    var flip: FlipAnimation?
    /// When the card on show appeared: its answer's `milliseconds` count from here.
    var shownAt: Moment
    /// When `e` opened the card editor: the time spent there is not the answer's.
    var editStartedAt: Moment?
    let clock: ReviewClock
    /// Cards drawn behind the top one, fixed for the sitting so the card never jumps.
    let depth: Int
    /// In Review on a parent: each deck's file, by deck id (empty for one deck).
    public internal(set) var deckFiles: [UUID: String] = [:]

    /// `date` is the wall clock at `now`.
    public init(deck: Deck, session: ReviewSession, options: StudyOptions = StudyOptions(), now: Moment, date: Date) {
        self.session = session
        deckName = deck.name
        deckColor = deck.color
        self.options = options
        shownAt = now
        clock = ReviewClock(moment: now, date: date)
        depth = min(CardStackGeometry.maximumDepth, max(0, session.counts.total - 1))
    }

    /// The rows `card`'s answer is scrolled by (0 unless it is the card scrolled).
    func answerScrollRows(for card: Card) -> Int {
        answerScroll.flatMap { $0.card == card.id ? $0.rows : nil } ?? 0
    }

    func layout(for size: Size) -> ReviewLayout {
        ReviewLayout(size: size, depth: depth)
    }

    /// The wall clock at `now`.
    func date(at now: Moment) -> Date { clock.date(at: now) }

    static func ratingName(_ rating: FSRSRating) -> String {
        switch rating {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }
}
