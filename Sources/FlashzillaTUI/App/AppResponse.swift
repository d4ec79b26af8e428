import FlashzillaCore
import Foundation

/// The answer to each `AppEffect` the performer carried out, and what it noticed meanwhile
/// (the deck folder changed, a definition arrived). It reaches the app as `AppMessage.answer`.
public enum AppResponse: Sendable {
    // Answers to `.loadDeck`.
    /// The deck file as read. `revision`: its fingerprint (nil compares decks themselves);
    /// `isReadOnly`: written by a newer Flashzilla, so it may be studied but not edited;
    /// `seed`: for a new deal (Study, Match).
    case deckLoaded(Deck, fileName: String, revision: FileFingerprint? = nil, isReadOnly: Bool = false,
                    purpose: DeckPurpose = .study, seed: UInt64)
    /// The file is as it was when the kept session's deck was read (`.loadDeck`'s
    /// `unlessUnchangedSince`): that deck is used, not read again.
    case deckUnchanged(fileName: String, purpose: DeckPurpose, seed: UInt64)
    /// The deck file could not be read (gone, broken, unreadable).
    case deckUnreadable(fileName: String, reason: String)

    /// Answer to `.openReview`: the deck and what the progress file holds for it
    /// (its schedules, and how much of today's limits it used).
    /// Answer to `.loadCardMarks`.
    case cardMarksLoaded(deckID: UUID, DeckMarks)
    /// `extended`: what custom study raised today's limits by.
    case reviewLoaded(Deck, fileName: String, states: CardStates, introducedToday: Int, reviewedToday: Int, marks: DeckMarks = DeckMarks(),
                      extended: ReviewCounts = ReviewCounts())
    /// Answer to `.openFamilyReview`.
    case familyReviewLoaded(FamilyReviewStart)
    /// Answer to `.loadFamily`: the decks read, in the order asked.
    case familyLoaded(name: String, decks: [Deck], purpose: DeckPurpose, seed: UInt64)
    /// Answer to `.readTags`: the deck's tags, sorted, each once.
    case tagsRead(fileName: String, tags: [String])
    /// Answer to `.openCustomStudy`.
    case customStudyLoaded(CustomStudyStart)
    /// Answer to `.openStatistics`; `deckName` nil: the report covers every deck.
    case statisticsReady(StatisticsReport, deckName: String?)
    /// Review or statistics could not be opened: `fileName` is the file that failed.
    case failedToOpen(fileName: String, reason: String)

    /// Answer to `.reloadListings` (and to the deck folder changing): the chooser's rows.
    case listingsRead([DeckListing])
    /// A deck is on disk as `fileName`, now at `revision`; `movedFrom`: its file had that
    /// name before the save moved it (the deck was renamed).
    case deckSaved(Deck, fileName: String, revision: FileFingerprint?, movedFrom: String? = nil)
    /// A save found the file changed on disk and wrote `merged` instead: the other
    /// program's changes with ours applied (`summary` says how).
    case deckMerged(Deck, fileName: String, revision: FileFingerprint?, summary: String, movedFrom: String? = nil)
    /// A write failed (a deck, the settings, a review or a Quiz answer): `message` says why.
    case saveFailed(String)
    /// Answer to `.recordAnswers`: all of them are in the progress file.
    case answersRecorded(count: Int)
    /// Review answers the progress file refused (`.recordReview`, `.recordAnswers`): kept to try again.
    case answersNotRecorded([ReviewAnswer], reason: String)
    /// Answer to `.quitUnlessUnsaved`: the writes before it are answered.
    case quitRequested
    /// The deck's file is in the trash now, at `movedTo`.
    case deckTrashed(fileName: String, movedTo: String)
    /// A Match result was written into the deck's file, now at `revision`.
    case matchRecorded(fileName: String, revision: FileFingerprint?)
    /// A dictionary lookup asked for by `.define` finished.
    case definitionArrived(request: Int, result: Result<(definition: String, wordType: WordType), DefinitionFailure>)

    // Media's answers (only when something could not be done).
    /// `.playSounds` found no player on the system: said once a run.
    case soundPlayerMissing
    /// `.openImages` found no viewer on the system: said once a run.
    case imageViewerMissing
    /// A media name refused or a file missing: said until the next key.
    case mediaProblem(String)

    // Import's answers.
    /// The names Tab found in the folder typed (`.completePath`).
    case pathsCompleted([String])
    /// A dry run of the import (`.previewImport`).
    case importPreviewed(ImportPreview)
    /// The import under way began a step ("Writing 3 decks…").
    case importProgressed(String)
    case importFailed(String)
    /// The import is written; `summary` says what it did.
    case importFinished(summary: String)
    /// The sync under way began a step ("Sending 3 answers…").
    case syncProgressed(String)
    /// The sync is over at `at`; `summary` says what came and went.
    case syncFinished(summary: String, at: Date)
    /// The sync failed (`message` names the server and why), or could not start (not logged in).
    case syncFailed(String)
    /// Only a full sync can go on (both sides have a collection of their own, or the
    /// server's was replaced): `message` says why; the learner chooses download or upload.
    case syncNeedsFullChoice(String)
    /// No login is kept: the login form asks for one.
    case syncNeedsLogin
    /// The login failed (wrong password, no such server…): why, in a line naming the server.
    case syncLoginFailed(String)
}
