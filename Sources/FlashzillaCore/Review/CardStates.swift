import Foundation

/// A deck's card schedules by card id: what Review starts from and changes.
///
/// The states are kept in arrival order, with an open-addressing index of their positions
/// probed from `UUIDHashMix`: the progress file's 100,000 rows go in without hashing each
/// id through SipHash, and a 100,000-card deck finds its cards' states in a few
/// milliseconds, where a `[UUID: FSRSCardState]` took tens (issue 15's first card).
public struct CardStates: Sendable {
    private var ids: [UUID] = []
    /// Nil where a state was removed (an undone first answer): the id keeps its place.
    private var states: [FSRSCardState?] = []
    /// Position + 1 per slot; 0 for an empty slot.
    private var slots: [UInt32]
    private var mask: Int
    private let mix = UUIDHashMix()
    /// How many ids have a state.
    public private(set) var count = 0

    public init(minimumCapacity: Int = 0) {
        var capacity = 16
        while capacity < minimumCapacity + minimumCapacity / 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        ids.reserveCapacity(minimumCapacity)
        states.reserveCapacity(minimumCapacity)
    }

    /// The states of `ids`, in that order, indexed in one pass after they are all in:
    /// a tight loop over the ids lets the processor wait on many slots at once, where
    /// probing between database rows waited on one at a time. A repeated id keeps its
    /// first place and its last state.
    public init(ids: [UUID], states: [FSRSCardState]) {
        precondition(ids.count == states.count, "one state per id")
        self.init(minimumCapacity: ids.count)
        self.ids = ids
        self.states = states
        count = ids.count
        for position in ids.indices {
            let (slot, found) = probe(for: ids[position])
            if let first = found {
                self.states[first] = states[position]
                self.states[position] = nil
                count -= 1
            } else {
                slots[slot] = UInt32(position + 1)
            }
        }
    }

    public init(_ dictionary: [UUID: FSRSCardState]) {
        self.init(minimumCapacity: dictionary.count)
        for (id, state) in dictionary { self[id] = state }
    }

    public var isEmpty: Bool { count == 0 }

    public subscript(id: UUID) -> FSRSCardState? {
        get { position(of: id).flatMap { states[$0] } }
        set {
            // One probe finds the id or the empty slot it would go in: reading 100,000
            // rows from the progress file probed twice per row before (issue 15).
            let (slot, found) = probe(for: id)
            if let position = found {
                count += (newValue == nil ? 0 : 1) - (states[position] == nil ? 0 : 1)
                states[position] = newValue
            } else if let newValue {
                if (ids.count + 1) * 3 > slots.count * 2 {
                    append(id, newValue)
                } else {
                    store(id, newValue, at: slot)
                }
            }
        }
    }

    /// Every id with its state, in arrival order.
    public var pairs: some Sequence<(id: UUID, state: FSRSCardState)> {
        zip(ids, states).lazy.compactMap { id, state in state.map { (id, $0) } }
    }

    /// The state of `id`, looking first just after `previous`, the position of the last one
    /// found (start at 0). The progress file gives states in the order cards were first
    /// answered, mostly deck order (new cards come in deck order), so a pass over a deck
    /// then reads the states in step instead of jumping through memory for each.
    public func state(of id: UUID, after previous: inout Int) -> FSRSCardState? {
        if previous < ids.count, ids[previous] == id {
            previous += 1
            return states[previous - 1]
        }
        guard let position = position(of: id) else { return nil }
        previous = position + 1
        return states[position]
    }

    /// The ids that have a state, in arrival order.
    public var keys: [UUID] { pairs.map(\.id) }

    /// Every state, in arrival order.
    public var values: some Sequence<FSRSCardState> { states.lazy.compactMap { $0 } }

    /// The states of the ids `isIncluded` keeps.
    public func filter(_ isIncluded: (UUID) -> Bool) -> CardStates {
        var kept = CardStates(minimumCapacity: count)
        for (id, state) in pairs where isIncluded(id) { kept.append(id, state) }
        return kept
    }

    public var dictionary: [UUID: FSRSCardState] {
        Dictionary(pairs.map { ($0.id, $0.state) }, uniquingKeysWith: { _, last in last })
    }

    private func position(of id: UUID) -> Int? { probe(for: id).found }

    /// The slot holding `id` and its position, or the empty slot where it would go.
    private func probe(for id: UUID) -> (slot: Int, found: Int?) {
        var slot = mix.slot(for: id, mask: mask)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if ids[position] == id { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Adds a state for an id that has none yet.
    private mutating func append(_ id: UUID, _ state: FSRSCardState) {
        if (ids.count + 1) * 3 > slots.count * 2 { grow() }
        store(id, state, at: probe(for: id).slot)
    }

    /// Puts a new id in `slot`, an empty slot its probe ended on.
    private mutating func store(_ id: UUID, _ state: FSRSCardState, at slot: Int) {
        ids.append(id)
        states.append(state)
        slots[slot] = UInt32(ids.count)
        count += 1
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for (position, id) in ids.enumerated() {
            var slot = mix.slot(for: id, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(position + 1)
        }
    }
}

extension CardStates: Equatable {
    /// The same ids with the same states, whatever the order they came in.
    public static func == (lhs: CardStates, rhs: CardStates) -> Bool {
        lhs.count == rhs.count && lhs.pairs.allSatisfy { rhs[$0.id] == $0.state }
    }
}

extension CardStates: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (UUID, FSRSCardState)...) {
        self.init(minimumCapacity: elements.count)
        for (id, state) in elements { self[id] = state }
    }
}
