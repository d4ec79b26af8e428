import FlashzillaCore

/// The answers to writing a deck: saved, merged with another program's changes, failed,
/// or moved to the trash.
extension AppModel {
    /// From the card editor or browse: they carry on. A new deck from the deck editor: its
    /// cards are next. An edited one: back to the chooser with it selected.
    mutating func deckSaved(_ deck: Deck, fileName: String, revision: FileFingerprint?, movedFrom: String?) -> [AppEffect] {
        if let movedFrom { fileMoved(from: movedFrom, to: fileName) }
        let wasKeptBack = saves.isKeptBack
        if saves.saved(fileName: fileName, revision: revision) {
            // Edits a failed save kept, written after leaving the editor: the list shows them.
            if wasKeptBack, !saves.isKeptBack, route == .chooser {
                chooser.status = "The cards kept for \(fileName) are saved now."
                return [.reloadListings]
            }
            // A card edit written: carry on where the user is (the listings reload on leaving).
            return []
        }
        let created = if case .deckEditor(let editor, _) = route { editor.mode == .create } else { false }
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

    /// The screen on that deck carries on with the merged deck and says what the merge did.
    mutating func deckMerged(_ merged: Deck, fileName: String, revision: FileFingerprint?, summary: String,
                             movedFrom: String?, in context: ScreenContext) -> [AppEffect] {
        let effects = deckSaved(merged, fileName: fileName, revision: revision, movedFrom: movedFrom)
        switch takeRoute() {
        case .cardEditor(var screen, fileName):
            _ = screen.update(.merged(merged, summary: summary), in: context)
            route = .cardEditor(screen, fileName: fileName)
        case .browse(var screen, fileName):
            _ = screen.update(.merged(merged, summary: summary), in: context)
            route = .browse(screen, fileName: fileName)
        case let other:
            route = other
            chooser.status = "Saved “\(merged.name)”, \(summary)."
        }
        return effects
    }

    /// The screen that asked says why and keeps what the user typed; a card edit's save
    /// is tried again later.
    mutating func saveFailed(_ message: String, in context: ScreenContext) {
        if saves.failed(now: context.moment), route == .chooser {
            chooser.status = "Cards edited in \(saves.fileName ?? "the deck") not saved, kept to try again: \(message)"
            return
        }
        switch takeRoute() {
        case .deckEditor(var screen, let revision):
            _ = screen.update(.saveFailed(message), in: context)
            route = .deckEditor(screen, revision: revision)
        case .settings(var screen):
            _ = screen.update(.saveFailed(message), in: context)
            route = .settings(screen)
        case .cardEditor(var screen, let fileName):
            _ = screen.update(.saveFailed(message), in: context)
            route = .cardEditor(screen, fileName: fileName)
        case .browse(var screen, let fileName):
            _ = screen.update(.saveFailed(message), in: context)
            route = .browse(screen, fileName: fileName)
        case .review(var screen, let fileName):
            _ = screen.update(.saveFailed(message), in: context)
            route = .review(screen, fileName: fileName)
        case let other:
            route = other
            chooser.status = message
        }
    }

    /// The deck's file is in the trash now: forget its session.
    mutating func deckTrashed(fileName: String, movedTo path: String) -> [AppEffect] {
        studies[fileName] = nil
        revisions[fileName] = nil
        let name = chooser.listings.first { $0.fileName == fileName }.map { $0.isBroken ? fileName : "“\($0.name)”" } ?? fileName
        chooser.status = "Deleted \(name): moved to \(path)"
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
    private mutating func keepOrRestartSession(after saved: Deck, fileName: String, revision: FileFingerprint?) {
        guard var screen = studies[fileName] else { return }
        if screen.session.adoptDetails(of: saved) {
            studies[fileName] = screen
            if revisions[fileName] != nil { revisions[fileName] = revision }
        } else {
            discardKeptSession(fileName: fileName)
            chooser.status = "Saved “\(saved.name)”; its study session starts afresh, as what it studies changed."
        }
    }

    /// Every pending card edit, now: before quitting, leaving a deck or being stopped.
    mutating func flushSaves(now: Moment) -> [AppEffect] {
        return saves.take(now: now, flushing: true).map { [$0] } ?? []
    }

    /// Edits not yet on disk.
    public var hasUnsavedEdits: Bool { saves.scheduler.hasUnsavedChanges }
}
