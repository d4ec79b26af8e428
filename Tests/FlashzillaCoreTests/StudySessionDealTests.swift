import Testing
import FlashzillaCore

/// Which cards a new session asks, in which order, and with which timer.
@Suite("StudySession deal")
struct StudySessionDealTests {
    @Test func shuffleOffKeepsDeckOrder() {
        let session = StudySession(deck: makeDeck(count: 5, shuffle: false), seed: 12345)
        #expect(prompts(session.stack) == (1...5).map { "prompt \($0)" })
        #expect(session.phase == .ready)
        #expect(!session.isRevealed)
        #expect(session.totalCards == 5 && session.answeredCount == 0 && session.unansweredCount == 5)
        #expect(session.topCard == makeCard(1))
        #expect(session.seed == 12345)
    }

    @Test func shuffleIsReproducibleForASeed() {
        let deck = makeDeck(count: 20, shuffle: true)
        #expect(StudySession(deck: deck, seed: 42) == StudySession(deck: deck, seed: 42))
    }

    @Test func shuffleIsAPermutationThatMovesCards() {
        let deck = makeDeck(count: 20, shuffle: true)
        let stack = StudySession(deck: deck, seed: 42).stack
        #expect(Set(stack) == Set(deck.cards))
        #expect(stack.count == 20)
        #expect(stack != deck.cards)
    }

    @Test func differentSeedsGiveDifferentOrders() {
        let deck = makeDeck(count: 20, shuffle: true)
        let orders = Set((1...5 as ClosedRange<UInt64>).map { StudySession(deck: deck, seed: $0).stack.map(\.id) })
        #expect(orders.count == 5)
    }

    @Test func shuffleUsesSeededGenerator() {
        let deck = makeDeck(count: 10, shuffle: true)
        var generator = SeededGenerator(seed: 99)
        #expect(StudySession(deck: deck, seed: 99).stack == deck.cards.shuffled(using: &generator))
    }

    /// The deal shuffles positions, then gathers: it must match shuffling the cards.
    @Test(arguments: [0, 1, 2, 7, 1000])
    func dealMatchesShufflingTheCards(count: Int) {
        for seed: UInt64 in [1, 99, .max] {
            for size: Int? in [nil, 0, 3, count + 5] {
                let deck = makeDeck(count: count, sessionSize: size, shuffle: true)
                var generator = SeededGenerator(seed: seed)
                let expected = Array(deck.cards.shuffled(using: &generator).prefix(max(0, size ?? count)))
                #expect(StudySession.deal(deck, seed: seed) == expected, "count \(count) seed \(seed) size \(String(describing: size))")
            }
        }
    }

    @Test(arguments: [
        (nil, 10), (3, 3), (10, 10), (25, 10), (0, 0), (-2, 0),
    ] as [(Int?, Int)])
    func sessionSizeCutsTheDeal(size: Int?, dealt: Int) {
        let session = StudySession(deck: makeDeck(count: 10, sessionSize: size), seed: 1)
        #expect(session.totalCards == dealt)
        #expect(prompts(session.stack) == (0..<dealt).map { "prompt \($0 + 1)" })
    }

    @Test func sessionSizeCutsAfterShuffling() {
        let full = StudySession(deck: makeDeck(count: 10, shuffle: true), seed: 5).stack
        let cut = StudySession(deck: makeDeck(count: 10, sessionSize: 4, shuffle: true), seed: 5).stack
        #expect(cut == Array(full.prefix(4)))
        // Not simply the deck's first four.
        #expect(Set(cut) != Set(makeDeck(count: 10).cards.prefix(4)))
    }

    @Test func timedDeckGetsACountdownOfItsLimit() {
        let session = StudySession(deck: makeDeck(timeLimit: 30), seed: 1)
        #expect(session.isTimed)
        #expect(session.countdown?.limit == .seconds(30))
        #expect(session.remaining(at: t(1_000)) == .seconds(30))
        #expect(session.displayedSeconds(at: t(1_000)) == 30)
        #expect(session.activeTime(at: t(1_000)) == .zero)
    }

    @Test(arguments: [0, -1])
    func nonPositiveLimitIsUntimed(limit: Int) {
        let session = StudySession(deck: makeDeck(timeLimit: limit), seed: 1)
        #expect(!session.isTimed)
        #expect(session.remaining(at: t(0)) == nil)
        #expect(session.displayedSeconds(at: t(0)) == nil)
    }

    @Test func summaryIsNilUntilFinished() {
        var session = StudySession(deck: makeDeck(count: 1), seed: 1)
        #expect(session.summary == nil)
        session = session.after(.start(at: t(0)))
        #expect(session.summary == nil)
        session = session.after(.pause(at: t(1)))
        #expect(session.summary == nil)
    }

    @Test(arguments: [makeDeck(count: 0), makeDeck(count: 5, sessionSize: 0)])
    func emptyDealStaysReadyAndCannotStart(deck: Deck) {
        let before = StudySession(deck: deck, seed: 1)
        #expect(before.totalCards == 0 && before.stack.isEmpty && before.topCard == nil)
        var after = before
        #expect(after.apply(.start(at: t(0))) == .ignored(.noCards))
        #expect(after.apply(.restart(at: t(0), seed: 2)) == .ignored(.noCards))
        #expect(after.apply(.reveal) == .ignored(.notStarted))
        #expect(after.apply(.tick(at: t(500))) == .ignored(.notStarted))
        #expect(after == before)
        #expect(after.phase == .ready)
        #expect(after.summary == nil)
    }
}
