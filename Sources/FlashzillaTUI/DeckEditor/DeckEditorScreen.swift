import FlashzillaCore

/// What the deck editor asks of the app.
public enum DeckEditorEffect: Equatable, Sendable {
    /// Write this deck: a new file for `.create`, over its file for `.edit`.
    case save(Deck)
    /// Leave without saving (after asking, when there were changes).
    case cancel
    case suspend
}

/// The deck form: name, colour, and the Quiz's time limit, cards per session, shuffle and
/// wrong cards back; then the Review options (DeckEditorScreen+ReviewRows.swift). Invalid
/// values are explained under their field and block saving.
public struct DeckEditorScreen: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case create
        case edit(fileName: String)
    }

    public let mode: Mode
    /// The deck being edited (or the empty new one): its cards and unknown fields are kept.
    public let original: Deck
    /// Every other deck's name: names must be unique.
    public let otherNames: [String]
    /// The learner's Review settings: what the deck follows where it sets no option.
    public let scheduler: SchedulerConfiguration
    public private(set) var form: Form
    /// Errors show for fields the user has changed, and for all after a save attempt,
    /// so a new, still empty form does not open covered in complaints.
    private var touched: Set<DeckEditorField> = []
    private var triedToSave = false
    public private(set) var confirmingDiscard: ConfirmDialog?
    public private(set) var showingHelp = false
    /// A line for the status bar, e.g. why the save failed.
    public var status: String?

    static let deckFields: [DeckDraft.Field] = [.name, .color, .timeLimit, .sessionSize, .shuffle, .requeueWrong]
    static let fields: [DeckEditorField] = deckFields.map(DeckEditorField.deck) + reviewFields.map(DeckEditorField.review)

    public init(mode: Mode, deck: Deck, otherNames: [String], scheduler: SchedulerConfiguration = .default) {
        self.mode = mode
        self.original = deck
        self.otherNames = otherNames
        self.scheduler = scheduler
        form = Form(rows: Self.rows(for: DeckDraft(deck: deck), cardCount: deck.cards.count)
                    + Self.reviewRows(for: ReviewOptionsDraft(settings: deck.settings, defaults: scheduler)))
    }

    /// A form for a new deck, with the user's default time limit.
    public static func creating(otherNames: [String], defaultTimeLimit: Int, scheduler: SchedulerConfiguration = .default) -> DeckEditorScreen {
        let deck = Deck(name: "", settings: DeckSettings(timeLimit: defaultTimeLimit))
        return DeckEditorScreen(mode: .create, deck: deck, otherNames: otherNames, scheduler: scheduler)
    }

    private static func rows(for draft: DeckDraft, cardCount: Int) -> [FormRow] {
        let all = cardCount == 1 ? "the 1 card" : "all \(cardCount) cards"
        return [
            FormRow(label: "Name", control: .text(TextField(text: draft.name, placeholder: "e.g. Spanish verbs", maxLength: 200)), hint: "Unique among your decks"),
            FormRow(label: "Colour", control: .choice(index: DeckColor.allCases.firstIndex(of: draft.color) ?? 0,
                                                      options: DeckColor.allCases.map(\.displayName), swatches: DeckColor.allCases),
                    hint: "←/→ to choose"),
            FormRow(label: "Time limit", control: .text(TextField(text: draft.timeLimit, maxLength: 6)), hint: "Seconds, 0–3600; 0 = untimed"),
            FormRow(label: "Cards per session", control: .text(TextField(text: draft.sessionSize, placeholder: "all", maxLength: 9)),
                    hint: cardCount == 0 ? "Empty = all cards (the deck has none yet)" : "1 to \(cardCount), or empty for \(all)"),
            FormRow(label: "Shuffle", control: .toggle(draft.shuffle), hint: "Deal the cards in a random order"),
            FormRow(label: "Wrong cards back", control: .toggle(draft.requeueWrong), hint: "A wrong card goes back in the stack to be asked again"),
        ]
    }

    /// The values as they stand in the form.
    public var draft: DeckDraft {
        let rows = form.rows
        return DeckDraft(
            name: rows[0].control.textValue ?? "",
            color: DeckColor.allCases[safe: rows[1].control.choiceIndex ?? 0] ?? .blue,
            timeLimit: rows[2].control.textValue ?? "",
            sessionSize: rows[3].control.textValue ?? "",
            shuffle: rows[4].control.boolValue ?? true,
            requeueWrong: rows[5].control.boolValue ?? true)
    }

    public var hasChanges: Bool {
        draft != DeckDraft(deck: original) || reviewDraft != ReviewOptionsDraft(settings: original.settings, defaults: scheduler)
    }

    /// Every problem of the drafts, by field.
    public var problems: [DeckEditorField: String] {
        var all: [DeckEditorField: String] = [:]
        for (field, message) in draft.problems(cardCount: original.cards.count, otherNames: otherNames) { all[.deck(field)] = message }
        for (field, message) in reviewDraft.problems { all[.review(field)] = message }
        return all
    }

    /// The problems on show, by form row.
    var visibleErrors: [Int: String] {
        var errors: [Int: String] = [:]
        for (field, message) in problems where triedToSave || touched.contains(field) {
            if let row = Self.fields.firstIndex(of: field) { errors[row] = message }
        }
        return errors
    }

    var title: String {
        switch mode {
        case .create: "New deck"
        case .edit: "Edit deck “\(SafeText.sanitize(original.name))”"
        }
    }

    public static let keymap = Keymap<DeckEditorMessage>([
        KeyBinding([.enter, .ctrl("s")], label: "Enter/^S", help: "Save", words: ["save"], action: .save),
        KeyBinding([.escape], label: "Esc", help: "Cancel", words: ["cancel"], action: .cancel),
        KeyBinding([.tab, .down], label: "Tab/↓", help: "Next", words: ["next", "next field"], action: .nextField),
        KeyBinding([.backTab, .up], label: "S-Tab/↑", help: "Previous", words: ["previous", "previous field"], action: .previousField),
        KeyBinding([.left, .right], label: "←/→", help: "Change", words: ["change"], action: .change),
        KeyBinding([.function(1), .character("?")], label: "F1/?", help: "Help", words: ["help"], action: .help),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    // MARK: Update

    /// What an event means here now. Keys no field takes (Ctrl-Z, F1) come first, so a
    /// text field cannot take "?"; then the form; what it leaves goes through the keymap,
    /// as the footer and help say.
    public func message(for event: InputEvent, in context: ScreenContext) -> DeckEditorMessage? {
        if let dialog = confirmingDiscard {
            guard case .key(let key) = event, let answer = dialog.answer(for: key) else { return nil }
            return .discardAnswered(confirmed: answer == .confirmed)
        }
        if showingHelp {
            guard case .key = event else { return nil }
            return .helpClosed
        }
        switch event {
        case .key(let key):
            if key == .ctrl("z") || key == .function(1), let message = Self.keymap.action(for: key) { return message }
            var trial = form
            if trial.handle(key) != .unhandled { return .formKey(key) }
            return Self.keymap.action(for: key)
        case .paste(let text):
            return .pasted(text)
        // The press acts: ncurses sends press and release apart, a combined click rarely.
        case .mouse(let mouse) where mouse.button == .left && (mouse.kind == .press || mouse.kind == .click):
            return form.row(at: mouse.position, in: FormScreenLayout.deckEditor(context.size).form).map(DeckEditorMessage.rowClicked)
        default:
            return nil
        }
    }

    /// Records what a form outcome changed; true when the key was the form's.
    private mutating func note(_ outcome: Form.Outcome) -> Bool {
        switch outcome {
        case .changed(let row):
            touched.insert(Self.fields[row])
            status = nil
            return true
        case .moved, .unchanged: return true
        case .unhandled: return false
        }
    }

    public mutating func update(_ message: DeckEditorMessage, in context: ScreenContext) -> [DeckEditorEffect] { update(message) }

    mutating func update(_ message: DeckEditorMessage) -> [DeckEditorEffect] {
        switch message {
        case .discardAnswered(let confirmed):
            confirmingDiscard = nil
            return confirmed ? [.cancel] : []
        case .helpClosed: showingHelp = false
        case .formKey(let key): _ = note(form.handle(key))
        case .pasted(let text): _ = note(form.paste(text))
        case .rowClicked(let row): _ = note(form.click(row: row))
        case .saveFailed(let problem): status = "Not saved: \(problem)"
        case .nextField: _ = form.handle(.tab)
        case .previousField: _ = form.handle(.backTab)
        case .change: _ = note(form.handle(.right))
        case .help: showingHelp = true
        case .suspend: return [.suspend]
        case .cancel:
            guard hasChanges else { return [.cancel] }
            confirmingDiscard = ConfirmDialog(title: "Unsaved changes", message: "Discard your changes to this deck?",
                                              confirmLabel: "Discard", cancelLabel: "Keep editing")
        case .save:
            triedToSave = true
            let problems = problems
            guard var deck = draft.applied(to: original, otherNames: otherNames),
                  let settings = reviewDraft.applied(to: deck.settings, defaults: scheduler) else {
                // Take the user to the first thing to fix.
                if let first = Self.fields.firstIndex(where: { problems[$0] != nil }) { form.focus = first }
                status = "Not saved: fix the field\(problems.count == 1 ? "" : "s") marked ⚠."
                return []
            }
            deck.settings = settings
            return [.save(deck)]
        }
        return []
    }

}

/// What the user means on the deck editor.
public enum DeckEditorMessage: Equatable, Sendable {
    case nextField, previousField, change, save, cancel, help, suspend
    /// A key the focused field takes (typing, moving in it, changing a choice).
    case formKey(Key)
    case pasted(String)
    /// A left click on a form row: focus it (and change a choice clicked again).
    case rowClicked(Int)
    /// The discard question answered.
    case discardAnswered(confirmed: Bool)
    /// Any key while help is open.
    case helpClosed
    /// The app could not write the deck: said, the form kept as it is.
    case saveFailed(String)
}

extension FormScreenLayout {
    /// The deck editor: one status row.
    static func deckEditor(_ size: Size) -> FormScreenLayout { FormScreenLayout(size: size, statusRows: 1) }
}

/// A row of the deck editor: one of the deck's own fields or one of its Review options.
public enum DeckEditorField: Hashable, Sendable {
    case deck(DeckDraft.Field)
    case review(ReviewOptionsDraft.Field)
}
