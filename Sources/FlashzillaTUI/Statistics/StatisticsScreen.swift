import FlashzillaCore

/// What the statistics screen asks of the app.
public enum StatisticsEffect: Equatable, Sendable {
    /// Show the other scope: every deck, or the chooser's deck.
    case switchScope
    case leave
    case suspend
}

public enum StatisticsMessage: Equatable, Sendable {
    case scopeToggled, quizToggled, helpToggled, leave, suspend
    /// Any key while help is open.
    case helpClosed
}

/// A deck's (or every deck's) statistics: today, the streak, a heatmap of the year,
/// retention, the month's forecast, cards by state. A pure view of the report it is given.
public struct StatisticsScreen: Equatable, Sendable {
    public let report: StatisticsReport
    /// nil: every deck.
    public let deckName: String?
    public private(set) var showingHelp = false
    /// The last Quiz sittings in place of the retention table.
    public private(set) var showingQuiz = false

    public init(report: StatisticsReport, deckName: String?) {
        self.report = report
        self.deckName = deckName
    }

    public static let minimumSize = Size(width: 80, height: 24)

    public static let keymap = Keymap<StatisticsMessage>([
        KeyBinding([.character("a")], help: "All decks / this deck", words: ["all decks", "this deck"], action: .scopeToggled),
        KeyBinding([.character("z")], help: "Quiz results / retention", words: ["quiz", "retention"], action: .quizToggled),
        KeyBinding([.escape, .character("q")], label: "Esc/q", help: "Back", words: ["back", "quit"], action: .leave),
        KeyBinding([.character("?")], help: "Help", words: ["help"], action: .helpToggled),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    /// Keys through the keymap; with help open any key closes it.
    public func message(for event: InputEvent, in context: ScreenContext) -> StatisticsMessage? {
        guard case .key(let key) = event else { return nil }
        return showingHelp ? .helpClosed : Self.keymap.action(for: key)
    }

    public mutating func update(_ message: StatisticsMessage, in context: ScreenContext) -> [StatisticsEffect] {
        switch message {
        case .helpClosed: showingHelp = false
        case .scopeToggled: return [.switchScope]
        case .quizToggled: showingQuiz.toggle()
        case .helpToggled: showingHelp.toggle()
        case .leave: return [.leave]
        case .suspend: return [.suspend]
        }
        return []
    }

    /// The report in plain lines, as `flashzilla stats` prints them (a screen reader hears
    /// `describe(in:)`, which says "no reviews yet" where this prints "-").
    public func describe() -> [String] { StatisticsText.lines(report, deckName: deckName) }
}
