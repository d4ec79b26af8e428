import Foundation
import FlashzillaCore

/// What the conversation asks its run loop to do: say a sentence, or carry out I/O and
/// answer back with the matching `ReaderInput`. An effect is always the last output of
/// a batch, because what comes next depends on its answer.
public enum ReaderOutput: Equatable, Sendable {
    /// One sentence, already safe to print (card text passed through `SafeText`).
    case say(String)
    /// Summarise every deck file (no cards kept); answer `.decksListed`.
    case listDecks
    /// Read one deck file whole; answer `.deckOpened` or `.failed`.
    case openDeck(URL)
    /// Write this deck over its file; answer `.saved` or `.failed`.
    case save(LoadedDeck)
    /// Write this renamed deck over its file, then move the file to fit the new name
    /// (`DeckStore.moveFileToMatchName`); answer `.renamed` or `.failed`.
    case saveRenamed(LoadedDeck)
    /// Write a new deck to a new file; answer `.saved` or `.failed`.
    case create(Deck)
    /// Move the deck's file to the trash; answer `.trashed` or `.failed`.
    case trash(LoadedDeck)
    /// Write `settings.json`; answer `.settingsSaved` or `.failed`.
    case saveSettings(Settings)
    /// Store a Review answer (log and new schedule); answer `.reviewStored` or `.failed`.
    case recordReview(ReviewAnswer)
    /// Store Review answers kept after a failed write, all or none, in order; answer
    /// `.reviewStored` or `.failed`.
    case recordAnswers([ReviewAnswer])
    /// Take back a card's latest Review answer; answer `.reviewStored` or `.failed`.
    case undoReview(ReviewUndo)
    /// Take back a card's latest Quiz answer in the log; answer `.reviewStored` or `.failed`.
    case undoQuizAnswer(deckID: UUID, cardID: UUID)
    /// Import the file at this path (as `flashzilla import` does); answer `.imported` or `.failed`.
    case importFile(path: String)
    /// Build the statistics of this deck (nil: every deck); answer `.statisticsReady` or `.failed`.
    case statistics(deckID: UUID?)
    /// Look the word up in the dictionary (WordNet), as the card editor's ^G does;
    /// answer `.defined` or `.failed`.
    case define(word: String)
    /// End the program (exit status 0). Nothing follows it.
    case quit
}
