import FlashzillaCore
import FlashzillaTUI
import Foundation

/// Carries out the conversation's file effects with the deck store and words the answer.
/// Saves are the store's: atomic, and never over a file changed on disk since it was read.
struct ReaderEffects {
    let store: DeckStore
    let settingsStore: SettingsStore

    /// The answer to `output`, or nil when it is not a file effect.
    func perform(_ output: ReaderOutput, now: Date) -> ReaderInput? {
        switch output {
        case .listDecks:
            // Summaries (from the cache): no deck is held whole until it is chosen.
            return .decksListed(store.summaries(now: now))
        case .openDeck(let url):
            do {
                return .deckOpened(try store.load(fileURL: url, now: now))
            } catch {
                return .failed(error.description)
            }
        case .save(var deck):
            do {
                try store.save(&deck)
                return .saved(deck)
            } catch {
                return .failed(error.description)
            }
        case .create(let deck):
            do {
                return .saved(try store.create(deck))
            } catch {
                return .failed(error.description)
            }
        case .trash(let deck):
            do {
                _ = try store.moveToTrash(deck)
                return .trashed
            } catch {
                return .failed(error.description)
            }
        case .saveSettings(let settings):
            do {
                try settingsStore.save(settings)
                return .settingsSaved
            } catch {
                return .failed(error.description)
            }
        case .say, .quit:
            return nil
        }
    }
}
