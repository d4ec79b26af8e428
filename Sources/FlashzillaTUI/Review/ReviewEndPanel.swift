import FlashzillaCore
import Foundation

/// What Review shows when nothing is due: when the next card is, or that none is
/// scheduled, and what today's limits held back.
enum ReviewEndPanel {
    static func headline(nextDue: Date?, now: Date) -> String {
        guard let nextDue else { return "All caught up" }
        return "Nothing more due today — next card due in \(TimeUntilText.describe(from: now, to: nextDue))"
    }

    /// "Today's limits held back 5 reviews and 30 new cards", nil when none were.
    static func heldBackLine(_ held: ReviewCounts) -> String? {
        let parts = [(held.due, "review", "reviews"), (held.new, "new card", "new cards")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        return parts.isEmpty ? nil : "Today's limits held back " + parts.joined(separator: " and ")
    }

    static func draw(_ session: ReviewSession, now: Date, canUndo: Bool, in body: Rect, into grid: inout Grid) {
        let width = max(1, body.width - 4)
        var lines: [(String, Style)] = TextLayout.wrap(headline(nextDue: session.nextDue, now: now), width: width)
            .map { ($0, Style(.title, flags: .bold)) }
        if let held = heldBackLine(session.heldBack) {
            lines.append(("", .normal))
            lines += TextLayout.wrap(held, width: width).map { ($0, Style(.dim)) }
        }
        let quit = ReviewScreen.keyLabel(for: .leaveRequested)
        let keys = canUndo ? "\(ReviewScreen.keyLabel(for: .undone)) undo the last answer · \(quit) back" : "\(quit) back"
        lines.append(("", .normal))
        lines += TextLayout.wrap(keys, width: width).map { ($0, Style(.help)) }
        let shown = lines.prefix(body.height)
        let top = body.minY + max(0, (body.height - shown.count) / 2)
        for (index, (text, style)) in shown.enumerated() {
            Panel.centre(text, row: top + index, in: body, style: style, into: &grid)
        }
    }
}
