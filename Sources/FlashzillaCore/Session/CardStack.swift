/// The cards still to answer, as positions in the session's deck, top first.
///
/// Positions rather than cards: a 100,000-card stack is 400 KB of 4-byte positions
/// instead of 8.8 MB of cards, and it never copies the deck's card array. Taking the top
/// moves a head offset instead of shifting every element, so answering is O(1).
struct CardStack: Sendable {
    /// The positions, of which those from `head` on are the stack.
    private var storage: [Int32]
    private var head = 0

    init(_ positions: [Int32]) {
        storage = positions
    }

    var count: Int { storage.count - head }
    var isEmpty: Bool { head == storage.count }
    var first: Int? { isEmpty ? nil : Int(storage[head]) }

    /// The position `depth` cards below the top (0 is the top).
    subscript(depth: Int) -> Int { Int(storage[head + depth]) }

    /// All positions, top first.
    var positions: ArraySlice<Int32> { storage[head...] }

    mutating func removeFirst() -> Int {
        let top = storage[head]
        head += 1
        // Requeued cards are appended, so the dead front is dropped once it outweighs the
        // live part: each position is moved at most once per halving (amortised O(1)).
        if head > 32, head > count {
            storage.removeFirst(head)
            head = 0
        }
        return Int(top)
    }

    mutating func append(_ position: Int) {
        storage.append(Int32(position))
    }

    mutating func removeLast() {
        storage.removeLast()
    }

    /// Puts `position` back on top (undo).
    mutating func insertFirst(_ position: Int) {
        if head > 0 {
            head -= 1
            storage[head] = Int32(position)
        } else {
            storage.insert(Int32(position), at: 0)
        }
    }
}

extension CardStack: Equatable {
    /// Two stacks are equal when they hold the same positions in the same order, however
    /// their storage is laid out.
    static func == (lhs: CardStack, rhs: CardStack) -> Bool {
        lhs.positions.elementsEqual(rhs.positions)
    }
}
