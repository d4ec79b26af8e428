/// One card on the Match table: one side (prompt or answer) of a deck card.
/// Its place on the table never changes, so its `id` is that place.
public struct MatchCard: Identifiable, Hashable, Sendable {
    public enum Side: Hashable, Sendable { case prompt, answer }

    /// The card's place in the deal (0 is the first card laid out).
    public let id: Int
    /// Which pair it belongs to: the two sides of a deck card share it. An index
    /// rather than the card's id, so a deck built in code with repeated ids still pairs up.
    public let pair: Int
    public let side: Side
    public let text: String
    /// The deck card this side comes from.
    public let cardID: Card.ID
    public internal(set) var isFaceUp = false
    /// Found with its partner: stays face up and can no longer be chosen.
    public internal(set) var isMatched = false
    /// Has been face up and turned down again; a mismatch costs a point per seen card.
    public internal(set) var hasBeenSeen = false

    public init(id: Int, pair: Int, side: Side, text: String, cardID: Card.ID) {
        self.id = id
        self.pair = pair
        self.side = side
        self.text = text
        self.cardID = cardID
    }
}
