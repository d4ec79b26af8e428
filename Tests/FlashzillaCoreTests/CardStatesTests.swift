import FlashzillaCore
import Foundation
import Testing

@Suite struct CardStatesTests {
    static func id(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "%08X-0000-4000-8000-%012X", n, n))!
    }

    static func state(_ n: Int) -> FSRSCardState {
        FSRSCardState(phase: .review, stability: Double(n), difficulty: 5, due: Date(timeIntervalSince1970: Double(n)),
                      lastReview: Date(timeIntervalSince1970: 0), reviewCount: n)
    }

    @Test("what goes in comes out by id, through growth from 16 slots to 100,000 ids, like a dictionary")
    func lookupAgreesWithADictionary() {
        var states = CardStates()
        var dictionary: [UUID: FSRSCardState] = [:]
        for n in 0..<100_000 {
            states[Self.id(n)] = Self.state(n)
            dictionary[Self.id(n)] = Self.state(n)
        }
        #expect(states.count == 100_000)
        #expect(states.dictionary == dictionary)
        for n in stride(from: 0, to: 100_000, by: 997) { #expect(states[Self.id(n)] == Self.state(n)) }
        #expect(states[Self.id(100_000)] == nil)
        #expect(Array(states.keys.prefix(3)) == [Self.id(0), Self.id(1), Self.id(2)], "arrival order")
    }

    @Test("setting nil removes a state; setting it again brings it back; the count follows")
    func removalAndReturn() {
        var states: CardStates = [Self.id(1): Self.state(1), Self.id(2): Self.state(2)]
        states[Self.id(1)] = nil
        #expect(states.count == 1 && states[Self.id(1)] == nil && states.keys == [Self.id(2)])
        states[Self.id(1)] = nil
        #expect(states.count == 1)
        states[Self.id(1)] = Self.state(7)
        #expect(states.count == 2 && states[Self.id(1)] == Self.state(7))
        states[Self.id(1)] = Self.state(8)
        #expect(states.count == 2 && states[Self.id(1)] == Self.state(8), "replaced, not added")
        #expect(Array(states.values).count == 2)
    }

    @Test("equal when the same ids have the same states, in any order of arrival; removed ids do not count")
    func equality() {
        let forwards: CardStates = [Self.id(1): Self.state(1), Self.id(2): Self.state(2)]
        var backwards = CardStates()
        backwards[Self.id(2)] = Self.state(2)
        backwards[Self.id(3)] = Self.state(3)
        backwards[Self.id(1)] = Self.state(1)
        #expect(forwards != backwards)
        backwards[Self.id(3)] = nil
        #expect(forwards == backwards)
        backwards[Self.id(2)] = Self.state(9)
        #expect(forwards != backwards)
    }

    @Test("ids alike in all but a few bits (hand-written ones) are told apart")
    func nearlyEqualIDs() {
        var states = CardStates()
        let ids = (0..<5_000).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", $0))! }
        for (n, id) in ids.enumerated() { states[id] = Self.state(n) }
        #expect(states.count == 5_000)
        #expect(ids.enumerated().allSatisfy { states[$1] == Self.state($0) })
    }

    @Test("filter keeps the ids asked for")
    func filter() {
        let states: CardStates = [Self.id(1): Self.state(1), Self.id(2): Self.state(2), Self.id(3): Self.state(3)]
        let kept = states.filter { $0 != Self.id(2) }
        #expect(kept == [Self.id(1): Self.state(1), Self.id(3): Self.state(3)])
    }
}

extension CardStatesTests {
    @Test("a pass in step with the states' order, out of step, and past removed ones finds what the subscript finds")
    func lookupInStep() {
        var states = CardStates()
        for n in 0..<1_000 { states[Self.id(n)] = Self.state(n) }
        states[Self.id(500)] = nil
        let orders = [Array(0..<1_200), Array((0..<1_200).reversed()), (0..<1_200).map { ($0 * 7_919) % 1_200 }]
        for order in orders {
            var previous = 0
            for n in order {
                #expect(states.state(of: Self.id(n), after: &previous) == states[Self.id(n)], "\(n)")
            }
        }
    }

    @Test("built from read rows at once: the same table as one id at a time, in the same order")
    func builtFromRows() {
        let ids = (0..<50_000).map(Self.id), values = (0..<50_000).map(Self.state)
        let built = CardStates(ids: ids, states: values)
        var oneByOne = CardStates()
        for n in 0..<50_000 { oneByOne[Self.id(n)] = Self.state(n) }
        #expect(built == oneByOne && built.count == 50_000)
        #expect(built.keys == ids, "arrival order")
        for n in stride(from: 0, to: 50_000, by: 499) { #expect(built[Self.id(n)] == Self.state(n)) }
        #expect(built[Self.id(50_000)] == nil)
        var previous = 0
        #expect(built.state(of: Self.id(0), after: &previous) == Self.state(0) && previous == 1)
    }

    @Test("a repeated id among read rows keeps its first place and its last state, counted once")
    func builtFromRowsWithARepeat() {
        var built = CardStates(ids: [Self.id(1), Self.id(2), Self.id(1)], states: [Self.state(1), Self.state(2), Self.state(9)])
        #expect(built.count == 2 && built.keys == [Self.id(1), Self.id(2)])
        #expect(built[Self.id(1)] == Self.state(9))
        built[Self.id(3)] = Self.state(3)
        #expect(built.count == 3 && built.keys == [Self.id(1), Self.id(2), Self.id(3)])
    }
}
