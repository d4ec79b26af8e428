import FlashzillaCore

/// The top row: deck name in the deck's colour, the countdown capsule, then
/// right-aligned "✓ 3  ✗ 1  3 / 10". The name gives way (cut with "…")
/// when the row is short, never the numbers.
enum StudyHeaderView {
    /// The countdown turns to a warning for the last this-many seconds.
    static let warningSeconds = 10

    /// The capsule's text and style: " Time: 87 ", or " Time: 7 ! " in the
    /// warning style (the "!" says it without colour).
    /// With `inWords`, the warning says "almost up" instead of only "!".
    static func countdown(seconds: Int, inWords: Bool = false) -> (text: String, style: Style) {
        guard seconds <= warningSeconds else { return (" Time: \(seconds) ", Style(.capsule)) }
        return (inWords ? " Time: \(seconds) — almost up! " : " Time: \(seconds) ! ", Style(.warning, flags: .bold))
    }

    static func draw(_ session: StudySession, now: Moment, inWords: Bool = false, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let deckStyle = Style(.deckColor(session.deck.color), flags: .bold)
        // An empty deal has nothing to count or time.
        guard session.totalCards > 0 else {
            grid.put(TextLayout.truncate(session.deck.name, width: area.width), at: area.origin, style: deckStyle, clip: area)
            return
        }

        let parts: [(String, Style)] = [
            ("✓ \(session.correctCount)", Style(.correct)),
            ("  ", .normal),
            ("✗ \(session.wrongCount)", Style(.wrong)),
            ("  ", .normal),
            ("\(session.answeredCount) / \(session.totalCards)", .normal),
        ]
        let rightWidth = parts.reduce(0) { $0 + DisplayWidth.of($1.0) }
        var x = area.maxX - rightWidth
        for (text, style) in parts {
            x = grid.put(text, at: Point(x: x, y: area.minY), style: style, clip: area)
        }

        // The capsule's own padding spaces separate it from its neighbours.
        let capsule = session.displayedSeconds(at: now).map { seconds -> (text: String, style: Style) in
            // Over (the summary says how): no warning of what has already happened.
            session.phase.isFinished ? (" Time: \(seconds) ", Style(.capsule)) : countdown(seconds: seconds, inWords: inWords)
        }
        let capsuleWidth = capsule.map { DisplayWidth.of($0.text) + 1 } ?? 0
        let nameWidth = area.width - rightWidth - 1 - capsuleWidth
        let name = TextLayout.truncate(session.deck.name, width: nameWidth)
        var cursor = grid.put(name, at: area.origin, style: deckStyle, clip: area)
        if let capsule {
            cursor += name.isEmpty ? 0 : 1
            grid.put(capsule.text, at: Point(x: cursor, y: area.minY), style: capsule.style, clip: area)
        }
    }
}
