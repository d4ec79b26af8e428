import FlashzillaCore

/// The edited deck waiting to be written. Card edits (card editor, browse) come in
/// bursts; the `SaveScheduler` says when the burst is over, so a 100,000-card deck is
/// written once per burst rather than once per keystroke-sized change.
struct DeckSaveQueue: Equatable, Sendable {
    var scheduler = SaveScheduler()
    /// The latest version of the deck, while it is not yet on disk.
    var deck: Deck?
    var fileName: String?
    /// The file as last read or written: a save refuses to replace a newer one.
    var revision: FileFingerprint?
    /// When the save now being performed began.
    var inFlightSince: Moment?
    /// A save of these edits failed; cleared once they are all written.
    private(set) var isKeptBack = false

    /// The deck edited in `fileName` that is not on disk yet (a save failed: a full disk).
    func unsavedDeck(of fileName: String) -> Deck? {
        fileName == self.fileName ? deck : nil
    }

    /// The file whose edits are still waiting, if it is not `fileName`: following that
    /// one would drop them (the queue holds one deck).
    func waitingFile(other fileName: String) -> String? {
        deck != nil && self.fileName != fileName ? self.fileName : nil
    }

    /// Starts following a deck file just opened for editing. Edits of that file not yet
    /// written stay, with the revision they were made on, to be written with the next ones.
    mutating func follow(fileName: String, revision: FileFingerprint?) {
        if deck != nil, fileName == self.fileName { return }
        self = DeckSaveQueue()
        self.fileName = fileName
        self.revision = revision
    }

    mutating func changed(_ deck: Deck, at now: Moment) {
        self.deck = deck
        scheduler.changed(at: now)
    }

    /// The save to perform now, if one is due (or `flushing` and anything is pending).
    mutating func take(now: Moment, flushing: Bool) -> AppEffect? {
        let due = flushing ? scheduler.flush() : scheduler.isDue(now: now)
        guard due, let deck, let fileName else { return nil }
        inFlightSince = now
        return .saveDeck(deck, fileName: fileName, revision: revision)
    }

    /// A save of `fileName` finished; true if it was this queue's (not, say, the deck editor's).
    mutating func saved(fileName: String, revision: FileFingerprint?) -> Bool {
        guard fileName == self.fileName, let since = inFlightSince else { return false }
        self.revision = revision
        scheduler.saved(startedAt: since)
        inFlightSince = nil
        if !scheduler.hasUnsavedChanges {
            deck = nil
            isKeptBack = false
        }
        return true
    }

    /// The save in flight failed; it is tried again later (or on the next change).
    mutating func failed(now: Moment) -> Bool {
        guard inFlightSince != nil else { return false }
        inFlightSince = nil
        scheduler.saveFailed(now: now)
        isKeptBack = true
        return true
    }
}
