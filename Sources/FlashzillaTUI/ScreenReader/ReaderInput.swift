import FlashzillaCore

/// What reaches the screen-reader conversation: a typed line, the clock, the end of
/// input, or the run loop's answer to an effect the conversation asked for.
public enum ReaderInput: Equatable, Sendable {
    /// One line typed (without its line break). An empty line is Enter.
    case line(String)
    /// The wake-up asked for by `nextWakeUp(now:)` (or any other moment passing).
    case tick
    /// Standard input was closed.
    case endOfInput

    // Answers to effects, one per effect, in the order the effects were asked.

    /// Answers `.listDecks`: every deck file's summary, as `DeckStore.summaries` gives them.
    case decksListed([DeckSummary])
    /// Answers `.openDeck`: the deck read whole.
    case deckOpened(LoadedDeck)
    /// Answers `.save` and `.create`: the deck as written, with its new fingerprint.
    case saved(LoadedDeck)
    /// Answers `.saveRenamed`: the deck as written and where its file is now; `moveProblem`
    /// says why the file kept its old name (the deck is saved all the same).
    case renamed(LoadedDeck, moveProblem: String?)
    /// Answers `.define`.
    case defined(WordDefinition)
    /// Answers `.trash`.
    case trashed
    /// Answers `.saveSettings`.
    case settingsSaved
    /// Answers `.recordReview`, `.recordAnswers` and `.undoReview`.
    case reviewStored
    /// Answers `.importFile`: what was imported, in sentences.
    case imported([String])
    /// Answers `.statistics`.
    case statisticsReady(StatisticsReport)
    /// Answers an effect that did not happen (`.openDeck`, `.save`, `.define` …), with the reason.
    case failed(String)
}
