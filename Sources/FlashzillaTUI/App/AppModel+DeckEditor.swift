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
                // The decks inside it move with it (Anki renames a parent's children too).
                let children = childRenames(of: editor.original.name, to: deck.name, except: fileName)
                return [.saveRenamedDeck(deck, fileName: fileName, revision: revision)]
                    + (children.isEmpty ? [] : [.renameDecks(children), .reloadListings])
            case .edit(let fileName): return [.saveDeck(deck, fileName: fileName, revision: revision)]
            }
        }
    }
}

extension AppModel {
    /// Each deck named `old::…` (not the file being renamed itself), with `old` made `new`.
    func childRenames(of old: String, to new: String, except fileName: String) -> [DeckRename] {
        guard old != new else { return [] }
        return chooser.listings.compactMap { listing in
            guard !listing.isBroken, listing.fileName != fileName, DeckPath.key(of: listing.name) != DeckPath.key(of: old),
                  let renamed = DeckPath.renamed(listing.name, from: old, to: new) else { return nil }
            return DeckRename(fileName: listing.fileName, newName: renamed)
        }
    }
}
