import Foundation
import FlashzillaCore

/// What `flashzilla study DECK` or `flashzilla match DECK` opens with `--screen-reader`.
public enum ReaderOpening: Equatable, Sendable {
    case study, match
    /// Review the deck with this session (made from the progress file by the caller).
    case review(ReviewSession)
}

/// Flashzilla for screen readers: a line-by-line conversation instead of a drawn screen.
///
/// A pure value, like the screens: typed lines, ticks and the end of input go in with
/// the moment they happened; sentences and effects (list, save, create, trash, quit)
/// come out, and the run loop answers each effect with a `ReaderInput`. It never reads
/// a clock or touches a file, so whole conversations are tested as transcripts.
public struct ScreenReaderConversation: Equatable, Sendable {
    var place: Place = .notStarted
    /// Set: study or play only this deck, no menus (`flashzilla study DECK --screen-reader`).
    let openingDeck: LoadedDeck?
    /// What the opening deck is for.
    let opening: ReaderOpening
    /// The seed of the next deal; each deal moves it on, so runs are reproducible.
    var nextSeed: UInt64
    /// The calendar date at `Moment.zero`, for new cards' creation dates.
    let calendarOrigin: Date
    /// By voice, whether or not the screen-reader setting is on (`--screen-reader`).
    var readerTimeLimits: TimeLimits { settings.timeLimits(byVoice: true) }

    /// As stored in `settings.json`: the `settings` command reads and switches them.
    var settings: Settings
    /// The current deck's card deletions and edits, newest last: what `undo` takes back.
    /// Emptied on leaving the deck.
    var undoStack: [CardUndo] = []
    /// Review answers the progress file refused, kept to be written later.
    var unsavedAnswers = UnsavedAnswers()
    /// The Review answers being written now (the store's answer says what became of them).
    var answersBeingStored: [ReviewAnswer] = []

    public init(openingDeck: LoadedDeck? = nil, opening: ReaderOpening = .study, seed: UInt64, calendarOrigin: Date,
                settings: Settings = Settings()) {
        self.openingDeck = openingDeck
        self.opening = opening
        self.nextSeed = seed
        self.calendarOrigin = calendarOrigin
        self.settings = settings
    }

    /// True once `.quit` has been output; nothing more will be said.
    public var hasEnded: Bool { place == .ended }

    /// The opening: the deck list (after `.listDecks` is answered), or the session of
    /// the opening deck.
    public mutating func start(now: Moment) -> [ReaderOutput] {
        guard place == .notStarted else { return [] }
        guard let deck = openingDeck else {
            place = .waiting(.deckList)
            return say("Welcome to Flashzilla.") + [.listDecks]
        }
        if case .review(let session) = opening { return startReview(session, deck: deck, now: now) }
        if opening == .match {
            let said = startMatch(deck, now: now)
            return place == .notStarted ? said + goodbye() : said
        }
        guard let (study, opening) = ReaderStudy.begin(deck.deck, seed: takeSeed(), canGoBack: false, now: now, timeLimits: readerTimeLimits) else {
            return say("\(SpokenPhrases.text(deck.deck.name)) has no cards to study.") + goodbye()
        }
        place = .studying(study, deck: nil)
        return say(opening)
    }

    public mutating func handle(_ input: ReaderInput, now: Moment) -> [ReaderOutput] {
        switch input {
        case .line(let line): lineTyped(line, now: now)
        case .tick: ticked(now: now)
        case .endOfInput: endOfInput(now: now)
        case .settingsSaved: settingsAnswered(input)
        case .reviewStored where isLoggingQuiz, .failed where isLoggingQuiz: quizLogAnswered(input)
        case .reviewStored where isStoringKeptAnswers, .failed where isStoringKeptAnswers: keptAnswersAnswered(input, now: now)
        case .reviewStored: reviewStoreAnswered(input, now: now)
        case .failed where isStoringReview: reviewStoreAnswered(input, now: now)
        case .failed where isSavingSettings: settingsAnswered(input)
        case .decksListed, .deckOpened, .saved, .renamed, .defined, .trashed, .statisticsReady, .imported, .failed: effectAnswered(input)
        }
    }

    /// How long the run loop may wait for a line before it must send `.tick`; nil when
    /// nothing will be said without input.
    public func nextWakeUp(now: Moment) -> Duration? {
        if case .reviewing(let review) = place {
            let retry = unsavedAnswers.dueAt.map { max(.zero, $0 - now) }
            return [review.nextWakeUp(date: date(at: now)), retry].compactMap { $0 }.min()
        }
        guard case .studying(let study, _) = place else { return nil }
        return study.nextWakeUp(now: now)
    }

    // MARK: - Dispatch

    private mutating func lineTyped(_ line: String, now: Moment) -> [ReaderOutput] {
        switch place {
        case .notStarted, .waiting, .ended: []
        case .choosingDeck(let entries): chooserLine(line, entries: entries)
        case .naming(let existing): namingLine(line, existing: existing)
        case .choosingImportFile(let existing): importPathLine(line, existing: existing)
        case .deckMenu(let deck): deckMenuLine(line, deck: deck, now: now)
        case .addingPrompt(let deck): promptLine(line, deck: deck)
        case .addingAnswer(let deck, let prompt): answerLine(line, deck: deck, prompt: prompt, now: now)
        case .choosingCard(let deck, let action): cardNumberLine(line, deck: deck, action: action)
        case .confirmingDelete(let deck, let index): confirmDeleteLine(line, deck: deck, index: index)
        case .editingPrompt(let deck, let index): editedPromptLine(line, deck: deck, index: index)
        case .editingAnswer(let deck, let index, let prompt): editedAnswerLine(line, deck: deck, index: index, prompt: prompt, now: now)
        case .choosingWordType(let deck, let index): wordTypeLine(line, deck: deck, index: index, now: now)
        case .confirmingDefinition(let deck, let index, let found): confirmDefinitionLine(line, deck: deck, index: index, found: found, now: now)
        case .deckSettings(let deck): deckSettingsLine(line, deck: deck)
        case .deckSettingValue(let deck, let field, let inSettings): deckSettingValueLine(line, deck: deck, field: field, inSettings: inSettings)
        case .confirmingTrash(let deck): confirmTrashLine(line, deck: deck)
        case .settings: settingsLine(line)
        case .settingValue(let row): settingValueLine(line, row: row)
        case .studying(let study, let deck): studyLine(line, study: study, deck: deck, now: now)
        case .matching(let match, let deck): matchLine(line, match: match, deck: deck, now: now)
        case .reviewing(let review): reviewLine(line, review: review, now: now)
        case .confirmingQuit(let review): confirmQuitLine(line, review: review, now: now)
        }
    }

    private mutating func ticked(now: Moment) -> [ReaderOutput] {
        if case .reviewing(let review) = place {
            if let retry = retryKeptAnswers(review, now: now) { return retry }
            return reviewTicked(review, now: now)
        }
        guard case .studying(var study, let deck) = place else { return [] }
        let said = study.catchUp(now: now)
        place = .studying(study, deck: deck)
        return say(said)
    }

    /// A closed pipe ends the conversation as "quit" would. Every change is saved the
    /// moment it is complete, so only an unfinished one is left to mention.
    private mutating func endOfInput(now: Moment) -> [ReaderOutput] {
        var said: [String] = []
        switch place {
        case .notStarted, .ended: return []
        case .studying(var study, _): said = study.catchUp(now: now) + study.stoppedSentence()
        case .matching(let match, _): said = match.stoppedSentence()
        case .addingPrompt, .addingAnswer: said = ["End of input; the card was not added."]
        case .naming: said = ["End of input; the deck was not created."]
        case .choosingImportFile: said = ["End of input; nothing was imported."]
        case .confirmingDelete, .confirmingTrash: said = ["End of input; nothing was deleted."]
        case .editingPrompt, .editingAnswer, .choosingWordType, .confirmingDefinition: said = ["End of input; the card was not changed."]
        case .settingValue, .deckSettingValue: said = ["End of input; the setting was not changed."]
        case .reviewing(let review):
            // No one left to ask: a last try, and what was lost is said.
            if let lastTry = writeKeptAnswers(review, next: .endOfInput, now: now) { return lastTry }
        case .confirmingQuit:
            said = ["End of input; \(UnsavedAnswers.phrase(unsavedAnswers.count)) not saved."]
        case .waiting, .choosingDeck, .deckMenu, .choosingCard, .settings, .deckSettings: break
        }
        return say(said) + goodbye()
    }

    // MARK: - Helpers

    func say(_ sentences: [String]) -> [ReaderOutput] { sentences.map(ReaderOutput.say) }
    func say(_ sentences: String...) -> [ReaderOutput] { say(sentences) }

    mutating func goodbye() -> [ReaderOutput] {
        place = .ended
        return say("Goodbye.") + [.quit]
    }

    mutating func takeSeed() -> UInt64 {
        defer { nextSeed = StudyScreen.restartSeed(after: nextSeed) }
        return nextSeed
    }

    /// The calendar date of `now`, for a new card's creation date.
    func date(at now: Moment) -> Date {
        let (seconds, attoseconds) = now.sinceOrigin.components
        return calendarOrigin.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }
}
