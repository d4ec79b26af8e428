import FlashzillaCore
import Testing
@testable import FlashzillaAnki

/// The review log finds each answer's card through `CardPositions`: it must answer as a
/// dictionary of the same ids would, for any ids a file may hold.
@Suite struct CardPositionsTests {
    @Test(arguments: [0, 1, 7, 1_000, 50_000])
    func findsWhatADictionaryFinds(count: Int) {
        var random = SeededGenerator(seed: UInt64(count) + 3)
        // Anki's millisecond ids, small and negative ones, and some listed twice.
        var ids: [Int64] = (0..<count).map { i in
            switch i % 4 {
            case 0: 1_700_000_000_000 + Int64(i)
            case 1: Int64.random(in: Int64.min...Int64.max, using: &random)
            case 2: Int64(i) - 500
            default: 1_700_000_000_000 + Int64.random(in: 0...Int64(count) * 2, using: &random)
            }
        }
        if count > 10 { ids += ids.prefix(5) }
        var expected: [Int64: Int] = [:]
        for (position, id) in ids.enumerated() { expected[id] = position }
        let positions = CardPositions(ids)
        for id in ids { #expect(positions.position(of: id) == expected[id]) }
        for _ in 0..<1_000 {
            let id = Int64.random(in: Int64.min...Int64.max, using: &random)
            #expect(positions.position(of: id) == expected[id])
        }
        #expect(positions.position(of: 0) == expected[0])
    }
}
