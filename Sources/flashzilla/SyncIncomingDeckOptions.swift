import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// After a sync, deck options changed on the other side (those a deck here has too:
/// `AnkiDeckOptionsMapping`) become the options of the deck of the same name here, and the
/// values the next sync compares with (`SyncOutgoingDeckOptions`), so they are not sent back.
/// Steps, a retention or a maximum interval equal to what the deck studies with leave it
/// following the learner's own settings.
struct SyncIncomingDeckOptions {
    private let byName: [String: (deckID: Int64, name: String, options: AnkiDeckOptionValues)]
    private let learner: SchedulerConfiguration
    /// The values the next sync compares with: those kept, and those of the decks taken in.
    private(set) var compared: [Int64: SharedDeckOptions]
    /// Whether a deck saved took in a change another program made meanwhile.
    private(set) var merged = false

    /// The options that arrived (usn at or above `usn`) unlike those kept; nil when none did.
    init?(from kept: SyncedCollection, changedFromUSN usn: Int, app: AppContext) throws {
        let learner = app.settingsStore.load().settings.scheduler, before = try kept.syncedDeckOptions()
        // A deck comes back with a new usn for its day's counts or for options sent from here:
        // only options that would change those kept are news (none: no deck is read).
        let arrived = try kept.deckOptions(changedFromUSN: usn).filter { !Self.alreadyHere($0.options, kept: before[$0.deckID], learner: learner) }
        guard !arrived.isEmpty else { return nil }
        byName = Dictionary(arrived.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        self.learner = learner
        compared = before
    }

    /// Returns how many decks' options changed here.
    @discardableResult
    static func apply(from kept: SyncedCollection, changedFromUSN usn: Int, app: AppContext) throws -> Int {
        guard var incoming = try Self(from: kept, changedFromUSN: usn, app: app) else { return 0 }
        var changed = 0
        for entry in app.store.loadAll(now: app.now) {
            guard case .loaded(var loaded) = entry else { continue }
            if try incoming.take(into: &loaded, app: app) { changed += 1 }
        }
        try incoming.record(into: kept, now: app.now)
        return changed
    }

    /// The options that came for this deck (by name) become its own, saved if they differ.
    /// Returns whether the deck was saved.
    mutating func take(into loaded: inout LoadedDeck, app: AppContext) throws -> Bool {
        guard let settings = settings(for: loaded.deck) else { return false }
        // The baseline only of a deck that is saved: taking it costs as much as its cards.
        let base = DeckBaseline(loaded.deck)
        loaded.deck.settings = settings
        do {
            if try app.store.save(&loaded, mergingFrom: base, now: app.now) != nil { merged = true }
        } catch {
            throw CommandFailure("\(loaded.fileURL.path): \(error)")
        }
        return true
    }

    /// The deck's settings with the options that came for it (by name), kept as the values
    /// the next sync compares with; nil when none came or they change nothing.
    mutating func settings(for deck: Deck) -> DeckSettings? {
        guard let options = byName[deck.name.lowercased()] else { return nil }
        let taken = AnkiDeckOptionsMapping.taking(options.options, into: SharedDeckOptions(deck.settings), learner: learner)
        let settings = taken.applied(to: deck.settings)
        compared[options.deckID] = taken
        return settings == deck.settings ? nil : settings
    }

    /// What the decks here now hold: the next sync sends only later edits made here.
    func record(into kept: SyncedCollection, now: Date) throws {
        try kept.writeDeckOptions([:], current: compared, now: now)
    }
}
