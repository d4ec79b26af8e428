import FlashzillaCore

/// The card editor and browse change a deck's cards: their changes wait in `saves`, and
/// leaving writes what is pending and gives a parked study session its deck back.
extension AppModel {
    mutating func cardEditorEffect(_ effect: CardEditEffect, fileName: String, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .save(let deck):
            discardKeptSession(fileName: fileName)
            saves.changed(deck, at: context.moment)
            return []
        case .define(let word, let request):
            return [.define(word: word, request: request)]
        case .suspend:
            return [.suspend]
        case .setMarks(let change):
            return [.setCardMarks(change)]
        case .leave:
            guard case .cardEditor(let editor, _) = takeRoute() else { return [] }
            if let back = returnToReview(from: editor, fileName: fileName, in: context) { return back }
            chooser.select(fileName: fileName)
            return leaveEditing(fileName: fileName, deck: editor.deck, in: context)
        }
    }

    mutating func browseEffect(_ effect: BrowseEffect, fileName: String, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .save(let deck):
            discardKeptSession(fileName: fileName)
            saves.changed(deck, at: context.moment)
            return []
        case .suspend:
            return [.suspend]
        case .leave:
            guard case .browse(let screen, _) = takeRoute() else { return [] }
            return leaveEditing(fileName: fileName, deck: screen.deck, in: context)
        }
    }

    /// Edits a full disk kept from being written: the editor (or browse) opens on them, not
    /// on the file, which lacks them; their baseline is the one recorded when they were
    /// begun. Another deck waits until they are written, as the save queue holds one.
    /// Nil when no edits are waiting.
    mutating func openOnUnsavedEdits(fileName: String, purpose: DeckPurpose, in context: ScreenContext) -> [AppEffect]? {
        if let waiting = saves.waitingFile(other: fileName) {
            route = .chooser
            chooser.status = Self.waitingMessage(fileName: fileName, waiting: waiting)
            return []
        }
        guard let deck = saves.unsavedDeck(of: fileName) else { return nil }
        route = purpose == .browse ? .browse(BrowseScreen(deck: deck, options: studyOptions, now: context.moment), fileName: fileName)
                                   : .cardEditor(CardEditScreen(deck: deck, listFirst: effectiveSettings.screenReader), fileName: fileName)
        return []
    }

    static func waitingMessage(fileName: String, waiting: String) -> String {
        "Cannot edit \(fileName) yet: the cards edited in \(waiting) are not saved (disk full?); they are tried again every few seconds."
    }

    /// Back on the chooser (the route is taken already) with the edits written and the
    /// deck list read again: card counts and samples changed.
    mutating func leaveEditing(fileName: String, deck: Deck, in context: ScreenContext) -> [AppEffect] {
        let flushed = flushSaves(now: context.moment)
        unparkStudy(fileName: fileName, deck: deck)
        return flushed + [.reloadListings]
    }
}
