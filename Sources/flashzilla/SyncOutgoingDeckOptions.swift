import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// Deck options edited here since the last sync (those an Anki deck has too:
/// `SharedDeckOptions`) written into the kept collection as the Anki deck's options, pending,
/// so the normal sync that follows sends them; only the options edited go, so the phone's
/// others stay. A deck is matched to its Anki deck by name, as its cards are; the first sync
/// of a deck from Anki only keeps its values to compare with later.
enum SyncOutgoingDeckOptions {
    /// `decks`: the decks here that could be read; `made`: the Anki decks made for them in
    /// this sync (Anki's default options), whose options go where they differ from the
    /// defaults. Returns how many decks' options go.
    @discardableResult
    static func write(into kept: SyncedCollection, decks loaded: [Deck], made: Set<Int64>, now: Date) throws -> Int {
        let decks = try kept.decksAndBasicNoteType().decks
        let lowered = Dictionary(decks.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: min)
        let before = try kept.syncedDeckOptions()
        var current: [Int64: SharedDeckOptions] = [:]
        var changed: [Int64: (now: SharedDeckOptions, before: SharedDeckOptions?)] = [:]
        for deck in loaded {
            guard let id = decks[deck.name] ?? lowered[deck.name.lowercased()] else { continue }
            let values = SharedDeckOptions(deck.settings)
            current[id] = values
            if let last = before[id] ?? (made.contains(id) ? .defaults : nil), last != values { changed[id] = (values, last) }
        }
        // A deck that cannot be read keeps the values it had.
        for (id, values) in before where current[id] == nil { current[id] = values }
        try kept.writeDeckOptions(changed, current: current, now: now)
        return changed.count
    }

    /// Keeps the values of the decks (those that could be read) that have none kept yet, as a
    /// deck's first sync does, sending nothing: once a sync has read every deck (the list of
    /// synced cards written), a later one that finds no deck file changed reads none.
    static func recordFirstValues(into kept: SyncedCollection, decks loaded: [Deck], now: Date) throws {
        let decks = try kept.decksAndBasicNoteType().decks
        let lowered = Dictionary(decks.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: min)
        var current = try kept.syncedDeckOptions()
        var added = false
        for deck in loaded {
            guard let id = decks[deck.name] ?? lowered[deck.name.lowercased()], current[id] == nil else { continue }
            current[id] = SharedDeckOptions(deck.settings)
            added = true
        }
        if added { try kept.writeDeckOptions([:], current: current, now: now) }
    }
}
