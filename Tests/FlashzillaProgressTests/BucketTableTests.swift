import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// `BucketTable` must add up exactly as a dictionary of the same keys does.
@Suite struct BucketTableTests {
    typealias Key = BucketSums.Key

    static func bucket(_ n: Int, mode: ReviewAnswer.Mode) -> AnswerBucket {
        var bucket = AnswerBucket(start: 0, mode: mode)
        bucket.answers = 1
        bucket.milliseconds = n
        bucket.again = n % 2
        bucket.maturePassed = n % 3
        return bucket
    }

    @Test func sumsLikeADictionaryThroughGrowthAndClearing() {
        var table = BucketTable()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2 {
            var expected: [Key: AnswerBucket] = [:]
            // Far more keys than the first slots (growth), many repeated, negative times too.
            for n in 0..<5_000 {
                let mode: ReviewAnswer.Mode = n % 5 == 0 ? .quiz : .review
                let key = Key(deck: Int64(generator.next() % 7), start: (Int64(generator.next() % 800) - 100) * AnswerBucket.seconds, mode: mode)
                var bucket = Self.bucket(n, mode: mode)
                bucket.start = key.start
                table.add(bucket, at: key)
                expected[key, default: AnswerBucket(start: key.start, mode: mode)].add(bucket)
            }
            #expect(table.count == expected.count, "round \(round)")
            let positions = table.positionsInKeyOrder()
            #expect(positions.map { table.keys[$0] } == expected.keys.sorted())
            #expect(positions.allSatisfy { table.sums[$0] == expected[table.keys[$0]] })
            #expect(expected.keys.allSatisfy(table.contains))
            #expect(!table.contains(Key(deck: 99, start: 0, mode: .review)))
            table.removeAll()
            #expect(table.count == 0 && !table.contains(expected.keys.first!))
        }
    }
}
