import FlashzillaCore
import FlashzillaProgress

extension DeckDue {
    /// A summary's Review counts from the database's (`counts` nil: none recorded).
    init(_ summary: DeckSummary, counts: DueCounts?) {
        let c = counts ?? DueCounts()
        self.init(cardCount: summary.cardCount,
                  settings: DeckSettings(newCardsPerDay: summary.newCardsPerDay, reviewsPerDay: summary.reviewsPerDay),
                  started: c.started, setAsideNew: c.setAsideNew, learningDue: c.learning, reviewDue: c.review, introducedToday: c.introducedToday,
                  reviewedToday: c.reviewedToday, next: c.nextDue)
    }
}
