import Foundation

/// Anki's custom study, for one deck and one sitting. The first two raise today's limits
/// (Anki's `extend_limits`: today only, the deck's options unchanged); the others make a
/// temporary session of chosen cards, as Anki's "Custom Study Session" filtered deck does:
/// forgotten cards, a tag and a preview leave the schedule as it is (Anki builds them
/// without rescheduling); reviewing ahead answers for real, as Anki's does.
public enum CustomStudy: Hashable, Sendable {
    /// Today's new-card limit raised by this many.
    case moreNew(Int)
    /// Today's review limit raised by this many.
    case moreReviews(Int)
    /// Cards answered Again in the last `days` days (today is one), in a random order (`rated:N:1`).
    case forgotten(days: Int)
    /// Review cards due within `days` days after today, soonest due first (`prop:due<=N`).
    case reviewAhead(days: Int)
    /// Every card with the tag, in a random order (Anki's "all cards in random order, don't reschedule").
    case tag(String)
    /// New cards added in the last `days` days (today is one), in deck order (`is:new added:N`).
    case previewNew(days: Int)

    /// The numbers Anki's dialog accepts for each choice.
    public static let countRange = 1...9_999
    public static let dayRange = 1...365

    /// True when the session's answers change the schedule and are kept in the history.
    public var reschedules: Bool {
        switch self {
        case .moreNew, .moreReviews, .reviewAhead: true
        case .forgotten, .tag, .previewNew: false
        }
    }

    /// What it adds to today's limits (the limit extensions only).
    public var limitExtension: ReviewCounts {
        switch self {
        case .moreNew(let count): ReviewCounts(new: count)
        case .moreReviews(let count): ReviewCounts(due: count)
        default: ReviewCounts()
        }
    }

    /// Whether it is a session of chosen cards rather than a deck's day with wider limits.
    public var isFiltered: Bool {
        switch self {
        case .moreNew, .moreReviews: false
        default: true
        }
    }

    /// Short words for it: the session's title and what the screen reader says.
    public var title: String {
        switch self {
        case .moreNew(let count): "\(count) more new today"
        case .moreReviews(let count): "\(count) more reviews today"
        case .forgotten(let days): "Forgotten in the last \(Self.days(days))"
        case .reviewAhead(let days): "Review ahead \(Self.days(days))"
        case .tag(let tag): "Cards tagged \(tag)"
        case .previewNew(let days): "Preview new cards of the last \(Self.days(days))"
        }
    }

    private static func days(_ count: Int) -> String { count == 1 ? "day" : "\(count) days" }
}
