import Foundation
import FlashzillaCore

/// The card edit screen: a form on top to add a card (or edit one picked
/// from the list, in the same form) and the deck's cards below, with
/// delete, undo and type-to-filter.
///
/// A pure value like `StudyScreen`: `handle` turns events into messages and
/// `update` applies them, returning effects (save, leave, suspend, look a
/// word up) for the run loop; `view` and `cursor` draw for a size. It never
/// reads the clock (`now` comes with each event, for the cards' dates) and
/// never touches the disk.
///
/// Scale: a deck of 100,000 cards costs a frame only what is on screen. No
/// code path walks every card per key or per frame; the filter index is
/// built the first time `/` is pressed (and again only after the cards
/// changed), and locating a card by id happens once per commit or undo.
public struct CardEditScreen: Equatable, Sendable {
    /// The deck as edited so far; every change was also sent as `.save`.
    public internal(set) var deck: Deck
    public internal(set) var focus: CardEditFocus = .prompt
    /// What the form makes: a card, a reversed pair, cloze cards or a typed-answer card.
    public internal(set) var kind = CardEditKind.basic
    /// A reversed or cloze entry loaded with a typed answer keeps it while its kind stays.
    var keepsTypedAnswer = false
    /// The kind chosen for new cards while a card of another kind is loaded for editing.
    var kindBeforeEdit = CardEditKind.basic
    public internal(set) var prompt = CardEditScreen.promptField()
    public internal(set) var answer = CardEditScreen.answerField()
    public internal(set) var wordType: WordType?
    /// The card's tags, separated by spaces (Tab completes one from the deck's tags).
    public internal(set) var tags = CardEditScreen.tagsField()
    /// The card loaded into the form, when editing rather than adding.
    public internal(set) var editingID: UUID?
    public internal(set) var list = ListViewState()
    var filter = CardFilter()
    /// Undone newest first: deletions and edits (adding is undone with `d`).
    var undoStack: [CardUndo] = []
    public internal(set) var status: CardEditStatus?
    public internal(set) var isHelpVisible = false
    /// The Ctrl-G lookup being waited for; nil when none (or when the form
    /// changed since, which makes its answer stale).
    public internal(set) var pendingDefinition: PendingDefinition?
    /// The last request number handed out; each Ctrl-G takes the next one.
    var lastRequest = 0
    /// The deck's suspended, buried, flagged and leech cards, from the progress file.
    public internal(set) var marks: [UUID: CardMarks] = [:]
    /// Where a card buried now comes back (nil: the study day after the bury).
    var nextDayStart: Date?
    /// f was pressed in the list: the next key 1…7 chooses the flag.
    public internal(set) var isChoosingFlag = false
    /// The deck's tags, sorted, for Tab in the Tags field: gathered on the first Tab, then
    /// kept up as cards are committed (nil until then).
    var knownTags: [String]?
    /// The card on show in Review when the editor was opened from there (`editingOne`):
    /// saving or cancelling its edit leaves, back to Review.
    public internal(set) var reviewCardID: UUID?
    var returnsAfterEdit: Bool { reviewCardID != nil }

    /// `listFirst`: start on the card list rather than a new card's prompt (by voice, where
    /// "cards" should say the cards, and a line typed at once is not taken as a new card).
    public init(deck: Deck, listFirst: Bool = false) {
        self.deck = deck
        if listFirst && !deck.cards.isEmpty { focus = .list }
    }

    public var isEditing: Bool { editingID != nil }

    /// The query typed after `/` ("" when none).
    public var filterQuery: String { filter.query.text }

    // MARK: Displayed rows

    /// Rows in the list: every card, or those matching the filter.
    var rowCount: Int { filter.matches?.count ?? deck.cards.count }

    /// The deck index shown in list row `row`.
    func cardIndex(ofRow row: Int) -> Int {
        filter.matches?[row] ?? row
    }

    /// The deck index of the selected row, if any.
    var selectedCardIndex: Int? {
        list.selectedIndex(itemCount: rowCount).map(cardIndex(ofRow:))
    }

    func layout(for size: Size) -> CardEditLayout {
        CardEditLayout(size: size, editing: isEditing)
    }

    /// Whether the form's entry has its answer typed.
    var entryIsTyped: Bool { kind == .typed || keepsTypedAnswer }

    /// The cards the form would make now.
    var preview: CardEditPreview {
        CardEditPreview(kind: kind, prompt: prompt.text, answer: answer.text, typed: entryIsTyped)
    }

    func visibleRows(_ size: Size) -> Int {
        ListViewState.visibleRows(height: layout(for: size).list.height)
    }
}

/// Which part of the screen keys go to. Tab order is the order here, with
/// `.cancel` only while editing, `.answer` not for a cloze entry and `.filter` only from `/`.
public enum CardEditFocus: Hashable, Sendable {
    case kind, prompt, answer, wordType, tags, submit, cancel, list, filter

    public var isForm: Bool {
        switch self {
        case .kind, .prompt, .answer, .wordType, .tags, .submit, .cancel: true
        case .list, .filter: false
        }
    }

    /// A text field: it takes typed keys before the keymap does.
    public var isTextField: Bool {
        switch self {
        case .prompt, .answer, .tags, .filter: true
        case .kind, .wordType, .submit, .cancel, .list: false
        }
    }
}

/// One line under the list saying what just happened.
public enum CardEditStatus: Equatable, Sendable {
    case info(String)
    case error(String)

    public var text: String {
        switch self {
        case .info(let text), .error(let text): text
        }
    }
}

/// A Ctrl-G lookup in flight.
public struct PendingDefinition: Equatable, Sendable {
    public var request: Int
    public var word: String
}
