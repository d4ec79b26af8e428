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
        case .leave:
            guard case .cardEditor(let editor, _) = takeRoute() else { return [] }
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

    /// Back on the chooser (the route is taken already) with the edits written and the
    /// deck list read again: card counts and samples changed.
    private mutating func leaveEditing(fileName: String, deck: Deck, in context: ScreenContext) -> [AppEffect] {
        let flushed = flushSaves(now: context.moment)
        unparkStudy(fileName: fileName, deck: deck)
        return flushed + [.reloadListings]
    }
}
