import FlashzillaCore

/// The dialogs drawn instead of the stack: the summary at the end, the pause
/// screen, the empty deck, and the "too small" message. Each is a fixed-size
/// box centred in the body (shrunk to fit), opaque, so nothing shows through.
enum StudyPanels {
    // MARK: Summary

    static let summarySize = Size(width: 32, height: 10)
    static let startAgainText = "[ Start again ]"

    static func summaryFrame(in layout: StudyLayout) -> Rect {
        layout.panel(summarySize)
    }

    /// The "Start again" button, for the mouse: exactly the cells it is drawn on.
    static func startAgainButton(in layout: StudyLayout) -> Rect {
        let frame = summaryFrame(in: layout)
        let width = DisplayWidth.of(startAgainText)
        let x = frame.minX + TextLayout.centerOffset(width, in: frame.width)
        return Rect(x: x, y: frame.minY + 7, width: width, height: 1).intersection(frame.inset(by: 1))
    }

    /// "Time's up" or "All done!", the counts, and the Start again button.
    static func drawSummary(_ summary: StudySummary, layout: StudyLayout, into grid: inout Grid) {
        let frame = summaryFrame(in: layout)
        let title = summary.reason == .timeUp
            ? ("Time's up", Style(.warning, flags: .bold))
            : ("All done!", Style(.title, flags: .bold))
        let counts: [(String, Int, Style)] = [
            ("✓ Correct", summary.correct, Style(.correct)),
            ("✗ Wrong", summary.wrong, Style(.wrong)),
            ("  Unanswered", summary.unanswered, .normal),
        ]
        Panel.openBox(frame, into: &grid)
        let inside = frame.inset(dx: 3, dy: 0)
        Panel.centre(title.0, row: frame.minY + 1, in: frame, style: title.1, into: &grid)
        for (index, (label, count, style)) in counts.enumerated() {
            let y = frame.minY + 3 + index
            grid.put(label, at: Point(x: inside.minX, y: y), style: style, clip: inside)
            let number = String(count)
            grid.put(number, at: Point(x: inside.maxX - DisplayWidth.of(number), y: y), style: style, clip: inside)
        }
        let button = startAgainButton(in: layout)
        grid.put(startAgainText, at: button.origin, style: Style(.selected, flags: .bold), clip: button)
        let keys = "\(StudyScreen.keyLabel(for: .restartRequested)) or Enter"
        Panel.centre("press \(keys)", row: frame.minY + 8, in: frame, style: Style(.dim), into: &grid)
    }

    // MARK: Paused

    static let pausedSize = Size(width: 34, height: 7)

    /// Says the session is paused and how to resume. Card text is not drawn
    /// at all while paused, so pausing cannot be used to think for free.
    static func drawPaused(reason: StudyPauseReason?, layout: StudyLayout, into grid: inout Grid) {
        let frame = layout.panel(pausedSize)
        Panel.openBox(frame, into: &grid)
        Panel.centre("Paused", row: frame.minY + 1, in: frame, style: Style(.title, flags: .bold), into: &grid)
        let why = reason == .focusLost ? "The terminal lost focus." : "Time is not counting."
        Panel.centre(why, row: frame.minY + 3, in: frame, style: Style(.dim), into: &grid)
        let key = StudyScreen.keyLabel(for: .pauseToggled)
        Panel.centre("Press \(key) to resume", row: frame.minY + 5, in: frame, style: Style(.help), into: &grid)
    }

    // MARK: Empty deck

    static func drawEmptyDeck(layout: StudyLayout, into grid: inout Grid) {
        let key = StudyScreen.keyLabel(for: .leaveRequested)
        let lines: [(String, Style)] = [
            ("This deck has no cards yet", Style(.title, flags: .bold)),
            ("", .normal),
            ("Add some cards, then study again.", Style(.dim)),
            ("Press \(key) to go back", Style(.help)),
        ]
        let top = layout.body.minY + max(0, (layout.body.height - lines.count) / 2)
        for (index, (text, style)) in lines.enumerated() {
            Panel.centre(text, row: top + index, in: layout.body, style: style, into: &grid)
        }
    }

    // MARK: Too small

    static func tooSmallMessage(for size: Size) -> String {
        TooSmallNotice.message(minimum: StudyLayout.minimumSize, size: size)
    }

    static func drawTooSmall(size: Size, into grid: inout Grid) {
        TooSmallNotice.draw(tooSmallMessage(for: size), size: size, into: &grid)
    }
}
