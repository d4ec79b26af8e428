import FlashzillaCore
import Foundation

/// A package's collection written on a thread of its own: each deck's media and notes are
/// made (they need only the decks), the notes written, and then the cards and review log,
/// once the caller, who has meanwhile read the learner's study, gives them (`give`). The
/// notes take about as long as the progress file's reading, so an export with scheduling
/// costs little more than its write.
final class CollectionWriting: Sendable {
    private let notes = Handoff<[AnkiPackageNotes]>()
    private let studied = Handoff<[AnkiCollectionFile.Studied]?>()
    private let outcome = Handoff<Result<[(name: String, file: URL)], any Error>>()

    /// Starts writing `decks` to a new collection at `path`.
    init(decks: [(deck: Deck, mediaFolder: URL?)], to path: String, now: Date) {
        DedicatedThread.start { [self] in
            var media: [(name: String, file: URL)] = [], mediaNames = Set<String>()
            var parts: [AnkiCollectionFile.Part] = [], takenCards = TakenIDs(), takenNotes = TakenIDs()
            for (deck, folder) in decks {
                let shown = ApkgExporter.shownMedia(of: deck, in: folder)
                // A name two decks' folders share goes once, the first deck's file.
                for file in shown where mediaNames.insert(file.name).inserted { media.append(file) }
                var made = AnkiPackageNotes(deck: deck, media: Set(shown.map(\.name)), now: now)
                made.keepIDsApart(cards: &takenCards, notes: &takenNotes)
                parts.append(.init(deck: deck, deckID: AnkiCollectionJSON.deckID(for: deck.id), notes: made))
            }
            notes.give(parts.map(\.notes))
            let written = Result { () throws -> [(name: String, file: URL)] in
                try AnkiCollectionFile.write(parts, now: now, to: path) { studied.take() }
                return media
            }
            outcome.give(written)
        }
    }

    /// Each deck's notes, in order, once made: the cards' rows take their ids from them.
    func madeNotes() -> [AnkiPackageNotes] { notes.take() }

    /// The cards and review log of each deck, in order; nil stops the writing.
    func give(_ studied: [AnkiCollectionFile.Studied]?) { self.studied.give(studied) }

    /// Waits for the collection to be written; the media files the package carries.
    func finish() throws -> [(name: String, file: URL)] { try outcome.take().get() }
}
