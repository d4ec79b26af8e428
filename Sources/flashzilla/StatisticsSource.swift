import FlashzillaCore
import FlashzillaProgress
import Foundation

/// The one way from deck summaries and the progress file to a `StatisticsReport`, for
/// `flashzilla stats` and the statistics screen alike.
struct StatisticsSource {
    /// Every deck's summary (broken ones are skipped): their card counts give the new cards.
    var summaries: [DeckSummary]
    /// The decks counted: one, or a parent and every deck inside it (`DeckFamily`); nil: every deck.
    var deckIDs: [UUID]?
    var dayStartHour = 4
    var timeZone = TimeZone.current
    /// Only days from this one on are listed (and shown in the heatmap).
    var since: LocalDate?
    var desiredRetention: Double

    /// `store` nil: no progress file yet, so nothing was ever reviewed and every card is new.
    func report(store: ProgressStore?, now: Date) throws(ProgressError) -> StatisticsReport {
        let cardCount = summaries.filter { !$0.isBroken && (deckIDs?.contains($0.deckID) ?? true) }.reduce(0) { $0 + $1.cardCount }
        // Each deck's sums from the store, added up (nil: the store's own sum over all decks).
        let scopes: [UUID?] = deckIDs.map { $0.map(Optional.some) } ?? [nil]
        var cards = StatisticsReport.CardCounts()
        var buckets: [AnswerBucket] = [], dueTimes: [Date] = []
        let forecastDays = 30
        for deckID in scopes {
            guard let store else { break }
            let counts = try store.startedCardCounts(deckID: deckID)
            cards.learning += counts.learning
            cards.relearning += counts.relearning
            cards.young += counts.young
            cards.mature += counts.mature
            // The whole history: the streak may be older than a year. The sums are small (at
            // most one row per quarter hour), so this stays cheap.
            buckets += try store.answerBuckets(deckID: deckID, from: .distantPast, to: now.addingTimeInterval(86_400))
            dueTimes += try store.dueTimes(deckID: deckID, until: now.addingTimeInterval(TimeInterval(forecastDays + 2) * 86_400))
        }
        // A card left in the history after its deck lost it is still counted as started.
        cards.new = max(0, cardCount - cards.total)
        if scopes.count > 1 { buckets.sort { $0.start < $1.start } }
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
