import FlashzillaCore

/// The deck each editor started from (as loaded, or as last saved), by file: what a save
/// that finds the file changed on disk compares against, to apply only the app's own
/// edits onto the other program's version (`DeckStore.save(_:mergingFrom:now:)`).
///
/// Kept by the run loop rather than in the model: it is the store's bookkeeping about
/// the file, like the fingerprint it goes with, and screens never look at it.
final class EditBaselines {
    private var byFile: [String: (revision: FileFingerprint?, base: DeckBaseline)] = [:]

    /// `deck` is what `fileName` held at `revision`.
    func record(_ deck: Deck, fileName: String, revision: FileFingerprint?) {
        // One editor at a time: older entries only hold memory. Let go of them before the
        // new one is built, or both digests (6 MB each for 100,000 cards) are held at once.
        byFile = [:]
        byFile = [fileName: (revision, DeckBaseline(deck))]
    }

    /// The baseline for a save of `fileName` that expects the file at `revision`.
    func base(fileName: String, revision: FileFingerprint?) -> DeckBaseline? {
        guard let entry = byFile[fileName], entry.revision == revision else { return nil }
        return entry.base
    }
}
