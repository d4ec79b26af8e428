import Foundation

/// Anki's "bury siblings" while a day's queue is gathered: a card whose sibling is already
/// in the queue waits for another day. Flashzilla's cards have no notes, so siblings are
/// the cards of one fact both ways round: the same two sides, as prompt and answer or
/// swapped (what Anki's "Basic (and reversed card)" makes of one note).
struct SiblingGathering {
    private let cards: [Card]
    private var gathered: Set<Fact> = []

    /// The two sides, in an order that does not depend on which is the prompt.
    private struct Fact: Hashable {
        var first: String
        var second: String

        init(_ card: Card) {
            let (prompt, answer) = (card.prompt, card.answer)
            (first, second) = prompt < answer ? (prompt, answer) : (answer, prompt)
        }
    }

    init(_ cards: [Card]) {
        self.cards = cards
    }

    /// Notes the card at `position` as in the queue.
    mutating func gather(_ position: Int) {
        gathered.insert(Fact(cards[position]))
    }

    /// Up to `limit` of the positions, in order, each gathered in turn; with `bury`, those
    /// whose sibling is already gathered are passed over.
    mutating func keep(_ positions: [Int], bury: Bool, limit: Int) -> [Int] {
        var kept: [Int] = []
        for position in positions where kept.count < limit {
            if gathered.insert(Fact(cards[position])).inserted || !bury { kept.append(position) }
        }
        return kept
    }
}
