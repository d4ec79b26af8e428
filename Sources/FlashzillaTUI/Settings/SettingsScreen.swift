import FlashzillaCore

/// What the settings screen asks of the app.
public enum SettingsEffect: Equatable, Sendable {
    /// Apply these settings now and write them to `settings.json`.
    case save(Settings)
    case leave
    case suspend
}

/// Settings take effect as soon as they are changed (as on a phone): each valid change
/// is applied and saved; an invalid time limit is explained and neither.
public struct SettingsScreen: Equatable, Sendable {
    public private(set) var settings: Settings
    public private(set) var form: Form
    /// Why `settings.json` is not used (it is then never written over), if so.
    public let fileProblem: String?
    public private(set) var timeLimitError: String?
    public private(set) var showingHelp = false
    /// Why the last change could not be written, if it could not.
    public private(set) var status: String?
    /// Review's FSRS settings, while that form is open over this one.
    public private(set) var review: ReviewSettingsScreen?

    enum Row: Int, CaseIterable {
        // A choice first: focus must not start in a text field, which takes ? and q as text.
        case timeLimits, defaultTimeLimit, animations, theme, differentiateWithoutColor, answerButtons, reduceMotion, screenReader,
             playSounds, syncOnOpenAndQuit, review
    }

    public init(settings: Settings, fileProblem: String? = nil) {
        self.settings = settings
        self.fileProblem = fileProblem
        let themes = Settings.ColorTheme.allCases
        form = Form(rows: [
            FormRow(label: "Time limits", control: .choice(index: TimeLimits.allCases.firstIndex(of: settings.effectiveTimeLimits) ?? 0,
                                                           options: TimeLimits.allCases.map(\.displayName)),
                    hint: "Every countdown longer, or none; deck files unchanged"),
            FormRow(label: "Default time limit", control: .text(TextField(text: String(settings.defaultTimeLimit), maxLength: 6)),
                    hint: "Seconds for new decks, 0–3600; 0 = untimed"),
            FormRow(label: "Animations", control: .toggle(settings.animations), hint: "Cards slide, flip and spring"),
            FormRow(label: "Colour theme", control: .choice(index: themes.firstIndex(of: settings.theme) ?? 0, options: themes.map(\.displayName)),
                    hint: "High contrast and monochrome use bold, underline and reverse"),
            FormRow(label: "No colour-only cues", control: .toggle(settings.differentiateWithoutColor),
                    hint: "Say “✓ Correct” / “✗ Wrong” in words, name colours"),
            FormRow(label: "Answer buttons", control: .toggle(settings.answerButtons), hint: "Show [← Wrong] and [Correct →] when studying"),
            FormRow(label: "Reduce motion", control: .toggle(settings.reduceMotion), hint: "No slides or flips: changes appear at once"),
            FormRow(label: "Screen reader", control: .toggle(settings.screenReader),
                    hint: "From the next start: a line-by-line conversation, no drawing"),
            FormRow(label: "Play sounds", control: .toggle(settings.playsSoundsAutomatically),
                    hint: "A card's sounds as its side shows; r replays them"),
            FormRow(label: "Sync on open/quit", control: .toggle(settings.syncOnOpenAndQuit),
                    hint: "With the login of `flashzilla sync`; y syncs any time"),
            FormRow(label: "Review (FSRS) settings ›", control: .link, hint: "Retention, intervals, steps, parameters"),
        ])
    }

    public static let keymap = Keymap<SettingsMessage>([
        KeyBinding([.character(" "), .left, .right], label: "Space/←/→", help: "Change", words: ["change", "toggle"], action: .change),
        KeyBinding([.escape, .character("q")], label: "Esc/q", help: "Back (changes are saved at once)", words: ["back", "quit"], action: .leave),
        KeyBinding([.tab, .down], label: "Tab/↓", help: "Next", words: ["next", "next field"], action: .next),
        KeyBinding([.backTab, .up], label: "S-Tab/↑", help: "Previous", words: ["previous", "previous field"], action: .previous),
        KeyBinding([.function(1), .character("?")], label: "?", help: "Help", words: ["help"], action: .help),
        // In help only (the footer has Esc for back): Enter opens the Review row's form, and goes back from the others.
        KeyBinding([.enter], label: "Enter", help: "Open Review (FSRS) settings on its row; after a number, next; elsewhere back", words: ["open"], action: .open, showsInFooter: false),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    /// What an event means here now. While the Review form is open it has every event.
    /// Keys no field takes (Ctrl-Z, F1) come first, so a text field cannot take "?" or
    /// "q"; then the form; what it leaves goes through the keymap.
    public func message(for event: InputEvent, in context: ScreenContext) -> SettingsMessage? {
        if review != nil { return .inReview(event) }
        if showingHelp {
            guard case .key = event else { return nil }
            return .helpClosed
        }
        switch event {
        case .key(let key):
            if key == .ctrl("z") || key == .function(1), let message = Self.keymap.action(for: key) { return message }
            if form.focus == Row.review.rawValue, [.enter, .character(" "), .right, .character("l")].contains(key) { return .open }
            var trial = form
            if trial.handle(key) != .unhandled { return .formKey(key) }
            return Self.keymap.action(for: key)
        case .paste(let text):
            return .pasted(text)
        // The press acts: ncurses sends press and release apart, a combined click rarely.
        case .mouse(let mouse) where mouse.button == .left && (mouse.kind == .press || mouse.kind == .click):
            return form.row(at: mouse.position, in: FormScreenLayout.settings(context.size).form).map(SettingsMessage.rowClicked)
        default:
            return nil
        }
    }

    public mutating func update(_ message: SettingsMessage, in context: ScreenContext) -> [SettingsEffect] {
        switch message {
        case .inReview(let event):
            return handleReview(event, size: context.size)
        case .formKey(let key):
            if case .changed = form.handle(key) { return applyForm() }
        case .pasted(let text):
            if case .changed = form.paste(text) { return applyForm() }
        case .rowClicked(let row):
            if row == Row.review.rawValue, form.focus == row {
                openReview()
                return []
            }
            if case .changed = form.click(row: row) { return applyForm() }
        case .helpClosed:
            showingHelp = false
        case .saveFailed(let problem):
            status = "Not saved: \(problem)"
        default:
            return update(message)
        }
        return []
    }

    /// Applies an event for a terminal of `size` (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent, size: Size) -> [SettingsEffect] {
        handle(event, in: ScreenContext(moment: .zero, date: .distantPast, size: size))
    }

    /// A key the form left, by its meaning.
    private mutating func update(_ message: SettingsMessage) -> [SettingsEffect] {
        switch message {
        case .leave: return [.leave]
        case .suspend: return [.suspend]
        case .help: showingHelp = true
        case .open:
            // Enter after typing a number goes on to the next row when the number is good and
            // stays to be corrected when not: leaving would drop what was typed (by voice,
            // every typed line ends with Enter).
            if form.focusesText {
                if timeLimitError == nil { _ = form.handle(.tab) }
                return []
            }
            guard form.focus == Row.review.rawValue else { return [.leave] }
            openReview()
        case .next, .previous, .change:
            break  // the form's own keys: it has taken them already
        case .inReview, .formKey, .pasted, .rowClicked, .helpClosed, .saveFailed:
            break  // taken by `update(_:in:)`
        }
        return []
    }

    private mutating func openReview() {
        review = ReviewSettingsScreen(configuration: settings.scheduler)
        status = nil
    }

    /// The Review form has the keys; its valid changes are saved like every other setting.
    private mutating func handleReview(_ event: InputEvent, size: Size) -> [SettingsEffect] {
        guard var screen = review else { return [] }
        let outcome = screen.handle(event, size: size)
        review = screen
        switch outcome {
        case .none:
            return []
        case .suspend:
            return [.suspend]
        case .leave:
            review = nil
            return []
        case .changed(let configuration):
            settings.scheduler = configuration
            status = nil
            return [.save(settings)]
        }
    }

    /// Reads every row into `settings`; saves when the result is valid and different.
    private mutating func applyForm() -> [SettingsEffect] {
        var next = settings
        let rows = form.rows
        let timeText = (rows[Row.defaultTimeLimit.rawValue].control.textValue ?? "").trimmingCharacters(in: .whitespaces)
        let limit = DeckSettings.maximumTimeLimit
        if let seconds = Int(timeText), timeText.allSatisfy({ $0.isASCII && $0.isNumber }), (0...limit).contains(seconds) {
            next.defaultTimeLimit = seconds
            timeLimitError = nil
        } else {
            timeLimitError = "Enter seconds from 0 to \(limit) (0 = untimed); not saved."
        }
        // Chosen once changed here; until then the default follows the screen reader switch.
        let limits = TimeLimits.allCases[safe: rows[Row.timeLimits.rawValue].control.choiceIndex ?? 0] ?? settings.effectiveTimeLimits
        if settings.timeLimits != nil || limits != settings.effectiveTimeLimits { next.timeLimits = limits }
        next.animations = rows[Row.animations.rawValue].control.boolValue ?? next.animations
        next.theme = Settings.ColorTheme.allCases[safe: rows[Row.theme.rawValue].control.choiceIndex ?? 0] ?? next.theme
        next.differentiateWithoutColor = rows[Row.differentiateWithoutColor.rawValue].control.boolValue ?? false
        next.answerButtons = rows[Row.answerButtons.rawValue].control.boolValue ?? false
        next.reduceMotion = rows[Row.reduceMotion.rawValue].control.boolValue ?? false
        next.screenReader = rows[Row.screenReader.rawValue].control.boolValue ?? false
        // Chosen once changed here; until then it follows the screen reader switch, and shows so.
        let plays = rows[Row.playSounds.rawValue].control.boolValue ?? settings.playsSoundsAutomatically
        if settings.playSounds != nil || plays != settings.playsSoundsAutomatically { next.playSounds = plays }
        if next.playSounds == nil { form.rows[Row.playSounds.rawValue].control = .toggle(next.playsSoundsAutomatically) }
        next.syncOnOpenAndQuit = rows[Row.syncOnOpenAndQuit.rawValue].control.boolValue ?? false
        guard next != settings else { return [] }
        settings = next
        return [.save(next)]
    }

    /// Like the study screen: the form scrolls to fit (three rows at the least).
    public static let minimumSize = Size(width: 40, height: 12)

    func view(size: Size) -> Grid {
        if let review { return review.view(size: size, status: status) }
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = FormScreenLayout.settings(size)
        ScreenChrome.title("settings", into: &grid)
        var errors: [Int: String] = [:]
        if let timeLimitError { errors[Row.defaultTimeLimit.rawValue] = timeLimitError }
        form.render(in: layout.form, into: &grid, errors: errors)
        if let message = status ?? fileProblem.map({ "⚠ Using defaults; changes apply now but are not saved: \($0)" }) {
            let text = SafeText.sanitize(message)
            let lines = TextLayout.wrap(text, width: size.width - 2, maxLines: layout.status.height, keepNewlines: false)
            for (i, line) in lines.enumerated() { grid.put(line, at: Point(x: 1, y: layout.status.minY + i), style: Style(.error)) }
        }
        grid.put(Self.keymap.footer(width: size.width - 2), at: Point(x: 1, y: layout.footer.minY), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Settings", lines: Self.keymap.helpLines(width: 52), into: &grid) }
        return grid
    }

    func cursor(size: Size) -> Point? {
        if let review { return review.cursor(size: size) }
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height, !showingHelp else { return nil }
        return form.cursor(in: FormScreenLayout.settings(size).form)
    }
}

public enum SettingsMessage: Equatable, Sendable {
    case next, previous, change, leave, help, suspend, open
    /// A key the focused row takes (typing, moving in a field, changing a choice).
    case formKey(Key)
    case pasted(String)
    /// A left click on a row: focus it (and change a switch or choice clicked again).
    case rowClicked(Int)
    /// Any key while help is open.
    case helpClosed
    /// Anything while the Review (FSRS) form is open: that form has it.
    case inReview(InputEvent)
    /// The app could not write `settings.json`: the change applies, and the screen says so.
    case saveFailed(String)
}

extension FormScreenLayout {
    /// Settings: two status rows, for a broken file's reason.
    static func settings(_ size: Size) -> FormScreenLayout { FormScreenLayout(size: size, statusRows: 2) }
}
