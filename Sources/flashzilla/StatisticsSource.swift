import FlashzillaCore
import FlashzillaProgress
import Foundation

/// The one way from deck summaries and the progress file to a `StatisticsReport`, for
/// `flashzilla stats` and the statistics screen alike.
struct StatisticsSource {
    /// Every deck's summary (broken ones are skipped): their card counts give the new cards.
    var summaries: [DeckSummary]
    /// nil: every deck.
    var deckID: UUID?
    var dayStartHour = 4
    var timeZone = TimeZone.current
    /// Only days from this one on are listed (and shown in the heatmap).
    var since: LocalDate?
    var desiredRetention: Double

    /// `store` nil: no progress file yet, so nothing was ever reviewed and every card is new.
    func report(store: ProgressStore?, now: Date) throws(ProgressError) -> StatisticsReport {
        let cardCount = summaries.filter { !$0.isBroken && (deckID == nil || $0.deckID == deckID) }.reduce(0) { $0 + $1.cardCount }
        var cards = try store?.startedCardCounts(deckID: deckID) ?? StatisticsReport.CardCounts()
        // A card left in the history after its deck lost it is still counted as started.
        cards.new = max(0, cardCount - cards.total)
        let forecastDays = 30
        // The whole history: the streak may be older than a year. The sums are small (at most
        // one row per quarter hour), so this stays cheap.
        let buckets = try store?.answerBuckets(deckID: deckID, from: .distantPast, to: now.addingTimeInterval(86_400)) ?? []
        let dueTimes = try store?.dueTimes(deckID: deckID, until: now.addingTimeInterval(TimeInterval(forecastDays + 2) * 86_400)) ?? []
        var report = StatisticsReport.make(buckets: buckets, dueTimes: dueTimes, cards: cards, now: now, timeZone: timeZone,
                                           dayStartHour: dayStartHour, desiredRetention: desiredRetention, forecastDays: forecastDays)
        if let since { report.days.removeAll { (LocalDate($0.date) ?? since) < since } }
        return report
    }

    /// Opens the progress file only if it exists, and read-only: statistics never create
    /// it, and need not be able to write it.
    static func existingStore(at url: URL) throws(ProgressError) -> ProgressStore? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try ProgressStore.openForReading(url)
    }
}
