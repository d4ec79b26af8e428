import FlashzillaCore

extension AppModel {
    /// The deck form's save goes out as a new file, a save over its file, or a save and a
    /// rename; `revision`: the file as it was read.
    mutating func deckEditorEffect(_ effect: DeckEditorEffect, of editor: DeckEditorScreen, revision: FileFingerprint?) -> [AppEffect] {
        switch effect {
        case .cancel:
            route = .chooser
            return []
        case .suspend:
            return [.suspend]
        case .save(let deck):
            switch editor.mode {
            case .create: return [.createDeck(deck)]
            case .edit(let fileName) where deck.name != editor.original.name:
                return [.saveRenamedDeck(deck, fileName: fileName, revision: revision)]
            case .edit(let fileName): return [.saveDeck(deck, fileName: fileName, revision: revision)]
            }
        }
    }
}
