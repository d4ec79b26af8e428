import Foundation
import FlashzillaCore

/// Browse mode: a deck's cards one at a time, in deck order, to flip through
/// and correct. No scoring and no timer: ←/→ move, Space turns the card over,
/// `e` edits it in place.
///
/// A pure value like `StudyScreen`: `handle` turns events into messages and
/// `update` applies them, returning effects as data (`.save(deck)` after an
/// edit); `view(size:now:)` draws any frame of the flip for a passed-in moment.
///
/// Decisions:
/// - The face always names its side ("Front" / "Back") in the card's top
///   edge, whatever `options.differentiateWithoutColor` says: which side is
///   up is never told by colour or layout alone, and it costs nothing.
/// - The back shows the definition (answer) only, with the badge; the word
///   is on the front and in the status line's edit messages.
/// - Moving to another card always shows its front.
/// - Saving an edit that changes nothing closes the panel with "No changes."
///   and no `.save` effect (as the card form does).
/// - In the panel Enter saves from either field (Ctrl-N is the answer's new
///   line, as in the card form); the word type is not edited here — the
///   card form's picker does that.
/// - Help (`?`) and the wheel are for the card view; in the panel `?` is text.
public struct BrowseScreen: Equatable, Sendable {
    /// The deck as browsed, with any edits made here.
    public internal(set) var deck: Deck
    public var options: StudyOptions
    /// The card shown (0 for an empty deck).
    public internal(set) var index = 0
    /// The card shows its back (the definition).
    public internal(set) var isRevealed = false
    /// The key overlay is open; the next key closes it.
    public internal(set) var isHelpVisible = false
    /// The edit panel, while the card is being edited.
    public internal(set) var editor: BrowseEditor?
    /// The status line: "Already at the last card.", "Saved …", errors.
    public internal(set) var status: BrowseStatus?
    /// The card turning over.
    var flip: FlipAnimation?
    /// The left button went down on the card; its release there is a click.
    var pressedOnCard = false

    /// Opens `deck` at its first card, front up. `now` is when the screen
    /// opened (nothing moves yet; kept for symmetry with the other screens).
    public init(deck: Deck, options: StudyOptions = StudyOptions(), now: Moment) {
        self.deck = deck
        self.options = options
    }

    /// The card shown, nil for an empty deck.
    public var currentCard: Card? {
        deck.cards.indices.contains(index) ? deck.cards[index] : nil
    }

    /// "3 / 20"; empty for an empty deck.
    public var positionText: String {
        deck.cards.isEmpty ? "" : "\(index + 1) / \(deck.cards.count)"
    }

    func layout(for size: Size) -> BrowseLayout {
        BrowseLayout(size: size)
    }
}

/// What the browse screen asks the run loop to do; it does nothing itself.
public enum BrowseEffect: Equatable, Sendable {
    /// Write this deck (a card was edited); a failure comes back as `.saveFailed`.
    case save(Deck)
    /// Go back to where the user came from.
    case leave
    /// Suspend the process (Ctrl-Z).
    case suspend
}

/// One line under the card: what the last action did.
public enum BrowseStatus: Equatable, Sendable {
    case info(String)
    case error(String)

    public var text: String {
        switch self {
        case .info(let text), .error(let text): text
        }
    }
}

/// The edit panel over the card: the card's prompt and answer in text fields.
public struct BrowseEditor: Equatable, Sendable {
    public enum Field: Equatable, Sendable { case prompt, answer }

    /// The card being edited (it keeps its identity when saved).
    public let cardID: UUID
    public internal(set) var prompt: TextField
    public internal(set) var answer: TextField
    public internal(set) var focus: Field = .prompt

    init(card: Card) {
        cardID = card.id
        prompt = TextField(text: card.prompt, placeholder: "word or question")
        answer = TextField(text: card.answer, multiline: true, placeholder: "answer or definition (^N new line)")
        // The answer opens at its start, so a long definition shows its
        // beginning (fields do not wrap); the prompt opens at its end.
        answer.moveCursor(to: 0)
    }
}

/// Everything that can happen on the browse screen, named for what happened.
public enum BrowseMessage: Equatable, Sendable {
    public enum Move: Equatable, Sendable { case previous, next, first, last }

    /// Space/Enter or a click on the card: turn it over.
    case flipped
    case moved(Move)
    /// e: open the edit panel on the card.
    case editRequested
    case helpToggled
    /// q / Esc.
    case leaveRequested
    /// Ctrl-Z: answered with `.suspend`.
    case suspendRequested
    // In the edit panel:
    /// Tab / Shift-Tab: the other field.
    case fieldFocusMoved(forward: Bool)
    /// Enter / Ctrl-S: save the edit.
    case editSaved
    /// Esc: close the panel, keeping the card as it was.
    case editCancelled
    /// Ctrl-N in the prompt: the answer field owns it (a new line); listed for help.
    case newLineOutsideAnswer
    /// A key or paste while the edit panel is open: the focused field takes it, and what
    /// it leaves goes through the panel's keys.
    case typed(InputEvent)
    /// Any key while help is open: it closes.
    case helpClosed
    /// A key that does nothing here (the status line still starts afresh).
    case keyIgnored
    // From the run loop:
    case mouse(MouseEvent)
    case resized(Size)
    case ticked
    // The app's answers:
    /// A save found the file changed by another program and merged: carry on with this deck.
    case merged(Deck, summary: String)
    /// The deck could not be written (the edit stays in memory and in the next save).
    case saveFailed(String)
}

extension BrowseMessage {
    /// A key starts the status line afresh; time, the mouse and the app's answers do not.
    var clearsStatus: Bool {
        switch self {
        case .mouse, .resized, .ticked, .merged, .saveFailed, .helpClosed: false
        default: true
        }
    }
}
