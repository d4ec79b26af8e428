import FlashzillaCore

/// The two labelled answer buttons under the card. Their keys are the swipe keys, so
/// the labels teach the keyboard; Tab focuses one and Enter presses it.
enum StudyAnswerButtons {
    static let wrongLabel = "[← Wrong]"
    static let correctLabel = "[Correct →]"
    static let gap = 4

    /// Where each button is drawn on the buttons row, centred under the card.
    static func frames(in row: Rect) -> (wrong: Rect, correct: Rect) {
        let wrongWidth = DisplayWidth.of(wrongLabel)
        let correctWidth = DisplayWidth.of(correctLabel)
        let total = wrongWidth + gap + correctWidth
        let x = row.minX + TextLayout.centerOffset(total, in: row.width)
        return (Rect(x: x, y: row.minY, width: wrongWidth, height: 1),
                Rect(x: x + wrongWidth + gap, y: row.minY, width: correctWidth, height: 1))
    }

    /// The focused button is reversed and marked with "›", so focus shows without colour.
    static func draw(in row: Rect, focus: Outcome?, into grid: inout Grid) {
        guard !row.isEmpty else { return }
        let (wrong, correct) = frames(in: row)
        for (outcome, frame, label) in [(Outcome.wrong, wrong, wrongLabel), (.correct, correct, correctLabel)] {
            let focused = focus == outcome
            var style = Style(outcome == .correct ? .correct : .wrong, flags: .bold)
            if focused {
                style = style.adding(.reverse)
                grid.put("›", at: Point(x: frame.minX - 1, y: frame.minY), style: Style(.normal, flags: .bold), clip: row)
            }
            grid.put(label, at: frame.origin, style: style, clip: row)
        }
    }
}
