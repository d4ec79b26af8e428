import Foundation

/// Three-way merge of a deck: the changes one editor made to the deck it loaded (`base`
/// → `mine`) applied onto the deck now on disk (`theirs`), per card id. Pure.
///
/// - A card added on one side is kept. A card changed or deleted on one side only takes
///   that change. The same change on both sides (ignoring `updatedAt`) is no conflict.
/// - A card changed on both sides, or changed here and deleted there: the file's
///   version stays and my version is kept as a new card (new id) beside it. Deleted here
///   but changed there: their version stays.
/// - Deck fields merge one by one (`mergeFields`); the Match records keep the best of both.
/// - The order is theirs; my new cards go after the card they follow here (at the end
///   when they follow every card the file still has).
public enum DeckMerge {
    public static func merge(base: DeckBaseline, mine: Deck, theirs: Deck, makeID: () -> UUID = { UUID() }) -> DeckMergeResult {
        var conflicts: [DeckMergeConflict] = []
        let (fields, fieldConflicts) = mergeFields(base: base.fields, mine: mine, theirs: theirs)

        var theirIndex: [UUID: Int] = [:]
        theirIndex.reserveCapacity(theirs.cards.count)
        for (index, card) in theirs.cards.enumerated() { theirIndex[card.id] = index }
        var mineIDs = Set<UUID>()
        mineIDs.reserveCapacity(mine.cards.count)

        // Their cards as they will be written (nil: deleted here), and what goes after each.
        var kept: [Card?] = theirs.cards.map(Optional.some)
        var after: [Int: [Card]] = [:]
        var atStart: [Card] = [], atEnd: [Card] = []
        // Cards of mine not in theirs wait for the next card of mine that is.
        var waiting: [Card] = []
        var anchor: Int?

        for card in mine.cards {
            mineIDs.insert(card.id)
            if let index = theirIndex[card.id] {
                let their = theirs.cards[index]
                let bothChanged: Bool
                if base.contains(card.id) {
                    // Their side is looked at only for the few cards changed here.
                    let changedHere = base.isChanged(card)
                    let changedThere = changedHere && base.isChanged(their)
                    if changedHere && !changedThere { kept[index] = card }
                    bothChanged = changedThere && !sameContent(card, their)
                } else {
                    // Both sides added this id (a copied file, say): one card unless they differ.
                    bothChanged = !sameContent(card, their)
                }
                if bothChanged {
                    let copy = withNewID(card, makeID())
                    conflicts.append(.bothChanged(prompt: card.prompt, keptAs: copy.id))
                    after[index, default: []].append(copy)
                }
                // Cards waiting for an anchor go after the previous one, or first.
                if let anchor { after[anchor, default: []] += waiting } else { atStart += waiting }
                waiting = []
                anchor = index
            } else if base.contains(card.id) {
                if base.isChanged(card) {
                    let copy = withNewID(card, makeID())
                    conflicts.append(.changedButDeletedThere(prompt: card.prompt, keptAs: copy.id))
                    waiting.append(copy)
                }
                // Unchanged here and deleted there: stays deleted.
            } else {
                waiting.append(card)
            }
        }
        atEnd = waiting

        // Cards I deleted: gone, unless they changed them meanwhile.
        for (index, card) in theirs.cards.enumerated() where base.contains(card.id) && !mineIDs.contains(card.id) {
            if base.isChanged(card) {
                conflicts.append(.deletedButChangedThere(prompt: card.prompt))
            } else {
                kept[index] = nil
            }
        }

        var cards = atStart
        cards.reserveCapacity(theirs.cards.count + atEnd.count)
        for index in kept.indices {
            if let card = kept[index] { cards.append(card) }
            if let more = after[index] { cards += more }
        }
        cards += atEnd

        var deck = fields
        deck.cards = cards
        if !fieldConflicts.isEmpty { conflicts.append(.deckFields(fieldConflicts)) }
        return DeckMergeResult(deck: deck, conflicts: conflicts)
    }

    /// The same card text and data on both sides; when it was changed does not matter.
    static func sameContent(_ a: Card, _ b: Card) -> Bool {
        var a = a
        a.updatedAt = b.updatedAt
        return a == b
    }

    private static func withNewID(_ card: Card, _ id: UUID) -> Card {
        var copy = card
        copy.id = id
        // The original stays its note's card; a second card of the same one would go back
        // to Anki twice, so the copy is a card of its own.
        copy.note = nil
        return copy
    }
}

/// The merged deck and what could not be merged.
public struct DeckMergeResult: Hashable, Sendable {
    public var deck: Deck
    public var conflicts: [DeckMergeConflict]
}
