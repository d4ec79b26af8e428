import FlashzillaCore

/// The run loop's answers to `AppEffect`s.
extension AppModel {
    /// A deck was read for `purpose`. For study, resumes its session when the file is
    /// unchanged (`revision`: the file's fingerprint; nil compares the decks themselves).
    public mutating func open(_ deck: Deck, fileName: String, revision: FileFingerprint? = nil, purpose: DeckPurpose = .study,
                              seed: UInt64, now: Moment, size: Size) {
        switch purpose {
        case .study:
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
        case .editDeck, .editCards:
            deckEditor = DeckEditorScreen(mode: .edit(fileName: fileName), deck: deck, otherNames: deckNames(except: fileName))
            editorRevision = revision
            route = .deckEditor
        }
    }

    /// A deck could not be opened: stay on (or return to) the chooser and say why.
    public mutating func failedToOpen(_ fileName: String, reason: String) {
        route = .chooser
        chooser.status = "Cannot open \(fileName): \(reason)"
    }

    public mutating func reloadListings(_ listings: [DeckListing], size: Size) {
        chooser.reload(listings, size: size)
    }

    /// The deck editor's deck is on disk as `fileName`, now at `revision`.
    /// Returns to the chooser with that deck selected; the listings need a reload.
    public mutating func deckSaved(_ deck: Deck, fileName: String, revision: FileFingerprint?) -> [AppEffect] {
        let created = deckEditor?.mode == .create
        deckEditor = nil
        editorRevision = nil
        route = .chooser
        chooser.select(fileName: fileName)
        chooser.status = created ? "Created “\(deck.name)” as \(fileName). Press c to add cards." : "Saved “\(deck.name)”."
        return [.reloadListings]
    }

    /// A write failed: the screen that asked says why and keeps what the user typed.
    public mutating func saveFailed(_ message: String) {
        switch route {
        case .deckEditor: deckEditor?.saveFailed(message)
        case .settings: settingsScreen?.saveFailed(message)
        default: chooser.status = message
        }
    }

    /// The deck's file is in the trash now: forget its session.
    public mutating func deckTrashed(fileName: String, movedTo path: String) -> [AppEffect] {
        studies[fileName] = nil
        revisions[fileName] = nil
        let name = chooser.listings.first { $0.fileName == fileName }.map { $0.isBroken ? fileName : "“\($0.name)”" } ?? fileName
        chooser.status = "Deleted \(name): moved to \(path)"
        return [.reloadListings]
    }
}
