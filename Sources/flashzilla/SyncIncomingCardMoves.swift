import FlashzillaCore
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Cards the other side moved to another deck (Anki's Change Deck), moved here too before the
/// import. A card's id here derives from its deck's, so the import alone would add the card
/// to the new deck as another card, leave the old one, and give the new one the card's
/// answers again. Moved first, the card's history (schedule, marks, answers and their share
/// of the sums) is under the id the import gives it in the new deck, which the import then
/// finds with its answers known, and the old deck no longer has it.
enum SyncIncomingCardMoves {
    /// Returns how many cards were moved here. The new deck is made, with the cards, when
    /// there is none of its name. A card whose old deck or card is not here (or that the new
    /// deck has already) is left to the import (it adds it to the new deck, as before).
    @discardableResult
    static func apply(kept: SyncedCollection, app: AppContext) throws -> Int {
        let moves = try kept.cardMoves(placements: kept.placementsBefore().cards)
        guard !moves.isEmpty else { return 0 }
        // A deck the other side deleted (its cards moved out first) is known by its name before the exchange.
        let namesBefore = try SyncIncomingDeckChanges.namesBefore(kept: kept) ?? [:]
        var summaries = app.store.summaries(now: app.now)
        func summary(named name: String) -> DeckSummary? {
            summaries.first { !$0.isBroken && $0.name.caseInsensitiveCompare(name) == .orderedSame }
        }
        let progress = FileManager.default.fileExists(atPath: app.progressURL.path) ? try ProgressStore(fileURL: app.progressURL) : nil
        // Each deck read and written once, however many of its cards moved.
        var decks: [URL: LoadedDeck] = [:]
        func deck(_ file: URL) throws -> LoadedDeck {
            if let loaded = decks[file] { return loaded }
            let loaded = try load(file, app: app)
            decks[file] = loaded
            return loaded
        }
        var found: [Found] = []
        for move in moves {
            guard let fromName = move.fromName ?? namesBefore[String(move.fromDeck)], let from = summary(named: fromName),
                  from.name.caseInsensitiveCompare(move.toName) != .orderedSame else { continue }
            // Only a card with the import's id (an Anki note's, or made here as a note of its
            // own): an entry's card (one of several of an entry made here) stays where it is.
            let oldID = SyncedCardIDs.imported(deck: from.deckID, guid: move.guid, ordinal: move.ordinal)
            let old = try deck(from.fileURL).deck
            guard let card = old.cards.first(where: { $0.id == oldID }) else { continue }
            let note = old.notes.first { $0.guid == move.guid }
            found.append(Found(move: move, from: from, card: card, note: note, noteType: note.flatMap { note in old.noteTypes.first { $0.id == note.noteType } }))
        }
        guard !found.isEmpty else { return 0 }

        // 1. Each card in its new deck under the id the import gives it there (made if
        // missing), so the import finds it with its answers known instead of adding it anew.
        var into: [(Found, to: UUID, newID: UUID)] = []
        for group in Dictionary(grouping: found, by: { $0.move.toName.lowercased() }).values.sorted(by: { $0[0].move.toName < $1[0].move.toName }) {
            let name = group[0].move.toName
            if let to = summary(named: name) {
                var loaded = try deck(to.fileURL)
                let base = DeckBaseline(loaded.deck)
                for item in group {
                    let newID = SyncedCardIDs.imported(deck: to.deckID, guid: item.move.guid, ordinal: item.move.ordinal)
                    // Already there (copied by an earlier version): left as it is.
                    if add(item, as: newID, to: &loaded.deck) { into.append((item, to.deckID, newID)) }
                }
                do {
                    try app.store.save(&loaded, mergingFrom: base, now: app.now)
                } catch {
                    throw CommandFailure("\(loaded.fileURL.path): cards not moved in as on the other side: \(error)")
                }
                decks[to.fileURL] = loaded
            } else {
                var made = Deck(name: name)
                for item in group {
                    let newID = SyncedCardIDs.imported(deck: made.id, guid: item.move.guid, ordinal: item.move.ordinal)
                    if add(item, as: newID, to: &made) { into.append((item, made.id, newID)) }
                }
                do {
                    _ = try app.store.create(made)
                } catch {
                    throw CommandFailure("deck \(name): not made for cards moved into it on the other side: \(error)")
                }
                summaries = app.store.summaries(now: app.now)
            }
        }
        // 2. Its history with it. Killed before 3, the card is in both decks, its history in
        // the new one: never in no deck, nor its history lost.
        if let progress {
            for (item, to, newID) in into {
                do {
                    try progress.moveCard(fromDeck: item.from.deckID, cardID: item.card.id, toDeck: to, as: newID)
                } catch {
                    throw CommandFailure("\(error) (card moved to \(item.move.toName) on the other side)")
                }
            }
        }
        // 3. Out of its old deck.
        for (file, items) in Dictionary(grouping: into.map(\.0), by: { $0.from.fileURL }) {
            var loaded = try deck(file)
            let base = DeckBaseline(loaded.deck)
            let gone = Set(items.map(\.card.id))
            loaded.deck.cards.removeAll { gone.contains($0.id) }
            do {
                try app.store.save(&loaded, mergingFrom: base, now: app.now)
            } catch {
                throw CommandFailure("\(file.path): cards not moved out as on the other side: \(error)")
            }
        }
        return into.count
    }

    private struct Found {
        var move: SyncedCollection.CardMove
        var from: DeckSummary
        var card: Card
        var note: Note?
        var noteType: NoteType?
    }

    /// The card as `id` in `deck`, with its note and note type; false (nothing done) when
    /// the deck has a card of that id already.
    private static func add(_ item: Found, as id: UUID, to deck: inout Deck) -> Bool {
        guard !deck.cards.contains(where: { $0.id == id }) else { return false }
        var card = item.card
        card.id = id
        deck.cards.append(card)
        if let note = item.note, !deck.notes.contains(where: { $0.guid == note.guid }) { deck.notes.append(note) }
        if let type = item.noteType, !deck.noteTypes.contains(where: { $0.id == type.id }) { deck.noteTypes.append(type) }
        return true
    }

    private static func load(_ file: URL, app: AppContext) throws -> LoadedDeck {
        do {
            return try app.store.load(fileURL: file, now: app.now)
        } catch {
            throw CommandFailure("\(file.path): \(error)")
        }
    }
}
