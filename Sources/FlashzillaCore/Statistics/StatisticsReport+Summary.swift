import Foundation

extension StatisticsReport {
    /// The heatmap in one sentence, for a screen reader and the plain text output:
    /// "reviewed on 212 of the last 365 days; busiest day 2026-03-14 with 310 reviews".
    public func activitySummary(lastDays: Int = 365) -> String {
        guard let today = LocalDate(todayDate) else { return "no reviews" }
        let first = today.adding(days: -(lastDays - 1))
        let recent = days.filter { LocalDate($0.date).map { $0 >= first && $0 <= today } ?? false }
        // The earliest of equally busy days: the same answer every time.
        guard let busiest = recent.max(by: { ($0.reviews, $1.date) < ($1.reviews, $0.date) }) else {
            return "no reviews in the last \(lastDays) days"
        }
        let noun = busiest.reviews == 1 ? "review" : "reviews"
        return "reviewed on \(recent.count) of the last \(lastDays) days; busiest day \(busiest.date) with \(busiest.reviews) \(noun)"
    }
}
