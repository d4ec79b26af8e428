import Foundation

/// The cards of one Anki note (deck format v2: cards that name the same `note` GUID), what
/// Anki's note keys (`!` suspend note, `=` bury note) act on. A card with no note (every
/// hand-written card) is its own note: the keys act on it alone.
public struct NoteSiblings: Equatable, Sendable {
    /// Every card of a note with more than one card, by id: the ids of its note's cards
    /// (itself included, in deck order). Cards alone in their note are not kept.
    private var byCard: [UUID: [UUID]] = [:]

    public init() {}

    /// The notes of `cards`; with `only`, just the notes of those cards (a Review sitting
    /// needs the notes of the cards it can show, not of the whole deck).
    public init(_ cards: [Card], only: Set<UUID>? = nil) {
        // One pass without a dictionary for a deck with no notes at all.
        guard cards.contains(where: { $0.note != nil }) else { return }
        var wanted: Set<String>?
        if let only {
            wanted = Set(cards.lazy.filter { only.contains($0.id) }.compactMap { $0.note?.guid })
            if wanted?.isEmpty == true { return }
        }
        var byNote: [String: [UUID]] = [:]
        for card in cards {
            guard let guid = card.note?.guid, wanted?.contains(guid) ?? true else { continue }
            byNote[guid, default: []].append(card.id)
        }
        for ids in byNote.values where ids.count > 1 {
            for id in ids { byCard[id] = ids }
        }
    }

    /// Adds another deck's notes (a parent's sitting): cards are told apart by id.
    mutating func merge(_ other: NoteSiblings) {
        byCard.merge(other.byCard) { mine, _ in mine }
    }

    /// The cards of `cardID`'s note, itself included (itself alone when it has no note).
    public func cards(ofNoteOf cardID: UUID) -> [UUID] {
        byCard[cardID] ?? [cardID]
    }
}
