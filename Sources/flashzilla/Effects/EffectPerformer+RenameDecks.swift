import FlashzillaCore
import FlashzillaTUI

extension EffectPerformer {
    /// A renamed parent's children, each read afresh (so a change made meanwhile is kept),
    /// renamed, saved and moved to a file name that fits. One that fails is said and the
    /// others go on: each file stands alone.
    func renameDecks(_ renames: [DeckRename]) -> [AppResponse] {
        var problems: [AppResponse] = []
        for rename in renames {
            do {
                var loaded = try context.store.load(fileURL: deckURL(rename.fileName), now: context.now)
                let base = DeckBaseline(loaded.deck)
                loaded.deck.name = rename.newName
                try context.store.save(&loaded, mergingFrom: base, now: context.now)
                try context.store.moveFileToMatchName(&loaded)
            } catch {
                problems.append(.saveFailed("\(rename.fileName) not renamed to \(rename.newName): \(error)"))
            }
        }
        return problems
    }
}
