import FlashzillaCore

/// Where the conversation can be, and what an outstanding effect was asked for.
extension ScreenReaderConversation {
    /// Where the conversation is; each place reads lines its own way.
    enum Place: Equatable, Sendable {
        case notStarted
        /// An effect is out; only its answer is expected.
        case waiting(Pending)
        case choosingDeck([DeckSummary])
        case naming(existing: [DeckSummary])
        /// `import` typed in the deck list: the next line is the file's path.
        case choosingImportFile(existing: [DeckSummary])
        case deckMenu(LoadedDeck)
        case addingPrompt(LoadedDeck)
        case addingAnswer(LoadedDeck, prompt: String)
        /// A card command typed without a number: the next line is the card's number.
        case choosingCard(LoadedDeck, for: ReaderCardAction)
        case confirmingDelete(LoadedDeck, index: Int)
        /// Editing the card at `index`: its new prompt, then its new answer (Enter keeps each).
        case editingPrompt(LoadedDeck, index: Int)
        case editingAnswer(LoadedDeck, index: Int, prompt: String)
        case choosingWordType(LoadedDeck, index: Int)
        /// The dictionary's definition was said: y puts it into the card.
        case confirmingDefinition(LoadedDeck, index: Int, WordDefinition)
        /// The deck's settings, read out as a numbered list.
        case deckSettings(LoadedDeck)
        /// One deck setting chosen: the next line is its new value. `inSettings`: go back
        /// to the settings list afterwards (else to the deck menu, as after `rename`).
        case deckSettingValue(LoadedDeck, DeckDraft.Field, inSettings: Bool)
        case confirmingTrash(LoadedDeck)
        /// The settings, read out as a numbered list; a number switches one.
        case settings
        /// A Review (FSRS) setting chosen from that list: the next line is its new value.
        case settingValue(ReviewSettingsScreen.Row)
        /// `deck` is the deck menu to go back to; nil when only this deck is studied.
        case studying(ReaderStudy, deck: LoadedDeck?)
        /// `deck` is the deck menu to go back to, and where the result is kept.
        case matching(ReaderMatch, deck: LoadedDeck)
        /// Only with `flashzilla review DECK`: no menus.
        case reviewing(ReaderReview)
        /// `quit` typed with Review answers still not written: y quits, anything else goes on.
        case confirmingQuit(ReaderReview)
        case ended
    }

    /// What an outstanding effect was for, so its answer is worded right.
    enum Pending: Equatable, Sendable {
        case deckList
        /// The deck chosen from the list, read whole for its menu.
        case deckOpened
        case cardAdded
        case cardDeleted
        /// A card edited or restored; `done` is said once it is saved.
        case cardChanged(done: String)
        /// A deck setting changed; said once saved.
        case deckSettingSaved(DeckDraft.Field, inSettings: Bool)
        /// A new name typed: the decks are listed afresh to check no other has it.
        case renameChecked(LoadedDeck, name: String, inSettings: Bool)
        case deckRenamed(inSettings: Bool)
        /// The card at `index` being looked up in the dictionary.
        case definition(LoadedDeck, index: Int)
        case deckCreated
        /// A file being imported; the deck list follows.
        case fileImported(existing: [DeckSummary])
        case deckTrashed(name: String)
        /// A finished game's best score or time, saved into its deck.
        case matchRecorded(ReaderMatch, deck: LoadedDeck)
        /// The settings as they will be once written.
        case settingsSaved(Settings)
        /// A Review answer or undo being stored; `then` is said once it is.
        case reviewStored(ReaderReview, then: [String])
        /// Review answers kept after a failure being written again; `next`: what follows.
        case keptAnswersStored(ReaderReview, next: KeptAnswersNext)
        /// A Quiz answer or undo being logged; the session goes on once it is.
        case quizLogged(ReaderStudy, deck: LoadedDeck?)
        /// Statistics of `deck` (nil: every deck, asked from the list of `entries`).
        case statistics(deck: LoadedDeck?, entries: [DeckSummary])
    }
}
