import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// Statistics by voice: stats from the deck list (every deck) or a deck's menu (that deck).
struct ScreenReaderStatisticsTests {
    typealias F = ReaderFixtures

    static let report = """
        Today: 12 reviews in 1 min 18 s, Again 17%, 5 new cards learned
        Streak: 1 day
        Activity: reviewed on 1 of the last 365 days; busiest day 2026-11-24 with 12 reviews
        Retention (desired 90%):
          last day   86% of 7 reviews (young 80%, mature 100%)
          last week  86% of 7 reviews (young 80%, mature 100%)
          last month 86% of 7 reviews (young 80%, mature 100%)
          last year  86% of 7 reviews (young 80%, mature 100%)
        Forecast: 1 due today, 2 in 7 days, 2 in 30 days
        Cards: 30 new, 3 learning, 0 relearning, 2 young, 0 mature (35 in all)
        Quiz: no sessions yet
        """

    @Test func statsFromTheListAndFromADeck() {
        var r = ReaderHarness(entries: F.folder)
        r.start()
        r.type("stats", "1", "stats", "q")
        #expect(r.transcript.contains("""
            > stats
            [statistics all]
            Statistics for all decks, today 2026-11-24
            \(Self.report)
            Type a deck's number or name to choose it, or help to hear the commands.
            > 1
            Capitals, 3 cards, 100 seconds.
            """), "\(r.transcript)")
        #expect(r.transcript.contains("""
            > stats
            [statistics deck]
            Statistics for Capitals, today 2026-11-24
            \(Self.report)
            > q
            """), "\(r.transcript)")
    }

    @Test func aFailureIsSaidAndTheListStays() {
        var conversation = ScreenReaderConversation(seed: 1, calendarOrigin: ReaderHarness.calendarOrigin)
        _ = conversation.start(now: .zero)
        _ = conversation.handle(.decksListed([DeckSummary(F.colours)]), now: .zero)
        #expect(conversation.handle(.line("stats"), now: .zero) == [.statistics(deckID: nil)])
        let said = conversation.handle(.failed("/h/progress.sqlite: locked"), now: .zero)
        #expect(said.first == .say("The statistics could not be read: /h/progress.sqlite: locked."))
        #expect(conversation.handle(.line("colours"), now: .zero) == [.openDeck(F.colours.fileURL)])
    }
}
