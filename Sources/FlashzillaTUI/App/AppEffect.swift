import FlashzillaCore
import Foundation

/// Why the app wants a deck read.
public enum DeckPurpose: Equatable, Sendable {
    case study
    case editDeck
    case editCards
    case match
    case browse
    /// Review's `e`: the card editor on this card, then back to the Review on show.
    case editCardInReview(UUID)
}

/// What the whole app asks of the world: the I/O that pure code cannot do (carried out by
/// the effect performer, each answer coming back as `AppMessage.answer`) and the process
/// control the run loop does itself (`suspend`, `quit`).
public enum AppEffect: Equatable, Sendable {
    /// Read this deck file and its progress; answer with `.reviewLoaded` or `.failedToOpen`.
    case openReview(fileName: String)
    /// Custom study of chosen cards on the deck: answer with `.customStudyLoaded` or `.failedToOpen`.
    case openCustomStudy(fileName: String, CustomStudy)
    /// Build the statistics of this deck (nil: every deck), true retention judged against
    /// `desiredRetention`; answer with `.statisticsReady` or, when the progress file cannot
    /// be read, `.failedToOpen`.
    case openStatistics(fileName: String?, desiredRetention: Double = SchedulerConfiguration.default.desiredRetention)
    /// The statistics of these decks together, said as `name`'s (a parent no file names);
    /// answered as `.openStatistics` is.
    case openFamilyStatistics(name: String, fileNames: [String],
                              desiredRetention: Double = SchedulerConfiguration.default.desiredRetention)
    /// Read this deck file; answer with `.deckLoaded` or `.deckUnreadable`. When
    /// `unlessUnchangedSince` is given (a kept study session holds the deck as the file
    /// was then) and the file is still so, answer `.deckUnchanged` without reading it.
    case loadDeck(fileName: String, purpose: DeckPurpose, unlessUnchangedSince: FileFingerprint? = nil)
    /// The deck just opened to be changed is what `fileName` holds at `revision`: a save
    /// that finds the file changed since merges its own changes against this.
    case recordBaseline(Deck, fileName: String, revision: FileFingerprint?)
    /// Write a new deck file; answer with `.deckSaved` or `.saveFailed`.
    case createDeck(Deck)
    /// Write the deck over its file (merged with the file's changes since `revision`, if
    /// any); answer with `.deckSaved`, `.deckMerged` or `.saveFailed`.
    case saveDeck(Deck, fileName: String, revision: FileFingerprint?)
    /// The deck editor saved a new name: `saveDeck`, then the file is moved to a name made
    /// from the new one (if it does not fit already); answer with `.deckSaved(…movedFrom:)`.
    case saveRenamedDeck(Deck, fileName: String, revision: FileFingerprint?)
    /// A parent deck was renamed: give each deck inside it its new name (`Spanish::Vocab` to
    /// `Español::Vocab`), each file read afresh, saved and moved to fit; failures answer `.saveFailed`.
    case renameDecks([DeckRename])
    /// Move the file to `HOME/trash/`; answer with `.deckTrashed` or `.saveFailed`.
    case trashDeck(fileName: String)
    /// Apply (theme, motion) and write `settings.json`; answer failures with `.saveFailed`.
    case saveSettings(Settings)
    /// Look the word up (off the UI thread); answer with `.definitionArrived` when done.
    case define(word: String, request: Int)
    /// A Match game ended: record the result in the deck's file (best score and time);
    /// answer with `.matchRecorded` when written, `.saveFailed` when not.
    case recordMatch(fileName: String, result: MatchResult)
    /// A Review or Quiz answer: store it (log and new schedule) before the next card is drawn, so a
    /// crash right after loses nothing. A Review answer that fails comes back as
    /// `.answersNotRecorded` (kept, to try again); a Quiz one as `.saveFailed`.
    case recordReview(ReviewAnswer)
    /// Review answers kept after a failed write, with any given since: store them all or
    /// none, in order, in one transaction; answer `.answersRecorded` or `.answersNotRecorded`.
    case recordAnswers([ReviewAnswer])
    /// Review's undo: forget the card's latest Review answer and give it `restoring` (nil: new).
    case undoReview(deckID: UUID, cardID: UUID, restoring: FSRSCardState?)
    /// Read these deck files (a parent's and its children's, the parent's first) and their
    /// progress; answer with `.familyReviewLoaded` or `.failedToOpen`.
    case openFamilyReview(name: String, fileNames: [String])
    /// The Quiz or Match on a parent (`purpose` .study or .match): read these deck files (the
    /// parent's and those inside it); answer with `.familyLoaded` or `.deckUnreadable`.
    case loadFamily(name: String, fileNames: [String], purpose: DeckPurpose)
    /// Every tag of the deck's cards, for custom study's Tab; answer with `.tagsRead`
    /// (nothing when the file cannot be read: Tab then completes nothing).
    case readTags(fileName: String)
    /// Custom study: raise the deck's limits for today by `by` (new and due), kept in the
    /// progress file until the next study day starts; a failure is said with `.saveFailed`.
    case extendLimits(fileName: String, by: ReviewCounts)
    /// Suspend, bury, flag or leech (or their undo): keep the card's marks.
    case setCardMarks(CardMarkChange)
    /// Read the deck's marked cards; answer with `.cardMarksLoaded` (nothing when there is
    /// no progress file or it cannot be read: the list then shows no marks).
    case loadCardMarks(deckID: UUID)
    /// Quiz's undo: forget the card's latest Quiz answer (Quiz never touched its schedule).
    case undoQuizAnswer(deckID: UUID, cardID: UUID)
    /// Import's Tab: list `directory` ("" the current folder, "~" home) for names starting
    /// with `prefix`; answer with `.pathsCompleted`.
    case completePath(directory: String, prefix: String)
    /// Read the file and plan its import without writing; answer with `.importPreviewed` or `.importFailed`.
    case previewImport(path: String, deckName: String? = nil)
    /// Import the file, telling `.importProgressed` on the way; answer with `.importFinished` or `.importFailed`.
    case runImport(path: String, deckName: String? = nil)
    /// The deck list changed on disk: read it again; answer with `.listingsRead`.
    case reloadListings
    /// Play these sounds of the deck's media folder, one after the other, with the player
    /// found on the system, without waiting; answer `.soundPlayerMissing` when there is none
    /// and `.mediaProblem` for a name refused or a file missing.
    case playSounds(deckID: UUID, names: [String])
    /// Stop the sounds playing, if any (the card side that had them went).
    case stopSounds
    /// Open these pictures of the deck's media folder with the system's viewer; answer
    /// `.imageViewerMissing` or `.mediaProblem` when it cannot.
    case openImages(deckID: UUID, names: [String])
    /// Sync with the sync server logged in to, telling `.syncProgressed` on the way;
    /// answer with `.syncFinished` or `.syncFailed`.
    case sync(full: FullSyncDirection? = nil)
    /// Log in (the password is sent once; only the server's key is kept), then sync; answer
    /// as `sync`, or with `.syncLoginFailed`.
    case syncLogIn(server: String, user: String, password: String)
    /// Stop the process (Ctrl-Z): the run loop sends `.suspending` first and `.resumed` after.
    case suspend
    /// Quit, once the effects before it (the last writes) are answered, unless something
    /// is still not written: answer `.quitRequested`, and the app asks first.
    case quitUnlessUnsaved
    case quit
}

/// One deck file's new name, when its parent is renamed.
public struct DeckRename: Equatable, Sendable {
    public var fileName: String
    public var newName: String

    public init(fileName: String, newName: String) {
        self.fileName = fileName
        self.newName = newName
    }
}
