/// The user's preferences, kept in `HOME/settings.json`.
public struct Settings: Hashable, Sendable {
    /// How things are coloured. `monochrome` uses only bold, underline and reverse.
    public enum ColorTheme: String, CaseIterable, Hashable, Sendable {
        case standard = "default"
        case highContrast = "high-contrast"
        case monochrome

        public var displayName: String {
            switch self {
            case .standard: "Default"
            case .highContrast: "High contrast"
            case .monochrome: "Monochrome"
            }
        }
    }

    /// Time limit given to decks created in the app, in seconds (0 = untimed).
    public var defaultTimeLimit: Int
    public var animations: Bool
    public var theme: ColorTheme
    /// Nothing is told by colour alone: words and markers as well as tints.
    public var differentiateWithoutColor: Bool
    /// Labelled "[← Wrong]" / "[Correct →]" buttons on the study screen.
    public var answerButtons: Bool
    /// No slides, flips or springs: state changes appear at once.
    public var reduceMotion: Bool
    /// Start in the line-by-line screen-reader mode instead of full-screen drawing.
    public var screenReader: Bool
    /// How decks' time limits apply; nil until chosen, which means untimed with the screen
    /// reader (listening takes longer than reading) and as each deck says otherwise.
    public var timeLimits: TimeLimits?
    /// Review's FSRS settings: parameters, desired retention, steps, maximum interval.
    public var scheduler: SchedulerConfiguration = .default
    /// Keys a newer version wrote; written back unchanged.
    public var unknownFields: [String: JSONValue]
    /// The deck chooser's folded parents (`DeckPath.key`s), kept from one run to the next.
    public var foldedDecks: [String] = []
    /// Sync with the sync server logged in to when the app opens on the deck list and when
    /// it quits (Anki's "sync on profile open/close").
    public var syncOnOpenAndQuit = false
    /// Play a card's sounds when the side that has them is shown; nil until chosen, which
    /// means on, but off with the screen reader (a sound over speech hides both; `r` replays).
    public var playSounds: Bool?

    /// Whether sounds play on their own: the choice made, else the default for the interface.
    public var playsSoundsAutomatically: Bool { playSounds ?? !screenReader }

    public init(
        defaultTimeLimit: Int = DeckSettings.defaultTimeLimit,
        animations: Bool = true,
        theme: ColorTheme = .standard,
        differentiateWithoutColor: Bool = false,
        answerButtons: Bool = false,
        reduceMotion: Bool = false,
        screenReader: Bool = false,
        unknownFields: [String: JSONValue] = [:]
    ) {
        self.defaultTimeLimit = defaultTimeLimit
        self.animations = animations
        self.theme = theme
        self.differentiateWithoutColor = differentiateWithoutColor
        self.answerButtons = answerButtons
        self.reduceMotion = reduceMotion
        self.screenReader = screenReader
        self.unknownFields = unknownFields
    }

    /// `--accessible`: every switch but the screen reader, which changes the whole interface.
    public mutating func enableAccessibility() {
        differentiateWithoutColor = true
        answerButtons = true
        reduceMotion = true
        if theme == .standard { theme = .highContrast }
    }

    /// The time limits in force: the chosen ones, or the default for the interface in use.
    public var effectiveTimeLimits: TimeLimits { timeLimits(byVoice: screenReader) }

    /// The chosen time limits, else untimed by voice (listening takes longer than reading)
    /// and each deck's own on the full screen.
    public func timeLimits(byVoice: Bool) -> TimeLimits { timeLimits ?? (byVoice ? .off : .asSet) }

    /// Whether cards slide and flip: both the animation switch and reduce motion agree.
    public var showsMotion: Bool { animations && !reduceMotion }
}
