import FlashzillaCore

/// "✓ Correct" / "✗ Wrong" in the footer for a moment after an answer, when nothing slides
/// (reduce motion, `--accessible`): without the swipe's stamp the answer would pass unsaid.
struct StudyVerdict: FixedLengthAnimation {
    static let duration: Duration = .milliseconds(1500)

    var outcome: Outcome
    var start: Moment

    /// Draws the verdict at the start of the footer row; returns what is left for the keys.
    func draw(in row: Rect, into grid: inout Grid) -> Rect {
        let text = CardLook.stamp(for: outcome)
        let style = Style(outcome == .correct ? .correct : .wrong, flags: .bold)
        let area = row.inset(left: 1, right: 0)
        guard !area.isEmpty else { return row }
        let x = grid.put(text, at: area.origin, style: style, clip: area)
        return Rect(x: x + 1, y: row.minY, width: max(0, row.maxX - x - 1), height: row.height)
    }
}
