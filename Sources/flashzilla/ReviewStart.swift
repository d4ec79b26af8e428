import FlashzillaCore
import FlashzillaProgress
import Foundation

/// What Review needs from the progress file before it opens: the deck's schedules and
/// what today already used of its limits.
struct ReviewStart {
    var states: CardStates
    var introducedToday: Int
    var reviewedToday: Int
    /// Suspended, buried, flagged and leech cards, lapses, and where a bury ends.
    var marks: DeckMarks
    /// What custom study raised today's limits by.
    var extended: ReviewCounts

    /// Reads them at `now`; the day began at the most recent 4 a.m. local time. (A parent's
    /// decks are read together instead: `FamilyReviewReading`.)
    init(deckID: UUID, store: ProgressStore, now: Date) throws(ProgressError) {
        states = try store.states(deckID: deckID)
        let dayStart = StudyDay.start(of: now, timeZone: .current)
        let today = try store.today(deckID: deckID, dayStart: dayStart)
        extended = try store.limitExtension(deckID: deckID, dayStart: dayStart)
        introducedToday = today.introduced
        reviewedToday = today.reviewed
        marks = try store.marks(deckID: deckID, now: now, nextDayStart: StudyDay.nextStart(after: now, timeZone: .current))
    }
}
