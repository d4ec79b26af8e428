import FlashzillaCore
import Foundation

/// The four answers under a revealed card, each with the interval it would give:
/// "1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d" as a hint line, or in accessible
/// mode "[Again 1m]" … "[Easy 8d]" as buttons that Tab focuses and Enter presses.
struct ReviewAnswerRow {
    static let separator = " · "
    static let buttonGap = 2

    /// (rating, interval text), in rating order.
    let intervals: [(rating: FSRSRating, text: String)]

    init(nextDue: FSRSNextDue, now: Date) {
        intervals = FSRSRating.allCases.map { ($0, IntervalText.short(from: now, to: nextDue[$0])) }
    }

    /// "1 Again 1m · 2 Hard 6m · …", or without the names ("1 1m · 2 6m · …") when that
    /// does not fit `width`: every interval stays readable on a narrow terminal.
    func hint(width: Int) -> String {
        let named = intervals.map { "\($0.rating.rawValue) \(ReviewScreen.ratingName($0.rating)) \($0.text)" }.joined(separator: Self.separator)
        guard DisplayWidth.of(named) > width else { return named }
        return intervals.map { "\($0.rating.rawValue) \($0.text)" }.joined(separator: Self.separator)
    }

    func buttonLabels() -> [(rating: FSRSRating, label: String)] {
        intervals.map { ($0.rating, "[\(ReviewScreen.ratingName($0.rating)) \($0.text)]") }
    }

    /// Each button's cells, centred on the row (cut at the row's edge when too narrow).
    func buttonFrames(in row: Rect) -> [(rating: FSRSRating, label: String, frame: Rect)] {
        let labels = buttonLabels()
        let total = labels.reduce(0) { $0 + DisplayWidth.of($1.label) } + Self.buttonGap * (labels.count - 1)
        var x = row.minX + max(0, TextLayout.centerOffset(total, in: row.width))
        return labels.map { rating, label in
            let width = DisplayWidth.of(label)
            defer { x += width + Self.buttonGap }
            return (rating, label, Rect(x: x, y: row.minY, width: width, height: 1))
        }
    }

    func drawHint(in row: Rect, into grid: inout Grid) {
        let text = TextLayout.truncate(hint(width: row.width), width: row.width)
        let x = row.minX + TextLayout.centerOffset(DisplayWidth.of(text), in: row.width)
        grid.put(text, at: Point(x: x, y: row.minY), style: Style(.help), clip: row)
    }

    /// The focused button is reversed and marked with "›", so focus shows without colour.
    func drawButtons(in row: Rect, focus: FSRSRating?, into grid: inout Grid) {
        for (rating, label, frame) in buttonFrames(in: row) {
            var style = Style(rating == .again ? .wrong : .correct, flags: .bold)
            if rating == focus {
                style = style.adding(.reverse)
                grid.put("›", at: Point(x: frame.minX - 1, y: frame.minY), style: Style(.normal, flags: .bold), clip: row)
            }
            grid.put(label, at: frame.origin, style: style, clip: row)
        }
    }
}
