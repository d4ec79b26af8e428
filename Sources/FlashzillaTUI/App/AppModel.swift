import FlashzillaCore

/// What the whole app asks its run loop to do: the I/O and process control that pure
/// code cannot.
public enum AppEffect: Equatable, Sendable {
    /// Read this deck file and hand it back with `open(_:fileName:seed:now:size:)`.
    case loadDeck(fileName: String)
    case suspend
    case quit
}

/// The app's screens and the way between them: the chooser, and a study session per
/// deck that is kept (paused) when the user goes back, so returning resumes it.
public struct AppModel: Equatable, Sendable {
    public enum Route: Equatable, Sendable {
        case chooser
        case study(fileName: String)
    }

    public private(set) var route: Route
    public private(set) var chooser: ChooserScreen
    public private(set) var studies: [String: StudyScreen] = [:]
    /// The file as it was when each session was dealt; a different one means the deck was edited.
    private var revisions: [String: FileFingerprint] = [:]
    public let studyOptions: StudyOptions
    /// Started as `flashzilla study DECK`: leaving the session leaves the program.
    public let quitsWhenStudyEnds: Bool

    public init(listings: [DeckListing], studyOptions: StudyOptions, quitsWhenStudyEnds: Bool = false) {
        route = .chooser
        chooser = ChooserScreen(listings: listings)
        self.studyOptions = studyOptions
        self.quitsWhenStudyEnds = quitsWhenStudyEnds
    }

    /// Shows a deck's study screen, resuming its session when the file is unchanged
    /// (`revision`: the file's fingerprint; nil compares the decks themselves).
    public mutating func open(_ deck: Deck, fileName: String, revision: FileFingerprint? = nil, seed: UInt64, now: Moment, size: Size) {
        let unchanged = revision.map { revisions[fileName] == $0 } ?? (studies[fileName]?.session.deck == deck)
        revisions[fileName] = revision
        if var existing = studies[fileName], unchanged {
            _ = existing.update(.returned, now: now, size: size)
            studies[fileName] = existing
        } else {
            // New, or edited since: a fresh session on what is on disk now.
            studies[fileName] = StudyScreen(deck: deck, seed: seed, options: studyOptions, now: now)
        }
        route = .study(fileName: fileName)
    }

    /// A deck could not be opened: stay on (or return to) the chooser and say why.
    public mutating func failedToOpen(_ fileName: String, reason: String) {
        route = .chooser
        chooser.status = "Cannot open \(fileName): \(reason)"
    }

    public mutating func reloadListings(_ listings: [DeckListing], size: Size) {
        chooser.reload(listings, size: size)
    }

    public mutating func handle(_ event: InputEvent, now: Moment, size: Size) -> [AppEffect] {
        // Raw mode delivers Ctrl-C as a key; it always quits, from any screen.
        if event == .key(.ctrl("c")) { return [.quit] }
        switch route {
        case .chooser:
            return chooser.handle(event, size: size).map { effect in
                switch effect {
                case .study(let fileName): .loadDeck(fileName: fileName)
                case .quit: .quit
                case .suspend: .suspend
                }
            }
        case .study(let fileName):
            guard var screen = studies[fileName] else {
                route = .chooser
                return []
            }
            let effects = screen.handle(event, now: now, size: size)
            studies[fileName] = screen
            return effects.flatMap { effect -> [AppEffect] in
                switch effect {
                case .leave:
                    if quitsWhenStudyEnds { return [.quit] }
                    route = .chooser
                    return []
                case .suspend:
                    return [.suspend]
                }
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
        guard case .study(let fileName) = route, var screen = studies[fileName] else { return }
        _ = screen.update(message, now: now, size: size)
        studies[fileName] = screen
    }

    public func view(size: Size, now: Moment) -> Grid {
        visibleStudy?.view(size: size, now: now) ?? chooser.view(size: size)
    }

    public func cursor(size: Size, now: Moment) -> Point? {
        visibleStudy?.cursor(size: size, now: now)
    }

    public func nextWakeUp(now: Moment) -> Duration? {
        visibleStudy?.nextWakeUp(now: now)
    }
}
