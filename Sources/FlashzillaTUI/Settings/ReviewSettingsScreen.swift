import FlashzillaCore

/// Review's FSRS settings, a second form opened from Settings: each field is text, as
/// Anki shows it, so values can be pasted from its deck options. A valid field is taken
/// at once; an invalid one is explained under itself (naming the bad value) and not taken.
public struct ReviewSettingsScreen: Equatable, Sendable {
    /// The settings in force: only valid fields reach them.
    public private(set) var configuration: SchedulerConfiguration
    public private(set) var form: Form
    /// Why each invalid field was not taken, by row.
    public private(set) var errors: [Row: String] = [:]
    public private(set) var showingHelp = false

    public enum Row: Int, CaseIterable, Sendable {
        case desiredRetention, maximumInterval, learningSteps, relearningSteps, parameters
    }

    public init(configuration: SchedulerConfiguration) {
        self.configuration = configuration
        form = Form(rows: Row.allCases.map { row in
            let text = row.text(of: configuration)
            // The parameters show their start (the first numbers), not the middle of one.
            let control = row == .parameters ? Self.fromStart(text, maxLength: row.maxLength)
                : .text(TextField(text: text, maxLength: row.maxLength))
            return FormRow(label: row.label, control: control, hint: row.hint)
        })
    }

    /// A field showing its text's start (the cursor at the start): the first parameters,
    /// not the middle of a number. End then Ctrl-U clears it for a paste.
    private static func fromStart(_ text: String, maxLength: Int) -> FormControl {
        var field = TextField(text: text, maxLength: maxLength)
        _ = field.handle(.home)
        return .text(field)
    }

    public static let keymap = Keymap<SettingsMessage>([
        KeyBinding([.escape], label: "Esc", help: "Back", words: ["back"], action: .leave),
        KeyBinding([.enter], label: "Enter", help: "Next; back from the last field", words: ["enter"], action: .open, showsInFooter: false),
        KeyBinding([.tab, .down], label: "Tab/↓", help: "Next", words: ["next", "next field"], action: .next),
        KeyBinding([.backTab, .up], label: "S-Tab/↑", help: "Previous", words: ["previous", "previous field"], action: .previous),
        KeyBinding([.function(1)], label: "F1", help: "Help", words: ["help"], action: .help),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    /// What a key or paste did: the new settings to save, or leaving.
    public enum Outcome: Equatable, Sendable {
        case none, changed(SchedulerConfiguration), leave, suspend
    }

    mutating func handle(_ event: InputEvent, size: Size) -> Outcome {
        if showingHelp {
            if case .key = event { showingHelp = false }
            return .none
        }
        switch event {
        case .key(let key):
            if key == .ctrl("z") { return .suspend }
            if key == .function(1) { showingHelp = true; return .none }
            let outcome = form.handle(key)
            keepCursorInView(size: size)
            if case .changed = outcome { return applyForm() }
            if outcome == .unhandled, key == .escape { return .leave }
            if outcome == .unhandled, key == .enter { return enterPressed() }
            return .none
        case .paste(let text):
            let outcome = form.paste(text)
            keepCursorInView(size: size)
            if case .changed = outcome { return applyForm() }
            return .none
        case .mouse(let mouse) where mouse.button == .left && (mouse.kind == .press || mouse.kind == .click):
            if let row = form.row(at: mouse.position, in: FormScreenLayout.settings(size).form) { _ = form.click(row: row) }
            return .none
        default:
            return .none
        }
    }

    /// Enter after typing a value: on to the next field when it is good, staying to be
    /// corrected when not (by voice every typed line ends with Enter; leaving would drop
    /// it); back from the last field.
    private mutating func enterPressed() -> Outcome {
        guard let row = Row(rawValue: form.focus), errors[row] == nil else { return .none }
        if form.focus == form.rows.count - 1 { return .leave }
        _ = form.handle(.tab)
        return .none
    }

    /// Reads every field; each valid one is taken (the rules are per field, so valid ones
    /// always go together), each invalid one gets its reason.
    private mutating func applyForm() -> Outcome {
        var next = configuration
        var problems: [Row: String] = [:]
        for row in Row.allCases {
            let text = form.rows[row.rawValue].control.textValue ?? ""
            do {
                next = try Self.read(row, text, into: next)
            } catch {
                problems[row] = "\(error)"
            }
        }
        errors = problems
        guard next != configuration else { return .none }
        configuration = next
        return .changed(next)
    }

    /// Keeps the focused field's cursor in view, so a long paste shows where typing goes.
    private mutating func keepCursorInView(size: Size) {
        let index = form.focus
        guard case .text(var field) = form.rows[index].control else { return }
        let rect = form.controlRect(row: index, in: FormScreenLayout.settings(size).form)
        field.scrollToCursor(width: max(1, rect.width - 2))
        form.rows[index].control = .text(field)
    }
}
