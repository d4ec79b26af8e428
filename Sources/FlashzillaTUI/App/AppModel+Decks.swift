import FlashzillaCore

/// Opening a deck read from its file, or the one a kept study session already holds.
extension AppModel {
    /// Why the app opens a deck, as the `.loadDeck` that asks for it. Any purpose but
    /// study may reuse a kept session's deck (`keptDeck`) if its file is unchanged.
    func loadDeck(_ fileName: String, for purpose: DeckPurpose) -> AppEffect {
        let kept = purpose == .study ? nil : keptDeck(fileName: fileName)
        return .loadDeck(fileName: fileName, purpose: purpose, unlessUnchangedSince: kept?.revision)
    }

    /// The deck of the study session kept for `fileName`, with the fingerprint its file had
    /// then. Opening that deck to edit, browse or play may reuse it instead of reading the
    /// file again, so a 100,000-card deck is not held twice.
    /// Never for a read-only file (a newer version's), which only the reading refuses.
    func keptDeck(fileName: String) -> (deck: Deck, revision: FileFingerprint)? {
        guard !readOnlyFiles.contains(fileName), let screen = studies[fileName], let revision = revisions[fileName] else { return nil }
        return (screen.session.deck, revision)
    }

    /// A deck file was read for `purpose`. One chosen in the app that is read-only (a
    /// newer version's) opens for study only; the deck a one-deck run was started on
    /// (`flashzilla match DECK`) has no chooser to go back to, and opens as asked.
    mutating func deckLoaded(_ deck: Deck, fileName: String, revision: FileFingerprint?, isReadOnly: Bool,
                             purpose: DeckPurpose, seed: UInt64, in context: ScreenContext) -> [AppEffect] {
        if isReadOnly { readOnlyFiles.insert(fileName) } else { readOnlyFiles.remove(fileName) }
        if purpose != .study, isReadOnly, !quitsWhenStudyEnds {
            failedToOpen(fileName, reason: "written by a newer Flashzilla; it can be studied but not edited here", in: context)
            return []
        }
        return open(deck, fileName: fileName, revision: revision, purpose: purpose, seed: seed, in: context)
    }

    /// The file is as the kept session read it: its deck opens without a second copy.
    mutating func reuseKeptDeck(fileName: String, purpose: DeckPurpose, seed: UInt64, in context: ScreenContext) -> [AppEffect] {
        // Gone meanwhile (it cannot be, with one user): read the file after all.
        guard let kept = keptDeck(fileName: fileName) else { return [.loadDeck(fileName: fileName, purpose: purpose)] }
        return open(kept.deck, fileName: fileName, revision: kept.revision, purpose: purpose, seed: seed, in: context)
    }

    /// Shows `deck` for `purpose`. For study, resumes its kept session when the file is
    /// unchanged (`revision`: the file's fingerprint; nil compares the decks themselves).
    /// A deck opened to be changed goes out with `.recordBaseline`, what a later save
    /// merges against if another program changed the file meanwhile.
    private mutating func open(_ deck: Deck, fileName: String, revision: FileFingerprint?, purpose: DeckPurpose,
                               seed: UInt64, in context: ScreenContext) -> [AppEffect] {
        let now = context.moment
        switch purpose {
        case .study:
            let unchanged = revision.map { revisions[fileName] == $0 } ?? (studies[fileName]?.session.deck == deck)
            revisions[fileName] = revision
            // Out of `studies` while it is on show: the route is its only owner.
            if unchanged, var screen = studies.removeValue(forKey: fileName) {
                _ = screen.update(.returned, now: now, size: context.size)
                route = .study(screen, fileName: fileName)
            } else {
                // New, or edited since: a fresh session on what is on disk now.
                studies[fileName] = nil
                route = .study(StudyScreen(deck: deck, seed: seed, options: studyOptions, now: now), fileName: fileName)
            }
            return []
        case .editDeck:
            route = .deckEditor(DeckEditorScreen(mode: .edit(fileName: fileName), deck: deck, otherNames: deckNames(except: fileName),
                                                 scheduler: settings.scheduler),
                                revision: revision)
        case .editCards, .browse:
            if let waiting = openOnUnsavedEdits(fileName: fileName, purpose: purpose, in: context) { return waiting }
            lendKeptDeck(deck, fileName: fileName)
            if purpose == .editCards {
                openCardEditor(deck, fileName: fileName, revision: revision)
            } else {
                saves.follow(fileName: fileName, revision: revision)
                route = .browse(BrowseScreen(deck: deck, options: studyOptions, now: now), fileName: fileName)
            }
        case .editCardInReview(let cardID):
            return openCardFromReview(cardID, of: deck, fileName: fileName, revision: revision, in: context)
        case .match:
            route = .match(MatchScreen(deck: deck, seed: seed, options: studyOptions, now: now), fileName: fileName)
            // Match writes its records through `.recordMatch`, which reads the file afresh.
            return []
        }
        // The card list shows which cards are suspended, buried or flagged: the progress file knows.
        if case .cardEditor = route { return [.recordBaseline(deck, fileName: fileName, revision: revision), .loadCardMarks(deckID: deck.id)] }
        return [.recordBaseline(deck, fileName: fileName, revision: revision)]
    }

    mutating func openCardEditor(_ deck: Deck, fileName: String, revision: FileFingerprint?) {
        if let waiting = saves.waitingFile(other: fileName) {
            route = .chooser
            chooser.status = Self.waitingMessage(fileName: fileName, waiting: waiting)
            return
        }
        saves.follow(fileName: fileName, revision: revision)
        route = .cardEditor(CardEditScreen(deck: deck, listFirst: effectiveSettings.screenReader), fileName: fileName)
    }

    /// When an editor opens the very deck a kept session holds (`keptDeck`), the session
    /// is parked without its deck, so the editor changes the cards in place instead of
    /// copying them all on its first change.
    mutating func lendKeptDeck(_ deck: Deck, fileName: String) {
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

    /// The deck was changed in an editor: its kept session would start afresh on return
    /// anyway (the file's fingerprint changed), so it goes now, and with it the old cards.
    mutating func discardKeptSession(fileName: String) {
        studies[fileName] = nil
        revisions[fileName] = nil
        if parkedStudy?.fileName == fileName { parkedStudy = nil }
    }
}
