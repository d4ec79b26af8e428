import FlashzillaCore
import FlashzillaTUI
import Foundation

extension InteractiveSession {
    /// The Quiz or Match on a parent: each of its deck files read, in the order asked.
    func loadFamily(_ name: String, fileNames: [String], purpose: DeckPurpose) -> AppResponse {
        var decks: [Deck] = []
        for fileName in fileNames {
            do {
                decks.append(try context.store.load(fileURL: deckURL(fileName), now: context.now).deck)
            } catch {
                return .deckUnreadable(fileName: fileName, reason: String(describing: error))
            }
        }
        return .familyLoaded(name: name, decks: decks, purpose: purpose, seed: dealSeed())
    }
}

extension InteractiveSession {
    /// Custom study's tag prompt: the deck's tags (nil when the file cannot be read).
    func readTags(_ fileName: String) -> AppResponse? {
        guard let deck = try? context.store.load(fileURL: deckURL(fileName), now: context.now).deck else { return nil }
        var tags = Set<String>()
        for card in deck.cards { tags.formUnion(card.tags) }
        return .tagsRead(fileName: fileName, tags: tags.sorted())
    }
}
