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

    /// Each button's cells, centred on the area's last row; when they do not fit its width
    /// and the area has two rows, Again and Hard on the first and Good and Easy on the
    /// second (cut at the row's edge only when even that is too narrow).
    func buttonFrames(in area: Rect) -> [(rating: FSRSRating, label: String, frame: Rect)] {
        let labels = buttonLabels()
        guard Self.width(of: labels) > area.width, area.height >= 2 else {
            return Self.frames(labels, y: area.maxY - 1, in: area)
        }
        return Self.frames(Array(labels.prefix(2)), y: area.maxY - 2, in: area)
            + Self.frames(Array(labels.dropFirst(2)), y: area.maxY - 1, in: area)
    }

    private static func width(of labels: [(rating: FSRSRating, label: String)]) -> Int {
        labels.reduce(0) { $0 + DisplayWidth.of($1.label) } + buttonGap * (labels.count - 1)
    }

    private static func frames(_ labels: [(rating: FSRSRating, label: String)], y: Int, in area: Rect)
        -> [(rating: FSRSRating, label: String, frame: Rect)] {
        var x = area.minX + max(0, TextLayout.centerOffset(width(of: labels), in: area.width))
        return labels.map { rating, label in
            let width = DisplayWidth.of(label)
            defer { x += width + buttonGap }
            return (rating, label, Rect(x: x, y: y, width: width, height: 1))
        }
    }

    /// `suggested` (a typed answer's comparison) is reversed and bold in the hint line.
    func drawHint(in row: Rect, suggested: FSRSRating? = nil, into grid: inout Grid) {
        let text = TextLayout.truncate(hint(width: row.width), width: row.width)
        let x = row.minX + TextLayout.centerOffset(DisplayWidth.of(text), in: row.width)
        grid.put(text, at: Point(x: x, y: row.minY), style: Style(.help), clip: row)
        guard let suggested, let item = intervals.first(where: { $0.rating == suggested }) else { return }
        for label in ["\(suggested.rawValue) \(ReviewScreen.ratingName(suggested)) \(item.text)", "\(suggested.rawValue) \(item.text)"] {
            guard let range = text.range(of: label) else { continue }
            let column = DisplayWidth.of(text[..<range.lowerBound])
            grid.put(label, at: Point(x: x + column, y: row.minY), style: Style(.help, flags: [.bold, .reverse]), clip: row)
            return
        }
    }

    /// The focused button is reversed and marked with "›", so focus shows without colour.
    /// `suggested` (a typed answer's comparison) is underlined.
    func drawButtons(in area: Rect, focus: FSRSRating?, suggested: FSRSRating? = nil, into grid: inout Grid) {
        for (rating, label, frame) in buttonFrames(in: area) {
            let row = Rect(x: area.minX, y: frame.minY, width: area.width, height: 1)
            var style = Style(rating == .again ? .wrong : .correct, flags: rating == suggested ? [.bold, .underline] : .bold)
            if rating == focus {
                style = style.adding(.reverse)
                grid.put("›", at: Point(x: frame.minX - 1, y: frame.minY), style: Style(.normal, flags: .bold), clip: row)
            }
            grid.put(label, at: frame.origin, style: style, clip: row)
        }
    }
}
