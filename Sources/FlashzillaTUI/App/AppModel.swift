import FlashzillaCore
import Foundation

/// The app's screens and the way between them: the chooser; a study session per deck,
/// kept (paused) when the user goes back so returning resumes it; the deck editor; the
/// settings. Pure: every file read or write is an `AppEffect` whose answer comes back
/// through a response method (AppModel+Responses.swift).
public struct AppModel: Equatable, Sendable {
    public enum Route: Equatable, Sendable {
        case chooser
        case study(fileName: String)
        case deckEditor
        case cardEditor(fileName: String)
        case match(fileName: String)
        case browse(fileName: String)
        case review(fileName: String)
        case settings
        case statistics
        case importFile
    }

    public internal(set) var route: Route
    public internal(set) var chooser: ChooserScreen
    public internal(set) var studies: [String: StudyScreen] = [:]
    public internal(set) var deckEditor: DeckEditorScreen?
    /// The file behind the deck editor as it was read: a save refuses to replace a newer one.
    var editorRevision: FileFingerprint?
    public internal(set) var cardEditor: CardEditScreen?
    public internal(set) var match: MatchScreen?
    public internal(set) var browse: BrowseScreen?
    public internal(set) var review: ReviewScreen?
    public internal(set) var statistics: StatisticsScreen?
    public internal(set) var importScreen: ImportScreen?
    /// Card edits (card editor, browse) waiting to be written, coalesced.
    var saves = DeckSaveQueue()
    /// The latest moment seen, for responses that come without one.
    var lastMoment: Moment = .zero
    public internal(set) var settingsScreen: SettingsScreen?
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
    /// Deck files read as read-only (a newer version's): their kept decks are not reused.
    var readOnlyFiles: Set<String> = []
    public internal(set) var studyOptions: StudyOptions
    /// Started as `flashzilla study DECK` (or `match DECK`): leaving the deck leaves the program.
    public let quitsWhenStudyEnds: Bool

    public init(listings: [DeckListing], settings: Settings = Settings(), overrides: SettingsOverrides = SettingsOverrides(),
                settingsProblem: String? = nil, quitsWhenStudyEnds: Bool = false) {
        route = .chooser
        chooser = ChooserScreen(listings: listings)
        self.settings = settings
        self.overrides = overrides
        self.studyOptions = StudyOptions(overrides.applied(to: settings))
        chooser.namesColors = Self.namesColors(overrides.applied(to: settings))
        self.settingsProblem = settingsProblem
        self.quitsWhenStudyEnds = quitsWhenStudyEnds
        if let settingsProblem { chooser.status = "Settings not used: \(settingsProblem)" }
    }

    /// `date`: the wall clock, for the dates cards carry (`createdAt`, `updatedAt`).
    public mutating func handle(_ event: InputEvent, now: Moment, size: Size, date: Date = Date(timeIntervalSince1970: 0)) -> [AppEffect] {
        lastMoment = now
        // Raw mode delivers Ctrl-C as a key; it always quits, from any screen (edits saved first).
        if event == .key(.ctrl("c")) { return flushSaves(now: now) + [.quit] }
        switch route {
        case .chooser:
            return chooser.handle(event, size: size, now: now).flatMap { chooserEffect($0, now: now) }
        case .study(let fileName):
            return handleStudy(event, fileName: fileName, now: now, size: size, date: date)
        case .deckEditor:
            return handleDeckEditor(event, size: size)
        case .cardEditor(let fileName):
            return handleCardEditor(event, fileName: fileName, now: now, date: date, size: size)
        case .match(let fileName):
            return handleMatch(event, fileName: fileName, now: now, size: size)
        case .browse(let fileName):
            return handleBrowse(event, fileName: fileName, now: now, date: date, size: size)
        case .review:
            return handleReview(event, now: now, size: size)
        case .settings:
            return handleSettings(event, size: size)
        case .statistics:
            return handleStatistics(event)
        case .importFile:
            return handleImport(event)
        }
    }

    private mutating func chooserEffect(_ effect: ChooserEffect, now: Moment) -> [AppEffect] {
        switch effect {
        case .study(let fileName): return [.loadDeck(fileName: fileName, purpose: .study)]
        case .review(let fileName): return [.openReview(fileName: fileName)]
        case .editDeck(let fileName): return [.loadDeck(fileName: fileName, purpose: .editDeck)]
        case .editCards(let fileName): return [.loadDeck(fileName: fileName, purpose: .editCards)]
        case .trashDeck(let fileName): return [.trashDeck(fileName: fileName)]
        case .match(let fileName): return [.loadDeck(fileName: fileName, purpose: .match)]
        case .browse(let fileName): return [.loadDeck(fileName: fileName, purpose: .browse)]
        case .createDeck:
            deckEditor = .creating(otherNames: deckNames(except: nil), defaultTimeLimit: settings.defaultTimeLimit)
            editorRevision = nil
            route = .deckEditor
            return []
        case .openSettings:
            settingsScreen = SettingsScreen(settings: settings, fileProblem: settingsProblem)
            route = .settings
            return []
        case .statistics(let fileName): return [.openStatistics(fileName: fileName)]
        case .reload: return [.reloadListings]
        case .importFile:
            importScreen = ImportScreen()
            route = .importFile
            return []
        case .quit: return flushSaves(now: now) + [.quit]
        case .suspend: return [.suspend]
        }
    }

    private mutating func handleStudy(_ event: InputEvent, fileName: String, now: Moment, size: Size, date: Date) -> [AppEffect] {
        // Taken out while it changes, so the screen is its decks' only owner and a swipe
        // on 100,000 cards does not copy them (copy-on-write).
        guard var screen = studies.removeValue(forKey: fileName) else {
            route = .chooser
            return []
        }
        let effects = screen.handle(event, now: now, size: size)
        let deckID = screen.session.deck.id
        studies[fileName] = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .leave:
                if quitsWhenStudyEnds { return [.quit] }
                route = .chooser
                return []
            case .suspend:
                return [.suspend]
            case .answered(let cardID, let outcome, let milliseconds):
                return [.recordReview(.quiz(deckID: deckID, cardID: cardID, outcome: outcome, at: date, milliseconds: milliseconds))]
            case .answerUndone(let cardID):
                return [.undoQuizAnswer(deckID: deckID, cardID: cardID)]
            }
        }
    }

    private mutating func handleDeckEditor(_ event: InputEvent, size: Size) -> [AppEffect] {
        guard var editor = deckEditor else {
            route = .chooser
            return []
        }
        deckEditor = nil
        let effects = editor.handle(event, size: size)
        deckEditor = editor
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .cancel:
                deckEditor = nil
                route = .chooser
                return []
            case .suspend:
                return [.suspend]
            case .save(let deck):
                switch editor.mode {
                case .create: return [.createDeck(deck)]
                case .edit(let fileName) where deck.name != editor.original.name:
                    return [.saveRenamedDeck(deck, fileName: fileName, revision: editorRevision)]
                case .edit(let fileName): return [.saveDeck(deck, fileName: fileName, revision: editorRevision)]
                }
            }
        }
    }

    private mutating func handleSettings(_ event: InputEvent, size: Size) -> [AppEffect] {
        guard var screen = settingsScreen else {
            route = .chooser
            return []
        }
        let effects = screen.handle(event, size: size)
        settingsScreen = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .leave:
                settingsScreen = nil
                route = .chooser
                return []
            case .suspend:
                return [.suspend]
            case .save(let newSettings):
                apply(newSettings)
                return [.saveSettings(newSettings)]
            }
        }
    }

    /// Whether swatches need their colour's name even at the cost of the deck's: colour
    /// may not carry meaning alone, or high contrast draws two deck colours alike.
    /// (Monochrome draws every swatch alike: there the deck's name tells decks apart, and
    /// the colour's is shown only where it fits.)
    static func namesColors(_ settings: Settings) -> Bool {
        settings.differentiateWithoutColor || settings.theme == .highContrast
    }

    /// New settings take effect at once, including in sessions already dealt.
    public mutating func apply(_ newSettings: Settings) {
        settings = newSettings
        studyOptions = StudyOptions(effectiveSettings)
        chooser.namesColors = Self.namesColors(effectiveSettings)
        for key in studies.keys { studies[key]?.options = studyOptions }
        match?.options = studyOptions
        browse?.options = studyOptions
        review?.options = studyOptions
    }

    /// Names of every deck but the one in `fileName`: deck names are unique.
    func deckNames(except fileName: String?) -> [String] {
        chooser.listings.filter { !$0.isBroken && $0.fileName != fileName }.map(\.name)
    }

    private mutating func handleCardEditor(_ event: InputEvent, fileName: String, now: Moment, date: Date, size: Size) -> [AppEffect] {
        guard var editor = cardEditor else {
            route = .chooser
            return []
        }
        cardEditor = nil  // the only owner while it changes: no copy of the cards
        let effects = editor.handle(event, now: date, size: size)
        cardEditor = editor
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .save(let deck):
                discardKeptSession(fileName: fileName)
                saves.changed(deck, at: now)
                return []
            case .define(let word, let request):
                return [.define(word: word, request: request)]
            case .suspend:
                return [.suspend]
            case .leave:
                let flushed = flushSaves(now: now)
                unparkStudy(fileName: fileName, deck: editor.deck)
                cardEditor = nil
                route = .chooser
                chooser.select(fileName: fileName)
                // Card counts and samples changed.
                return flushed + [.reloadListings]
            }
        }
    }

    private mutating func handleMatch(_ event: InputEvent, fileName: String, now: Moment, size: Size) -> [AppEffect] {
        guard var screen = match else {
            route = .chooser
            return []
        }
        match = nil
        let effects = screen.handle(event, now: now, size: size)
        match = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .leave:
                if quitsWhenStudyEnds { return [.quit] }
                match = nil
                route = .chooser
                return []
            case .suspend:
                return [.suspend]
            case .finished(let result):
                return [.recordMatch(fileName: fileName, result: result)]
            }
        }
    }

    private mutating func handleBrowse(_ event: InputEvent, fileName: String, now: Moment, date: Date, size: Size) -> [AppEffect] {
        guard var screen = browse else {
            route = .chooser
            return []
        }
        browse = nil  // the only owner while it changes: an edit does not copy the cards
        let effects = screen.handle(event, now: now, date: date, size: size)
        browse = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .save(let deck):
                discardKeptSession(fileName: fileName)
                saves.changed(deck, at: now)
                return []
            case .suspend: return [.suspend]
            case .leave:
                let flushed = flushSaves(now: now)
                unparkStudy(fileName: fileName, deck: screen.deck)
                browse = nil
                route = .chooser
                return flushed + [.reloadListings]
            }
        }
    }

    /// The study screen on show, if the route is a study.
    private var visibleStudy: StudyScreen? {
        guard case .study(let fileName) = route else { return nil }
        return studies[fileName]
    }

    /// Messages from the run loop itself (ticks, suspend and resume) go to the visible study.
    public mutating func notify(_ message: StudyMessage, now: Moment, size: Size) {
        if case .review = route, var screen = review {
            if message == .ticked { _ = screen.update(.ticked, now: now, size: size) }
            review = screen
            return
        }
        if case .match = route, var screen = match {
            let matchMessage: MatchMessage? = switch message {
            case .ticked: .ticked
            case .suspended: .suspended
            case .resumedFromSuspend: .resumedFromSuspend
            default: nil
            }
            if let matchMessage { _ = screen.update(matchMessage, now: now, size: size) }
            match = screen
            return
        }
        guard case .study(let fileName) = route, var screen = studies.removeValue(forKey: fileName) else { return }
        _ = screen.update(message, now: now, size: size)
        studies[fileName] = screen
    }

    public func view(size: Size, now: Moment) -> Grid {
        switch route {
        case .chooser: chooser.view(size: size)
        case .study: visibleStudy?.view(size: size, now: now) ?? chooser.view(size: size)
        case .deckEditor: deckEditor?.view(size: size) ?? chooser.view(size: size)
        case .cardEditor: cardEditor?.view(size: size) ?? chooser.view(size: size)
        case .match: match?.view(size: size, now: now) ?? chooser.view(size: size)
        case .browse: browse?.view(size: size, now: now) ?? chooser.view(size: size)
        case .review: review?.view(size: size, now: now) ?? chooser.view(size: size)
        case .settings: settingsScreen?.view(size: size) ?? chooser.view(size: size)
        case .statistics: statistics?.view(size: size) ?? chooser.view(size: size)
        case .importFile: importScreen?.view(size: size) ?? chooser.view(size: size)
        }
    }

    public func cursor(size: Size, now: Moment) -> Point? {
        switch route {
        case .chooser: chooser.cursor(size: size)
        case .study: visibleStudy?.cursor(size: size, now: now)
        case .deckEditor: deckEditor?.cursor(size: size)
        case .cardEditor: cardEditor?.cursor(size: size)
        case .match: match?.cursor(size: size, now: now)
        case .browse: browse?.cursor(size: size, now: now)
        case .review: review?.cursor(size: size, now: now)
        case .settings: settingsScreen?.cursor(size: size)
        case .statistics: nil
        case .importFile: importScreen?.cursor(size: size)
        }
    }

    public func nextWakeUp(now: Moment) -> Duration? {
        let screen = screenWakeUp(now: now)
        guard let due = saves.scheduler.dueAt else { return screen }
        let untilSave = max(.zero, due - now)
        return screen.map { min($0, untilSave) } ?? untilSave
    }

    private func screenWakeUp(now: Moment) -> Duration? {
        switch route {
        case .study: visibleStudy?.nextWakeUp(now: now)
        case .match: match?.nextWakeUp(now: now)
        case .browse: browse?.nextWakeUp(now: now)
        case .review: review?.nextWakeUp(now: now)
        // A lookup runs elsewhere: look for its answer soon.
        case .cardEditor: cardEditor?.pendingDefinition != nil ? Self.lookupPoll : nil
        case .chooser, .deckEditor, .settings, .statistics, .importFile: nil
        }
    }

    /// How often the run loop checks for a finished dictionary lookup.
    public static let lookupPoll: Duration = .milliseconds(30)
}

/// A study session set aside while an editor uses its deck (`AppModel.parkedStudy`).
struct ParkedStudy: Equatable, Sendable {
    var fileName: String
    /// The session, without its deck until it is given back.
    var screen: StudyScreen
}
