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
        case .editDeck:
            deckEditor = DeckEditorScreen(mode: .edit(fileName: fileName), deck: deck, otherNames: deckNames(except: fileName))
            editorRevision = revision
            route = .deckEditor
        case .editCards:
            lendKeptDeck(deck, fileName: fileName)
            openCardEditor(deck, fileName: fileName, revision: revision)
        case .match:
            match = MatchScreen(deck: deck, seed: seed, options: studyOptions, now: now)
            route = .match(fileName: fileName)
        case .browse:
            lendKeptDeck(deck, fileName: fileName)
            browse = BrowseScreen(deck: deck, options: studyOptions, now: now)
            saves.follow(fileName: fileName, revision: revision)
            route = .browse(fileName: fileName)
        }
    }

    /// The deck of the study session kept for `fileName`, with the fingerprint its file had
    /// then. Opening that deck to edit, browse or play may reuse it instead of reading the
    /// file again (the run loop checks the file is unchanged), so a 100,000-card deck is
    /// not held twice.
    /// Never for a read-only file (a newer version's), which only the reading refuses.
    public func keptDeck(fileName: String) -> (deck: Deck, revision: FileFingerprint)? {
        guard !readOnlyFiles.contains(fileName), let screen = studies[fileName], let revision = revisions[fileName] else { return nil }
        return (screen.session.deck, revision)
    }

    /// Whether the deck file just read is read-only (written by a newer version).
    public mutating func noteReadOnly(fileName: String, _ isReadOnly: Bool) {
        if isReadOnly { readOnlyFiles.insert(fileName) } else { readOnlyFiles.remove(fileName) }
    }

    /// The deck was changed in an editor: its kept session would start afresh on return
    /// anyway (the file's fingerprint changed), so it goes now, and with it the old cards.
    mutating func discardKeptSession(fileName: String) {
        studies[fileName] = nil
        revisions[fileName] = nil
        if parkedStudy?.fileName == fileName { parkedStudy = nil }
    }

    /// When an editor opens the very deck a kept session holds (`keptDeck`), the session
    /// is parked without its deck, so the editor changes the cards in place instead of
    /// copying them all on its first change.
    private mutating func lendKeptDeck(_ deck: Deck, fileName: String) {
        parkedStudy = nil
        guard var screen = studies[fileName], screen.session.deck == deck else { return }
        _ = screen.session.lendDeck()
        studies[fileName] = nil
        parkedStudy = ParkedStudy(fileName: fileName, screen: screen)
    }

    /// Leaving an editor: a session parked by `lendKeptDeck` gets its (unchanged) deck back.
    mutating func unparkStudy(fileName: String, deck: Deck) {
        guard var parked = parkedStudy, parked.fileName == fileName else { return }
        parkedStudy = nil
        parked.screen.session.restoreDeck(deck)
        studies[fileName] = parked.screen
    }

    private mutating func openCardEditor(_ deck: Deck, fileName: String, revision: FileFingerprint?) {
        cardEditor = CardEditScreen(deck: deck)
        saves.follow(fileName: fileName, revision: revision)
        route = .cardEditor(fileName: fileName)
    }

    /// A deck could not be opened: stay on (or return to) the chooser and say why.
    public mutating func failedToOpen(_ fileName: String, reason: String) {
        route = .chooser
        chooser.status = "Cannot open \(fileName): \(reason)"
    }

    public mutating func reloadListings(_ listings: [DeckListing], size: Size) {
        chooser.reload(listings, size: size)
    }

    /// A deck is on disk as `fileName`, now at `revision`. From the card editor: it
    /// carries on. A new deck from the deck editor: its cards are next. An edited one:
    /// back to the chooser with it selected.
    /// `movedFrom`: the deck's file had that name before the save moved it to `fileName`
    /// (the deck was renamed).
    public mutating func deckSaved(_ deck: Deck, fileName: String, revision: FileFingerprint?, movedFrom: String? = nil) -> [AppEffect] {
        if let movedFrom { fileMoved(from: movedFrom, to: fileName) }
        if saves.saved(fileName: fileName, revision: revision) {
            // A card edit written: carry on where the user is (the listings reload on leaving).
            return []
        }
        let created = deckEditor?.mode == .create
        deckEditor = nil
        editorRevision = nil
        chooser.select(fileName: fileName)
        if created {
            chooser.status = "Created “\(deck.name)” as \(fileName)."
            openCardEditor(deck, fileName: fileName, revision: revision)
        } else {
            route = .chooser
            chooser.status = movedFrom == nil ? "Saved “\(deck.name)”." : "Saved “\(deck.name)” as \(fileName)."
            keepOrRestartSession(after: deck, fileName: fileName, revision: revision)
        }
        return [.reloadListings]
    }

    /// What the app keeps by file name follows a file the store moved.
    private mutating func fileMoved(from old: String, to new: String) {
        if let screen = studies.removeValue(forKey: old) { studies[new] = screen }
        if let revision = revisions.removeValue(forKey: old) { revisions[new] = revision }
        if readOnlyFiles.remove(old) != nil { readOnlyFiles.insert(new) }
        if parkedStudy?.fileName == old { parkedStudy?.fileName = new }
        if saves.fileName == old { saves.fileName = new }
    }

    /// The deck editor saved: a kept study session goes on when what it studies is the
    /// same (a new name or colour), and starts afresh — saying so — when the cards or how
    /// they are studied changed.
    mutating func keepOrRestartSession(after saved: Deck, fileName: String, revision: FileFingerprint?) {
        guard var screen = studies[fileName] else { return }
        if screen.session.adoptDetails(of: saved) {
            studies[fileName] = screen
            if revisions[fileName] != nil { revisions[fileName] = revision }
        } else {
            discardKeptSession(fileName: fileName)
            chooser.status = "Saved “\(saved.name)”; its study session starts afresh, as what it studies changed."
        }
    }

    /// A save found `fileName` changed on disk and wrote `merged` instead: the other
    /// program's changes with ours applied (`summary` says how, and which conflicting
    /// edits were kept as new cards). The screen on that deck carries on with it.
    public mutating func deckMerged(_ merged: Deck, fileName: String, revision: FileFingerprint?, summary: String, size: Size,
                                    movedFrom: String? = nil) -> [AppEffect] {
        let effects = deckSaved(merged, fileName: fileName, revision: revision, movedFrom: movedFrom)
        switch route {
        case .cardEditor(fileName): cardEditor?.adoptMerged(merged, summary: summary, size: size)
        case .browse(fileName): browse?.adoptMerged(merged, summary: summary)
        default: chooser.status = "Saved “\(merged.name)”, \(summary)."
        }
        return effects
    }

    /// A dictionary lookup for the card editor finished.
    public mutating func definitionArrived(request: Int, result: Result<(definition: String, wordType: WordType), DefinitionFailure>) {
        cardEditor?.definitionArrived(request: request, result: result)
    }

    /// A Match result was written into the deck's file (the best score or time changed).
    public mutating func matchRecorded(fileName: String, revision: FileFingerprint?) {
        // The study session's deck is unchanged in substance, but its file is not:
        // keep the session by following the file's new fingerprint.
        if revisions[fileName] != nil { revisions[fileName] = revision }
    }

    /// A write failed: the screen that asked says why and keeps what the user typed.
    public mutating func saveFailed(_ message: String) {
        _ = saves.failed(now: lastMoment)
        switch route {
        case .deckEditor: deckEditor?.saveFailed(message)
        case .settings: settingsScreen?.saveFailed(message)
        case .cardEditor: cardEditor?.saveFailed(message: message)
        case .browse: browse?.saveFailed(message)
        case .review: review?.saveFailed(message)
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

    /// Card edits whose save is due at `now` (the run loop asks every turn).
    public mutating func dueSaves(now: Moment) -> [AppEffect] {
        lastMoment = now
        return saves.take(now: now, flushing: false).map { [$0] } ?? []
    }

    /// Every pending edit, now: before quitting, leaving a deck or being stopped.
    public mutating func flushSaves(now: Moment) -> [AppEffect] {
        lastMoment = now
        return saves.take(now: now, flushing: true).map { [$0] } ?? []
    }

    /// Edits not yet on disk.
    public var hasUnsavedEdits: Bool { saves.scheduler.hasUnsavedChanges }
}
