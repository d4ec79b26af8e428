import Testing
import FlashzillaCore

/// Best score (higher wins) and best time (shorter wins), kept in the deck.
@Suite("Match records")
struct MatchRecordTests {
    func result(_ score: Int, _ seconds: Double) -> MatchResult {
        MatchResult(score: score, time: .milliseconds(Int64(seconds * 1000)), pairs: 6)
    }

    @Test func theFirstGameSetsBothRecords() {
        var deck = makeDeck()
        #expect(deck.matchRecord.isEmpty)
        #expect(deck.recordMatch(result(-3, 40)) == MatchRecordChange(isBestScore: true, isBestTime: true))
        #expect(deck.matchRecord == MatchRecord(bestScore: -3, bestTime: .seconds(40)))
    }

    @Test func eachRecordKeepsItsOwnBest() {
        var deck = makeDeck()
        deck.recordMatch(result(6, 40))
        // Higher score, slower: only the score.
        #expect(deck.recordMatch(result(8, 50)) == MatchRecordChange(isBestScore: true, isBestTime: false))
        // Lower score, faster: only the time.
        #expect(deck.recordMatch(result(2, 30.5)) == MatchRecordChange(isBestScore: false, isBestTime: true))
        // A tie is not a new best; worse is ignored.
        let change = deck.recordMatch(result(8, 30.5))
        #expect(!change.isAnyBest)
        #expect(deck.recordMatch(result(-1, 90)) == MatchRecordChange(isBestScore: false, isBestTime: false))
        #expect(deck.matchRecord == MatchRecord(bestScore: 8, bestTime: .milliseconds(30500)))
    }

    @Test func timesAreKeptToTheMillisecond() {
        var deck = makeDeck()
        deck.recordMatch(MatchResult(score: 0, time: .microseconds(12_345_678), pairs: 1))
        #expect(deck.matchRecord.bestTime == .milliseconds(12_346))
        // Less than half a millisecond faster rounds to the same time: not a new best.
        let slightlyFaster = deck.recordMatch(MatchResult(score: 0, time: .microseconds(12_345_600), pairs: 1))
        #expect(!slightlyFaster.isBestTime)
        #expect(MatchRecord(bestTime: .nanoseconds(-5)).bestTime == .zero)
    }
}
