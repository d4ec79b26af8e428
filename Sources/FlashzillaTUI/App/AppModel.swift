import FlashzillaCore
import Foundation

/// The app's screens and the way between them: the chooser; a study session per deck,
/// kept (paused) when the user goes back so returning resumes it; the editors, Match,
/// Review, statistics, settings and import. Pure: input comes in through `handle`, every
/// file read or write goes out as an `AppEffect`, and its answer comes back as an
/// `AppResponse` through `receive`.
public struct AppModel: Equatable, Sendable {
    /// Where the app is, holding the screen on show (AppModel+Route.swift).
    public internal(set) var route: Route
    /// The home screen, always there: its listings and status outlive visits elsewhere.
    public internal(set) var chooser: ChooserScreen
    /// Study sessions set aside when the user went back, by file: returning resumes them.
    /// The one on show lives in the route.
    public internal(set) var studies: [String: StudyScreen] = [:]
    /// Card edits (card editor, browse) waiting to be written, coalesced.
    var saves = DeckSaveQueue()
    /// Review answers the progress file refused, kept to be written later.
    var unsavedAnswers = UnsavedAnswers()
    /// Set while the app asks whether to quit with work not written (AppModel+Quit.swift).
    public internal(set) var quitQuestion: String?
    /// As stored in `settings.json`; the settings screen edits these.
    public internal(set) var settings: Settings
    /// This run's command-line switches, applied on top.
    public let overrides: SettingsOverrides
    /// What is in force: `settings` with `overrides`.
    public var effectiveSettings: Settings { overrides.applied(to: settings) }
    /// Why `settings.json` is not used, if it is broken.
    public let settingsProblem: String?
    /// The file as it was when each session was dealt; a different one means the deck was edited.
    var revisions: [String: FileFingerprint] = [:]
    /// A kept study session whose deck the card editor or browse is using meanwhile (see
    /// `lendKeptDeck`): put back on leaving without a change, dropped on the first change.
    var parkedStudy: ParkedStudy?
    /// The Review sitting waiting while its card is edited (`e`), to return to.
    var reviewAside: ReviewAside?
    /// Deck files read as read-only (a newer version's): their kept decks are not reused.
    var readOnlyFiles: Set<String> = []
    public internal(set) var studyOptions: StudyOptions
    /// The card side whose sounds play, and the note about media (AppModel+Media.swift).
    var media = MediaFollow()
    /// Which screens' hints have been said by voice, and how often they are.
    var hints = SpokenHints()
    /// Started as `flashzilla study DECK` (or `match DECK`): leaving the deck leaves the program.
    public let quitsWhenStudyEnds: Bool

    public init(listings: [DeckListing], settings: Settings = Settings(), overrides: SettingsOverrides = SettingsOverrides(),
                settingsProblem: String? = nil, quitsWhenStudyEnds: Bool = false, lastSynced: Date? = nil) {
        route = .chooser
        chooser = ChooserScreen(listings: listings, folded: Set(settings.foldedDecks))
        chooser.lastSynced = lastSynced
        self.settings = settings
        self.overrides = overrides
        self.studyOptions = StudyOptions(overrides.applied(to: settings))
        chooser.namesColors = Self.namesColors(overrides.applied(to: settings))
        self.settingsProblem = settingsProblem
        self.quitsWhenStudyEnds = quitsWhenStudyEnds
        if let settingsProblem { chooser.status = "Settings not used: \(settingsProblem)" }
    }

    /// The screen on show handles the event; what it asks for comes back as app effects.
    /// (`handle`, in AppModel+Media, adds what sounds do after it.)
    mutating func handleOnScreen(_ event: InputEvent, in context: ScreenContext) -> [AppEffect] {
        // Raw mode delivers Ctrl-C as a key; it always quits, from any screen (edits saved first).
        if event == .key(.ctrl("c")) { return flushUnsavedWork(now: context.moment) + [.quit] }
        if quitQuestion != nil { return answerQuitQuestion(event) }
        // Taken out of the route while it changes, so the screen is its cards' only owner
        // and a swipe or an edit on 100,000 cards does not copy them (copy-on-write).
        switch takeRoute() {
        case .chooser:
            return chooser.handle(event, in: context).flatMap { chooserEffect($0, in: context) }
        case .study(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            let deckID = screen.session.deck.id
            route = .study(screen, fileName: fileName)
            return effects.flatMap { studyEffect($0, fileName: fileName, deckID: deckID, in: context) }
        case .deckEditor(var screen, let revision):
            let effects = screen.handle(event, in: context)
            route = .deckEditor(screen, revision: revision)
            return effects.flatMap { deckEditorEffect($0, of: screen, revision: revision) }
        case .cardEditor(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            route = .cardEditor(screen, fileName: fileName)
            return effects.flatMap { cardEditorEffect($0, fileName: fileName, in: context) }
        case .match(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            route = .match(screen, fileName: fileName)
            return effects.flatMap { matchEffect($0, fileName: fileName) }
        case .browse(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            route = .browse(screen, fileName: fileName)
            return effects.flatMap { browseEffect($0, fileName: fileName, in: context) }
        case .review(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            route = .review(screen, fileName: fileName)
            return effects.flatMap { reviewEffect($0, fileName: fileName, in: context) }
        case .settings(var screen):
            let effects = screen.handle(event, in: context)
            route = .settings(screen)
            return effects.flatMap { settingsEffect($0) }
        case .statistics(var screen):
            let effects = screen.handle(event, in: context)
            route = .statistics(screen)
            return effects.flatMap { statisticsEffect($0, of: screen) }
        case .importFile(var screen):
            let effects = screen.handle(event, in: context)
            route = .importFile(screen)
            return effects.flatMap { importEffect($0) }
        case .customStudy(var screen, let fileName):
            let effects = screen.handle(event, in: context)
            route = .customStudy(screen, fileName: fileName)
            return effects.flatMap { customStudyEffect($0, fileName: fileName, in: context) }
        case .syncLogin(var screen):
            let effects = screen.handle(event, in: context)
            route = .syncLogin(screen)
            return effects.flatMap { syncLoginEffect($0) }
        }
    }

    public func view(in context: ScreenContext) -> Grid {
        var grid = visibleScreen.view(in: context)
        if let note = media.note { Self.drawMediaNote(note, into: &grid) }
        if let quitQuestion { Self.drawQuestion(quitQuestion, into: &grid) }
        return grid
    }

    public func cursor(in context: ScreenContext) -> Point? {
        visibleScreen.cursor(in: context)
    }

    /// How long the run loop may wait for input: until the screen changes by itself or
    /// the pending card edits are due to be written, whichever is sooner.
    public func nextWakeUp(in context: ScreenContext) -> Duration? {
        let screen = visibleScreen.nextWakeUp(in: context)
        guard let due = [saves.scheduler.dueAt, unsavedAnswers.dueAt].compactMap({ $0 }).min() else { return screen }
        let untilSave = max(.zero, due - context.moment)
        return screen.map { min($0, untilSave) } ?? untilSave
    }

    /// Whether swatches need their colour's name even at the cost of the deck's: colour
    /// may not carry meaning alone, or high contrast draws two deck colours alike.
    /// (Monochrome draws every swatch alike: there the deck's name tells decks apart, and
    /// the colour's is shown only where it fits.)
    static func namesColors(_ settings: Settings) -> Bool {
        settings.differentiateWithoutColor || settings.theme == .highContrast
    }

    /// Names of every deck but the one in `fileName`: deck names are unique.
    func deckNames(except fileName: String?) -> [String] {
        chooser.listings.filter { !$0.isBroken && $0.fileName != fileName }.map(\.name)
    }
}

/// A study session set aside while an editor uses its deck (`AppModel.parkedStudy`).
struct ParkedStudy: Equatable, Sendable {
    var fileName: String
    /// The session, without its deck until it is given back.
    var screen: StudyScreen
}
