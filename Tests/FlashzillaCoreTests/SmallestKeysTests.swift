import Testing
@testable import FlashzillaCore

@Suite struct SmallestKeysTests {
    @Test("keeps exactly the smallest keys, smallest first, as sorting everything and taking a prefix would",
          arguments: [0, 1, 7, 200, 999, 1_000, 5_000])
    func agreesWithSortingEverything(limit: Int) {
        var generator = SeededGenerator(seed: UInt64(limit) + 1)
        // Many equal due times, so positions decide ties.
        let keys = (0..<1_000).map { DueKey(due: Double(generator.next() % 50), position: $0) }
        var smallest = SmallestKeys<DueKey>(limit: limit)
        for key in keys.shuffled(using: &generator) { smallest.offer(key) }
        #expect(smallest.sorted() == Array(keys.sorted().prefix(limit)))
    }

    @Test("a negative limit keeps nothing")
    func negativeLimit() {
        var smallest = SmallestKeys<Int>(limit: -3)
        smallest.offer(1)
        #expect(smallest.sorted().isEmpty)
    }

    @Test("due keys order by time, then by place in the deck")
    func dueKeyOrder() {
        #expect(DueKey(due: 1, position: 9) < DueKey(due: 2, position: 0))
        #expect(DueKey(due: 2, position: 3) < DueKey(due: 2, position: 4))
        #expect(!(DueKey(due: 2, position: 4) < DueKey(due: 2, position: 4)))
    }
}
