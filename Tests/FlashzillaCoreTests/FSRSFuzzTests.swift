import Foundation
import Testing
@testable import FlashzillaCore

/// Fuzz: py-fsrs's ranges (from its own code, in the trace file's header), picked by a
/// number seeded from the card's id and review count.
@Suite("FSRS fuzz")
struct FSRSFuzzTests {
    let table = FSRSTraces.loaded.header.fuzz

    @Test("SplitMix64 gives the reference sequence")
    func splitMix() {
        var generator = SeededGenerator(seed: 1_234_567)
        #expect([generator.next(), generator.next(), generator.next()] == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    @Test("the seeding is as documented (values from an independent Python version)")
    func documentedSeed() {
        #expect(FSRSFuzz.unit(cardID: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, reviewCount: 1) == 0.27471265698820735)
        #expect(FSRSFuzz.unit(cardID: UUID(uuidString: "C9355E38-3A70-4A31-84F7-6A0B4014B70E")!, reviewCount: 5) == 0.8044447596157607)
    }

    @Test("with the number at 0 and just under 1, the interval is py-fsrs's shortest and longest")
    func endsAreTheSame() {
        #expect(table.count > 500)
        for row in table {
            let (days, maximum) = (row[0], row[1])
            #expect(FSRSFuzz.fuzzed(days: days, unit: 0, maximumInterval: maximum) == row[2], "\(row)")
            #expect(FSRSFuzz.fuzzed(days: days, unit: 1 - 0x1p-53, maximumInterval: maximum) == row[3], "\(row)")
        }
    }

    @Test("seeded intervals stay in py-fsrs's range and reach both ends")
    func seededIntervalsInRange() {
        let ids = (0..<400).map { _ in UUID() }
        for row in table where row[0] <= 60 || row[0] % 50 == 0 {
            var seen = Set<Int>()
            for (n, id) in ids.enumerated() {
                let days = FSRSFuzz.fuzzed(days: row[0], unit: FSRSFuzz.unit(cardID: id, reviewCount: n % 15 + 1), maximumInterval: row[1])
                #expect((row[2]...row[3]).contains(days), "\(row): \(days)")
                seen.insert(days)
            }
            if row[3] - row[2] <= 8 { #expect(seen == Set(row[2]...row[3]), "\(row): \(seen.sorted())") }
        }
    }

    @Test("the same card and review count give the same interval; another count or card usually another")
    func deterministic() {
        let id = UUID(uuidString: "0F0F0F0F-1111-2222-3333-444455556666")!
        let units = (1...50).map { FSRSFuzz.unit(cardID: id, reviewCount: $0) }
        #expect(units == (1...50).map { FSRSFuzz.unit(cardID: id, reviewCount: $0) })
        #expect(Set(units).count == 50)
        #expect(units.allSatisfy { (0..<1).contains($0) })
        let other = UUID(uuidString: "0F0F0F0F-1111-2222-3333-444455556667")!
        #expect(FSRSFuzz.unit(cardID: other, reviewCount: 1) != units[0])
    }

    @Test("with fuzz on, the scheduler moves only review intervals, within py-fsrs's range, the same on every replay")
    func schedulerFuzz() throws {
        let traces = FSRSTraces.loaded
        let ranges = Dictionary(uniqueKeysWithValues: table.map { (FuzzKey(days: $0[0], maximum: $0[1]), $0[2]...$0[3]) })
        var fuzzedReviews = 0, moved = 0, beyondTable = 0
        for config in traces.header.configs {
            let plain = FSRSScheduler(try config.configuration(fuzz: false))
            let fuzzy = FSRSScheduler(try config.configuration(fuzz: true))
            for card in traces.cards where traces.header.configs[card.config].name == config.name {
                let replayed = fuzzy.replay(card.history, of: card.id)
                #expect(replayed == fuzzy.replay(card.history, of: card.id))
                var previous: FSRSCardState?
                for (review, state) in zip(card.history, replayed) {
                    let unfuzzed = plain.review(previous, of: card.id, as: review.rating, at: review.time)
                    #expect(state.phase == unfuzzed.phase && state.stability == unfuzzed.stability && state.difficulty == unfuzzed.difficulty)
                    if state.phase == .review {
                        let days = Int(unfuzzed.due.timeIntervalSince(review.time) / 86_400)
                        let fuzzedDays = state.due.timeIntervalSince(review.time) / 86_400
                        // Past 2000 days the table has every 250th day; between, py-fsrs's rule as
                        // `endsAreTheSame` checks it against the table.
                        let range = ranges[FuzzKey(days: days, maximum: config.maximum_interval)] ?? {
                            let bounds = FSRSFuzz.range(days: days, maximumInterval: config.maximum_interval)
                            return bounds.lowerBound...min(bounds.upperBound + 1, config.maximum_interval)
                        }()
                        if ranges[FuzzKey(days: days, maximum: config.maximum_interval)] == nil { beyondTable += 1 }
                        #expect(fuzzedDays == fuzzedDays.rounded() && range.contains(Int(fuzzedDays)), "\(days) → \(fuzzedDays)")
                        fuzzedReviews += 1
                        if Int(fuzzedDays) != days { moved += 1 }
                    } else {
                        #expect(state.due == unfuzzed.due)
                    }
                    previous = state
                }
            }
        }
        #expect(fuzzedReviews > 1_000 && moved > 300 && beyondTable < fuzzedReviews / 10,
                "\(fuzzedReviews) review intervals, \(moved) moved by fuzz, \(beyondTable) past the table")
    }

    private struct FuzzKey: Hashable {
        let days: Int
        let maximum: Int
    }
}
