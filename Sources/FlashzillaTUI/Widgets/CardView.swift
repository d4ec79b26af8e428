import FlashzillaCore

/// How a card looks: the styles of its parts and an optional stamp on its
/// top edge. A departing or leaning card is tinted *and* stamped with words,
/// so the verdict never depends on colour alone.
struct CardLook: Equatable, Sendable {
    var frame: Style
    var prompt: Style
    var answer: Style
    var separator: Style
    var stamp: String?

    static let resting = CardLook(
        frame: Style(.cardEdge),
        prompt: Style(.prompt, flags: .bold),
        answer: Style(.answer),
        separator: Style(.dim),
        stamp: nil
    )

    static func judged(_ outcome: Outcome) -> CardLook {
        judged(outcome, stamp: stamp(for: outcome))
    }

    /// Tinted for `outcome`, stamped with `stamp` (Review names the rating: "✗ Again").
    static func judged(_ outcome: Outcome, stamp: String) -> CardLook {
        let role: StyleRole = outcome == .correct ? .correct : .wrong
        return CardLook(
            frame: Style(role),
            prompt: Style(role, flags: .bold),
            answer: Style(role),
            separator: Style(role),
            stamp: stamp
        )
    }

    static func stamp(for outcome: Outcome) -> String {
        outcome == .correct ? "✓ Correct" : "✗ Wrong"
    }

    func style(for kind: CardFace.Kind) -> Style {
        switch kind {
        case .prompt: prompt
        case .separator: separator
        case .answer: answer
        }
    }
}

/// Draws cards into a grid. Every card is opaque (filled first), so cards
/// drawn later cover the ones behind them.
enum CardView {
    /// A card's face. `frame` is where its outline really is (moved by a
    /// swipe or drag, narrowed by a flip); the text is laid out for the card
    /// at `frame`'s full width and clipped to the frame's inside, so a
    /// narrowing card crops its text instead of re-wrapping it.
    static func drawFace(
        _ face: CardFace, frame: Rect, look: CardLook, clip: Rect, into grid: inout Grid
    ) {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        grid.fill(visible)
        guard frame.width >= 2 else {
            // Edge-on, mid-flip: the card is a single line.
            for y in visible.minY..<visible.maxY {
                grid.put(String(Grid.BoxGlyph.vertical), at: Point(x: frame.minX, y: y), style: look.frame, clip: clip)
            }
            return
        }
        grid.drawBox(frame, style: look.frame, clip: clip)
        let textClip = frame.inset(by: 1).intersection(clip)
        for line in face.lines {
            grid.put(line.text, at: line.origin, style: look.style(for: line.kind), clip: textClip)
            for part in line.marked {
                grid.put(part.text, at: Point(x: line.origin.x + part.column, y: line.origin.y),
                         style: look.style(for: line.kind).adding([.reverse, .bold]), clip: textClip)
            }
        }
        if let stamp = look.stamp {
            drawStamp(stamp, on: frame, style: look.frame.adding(.bold), clip: clip, into: &grid)
        }
        if let hint = scrollHint(face) { drawBottomHint(hint, on: frame, clip: clip, into: &grid) }
    }

    /// Said on the card's bottom edge while a long answer has rows out of sight.
    static func scrollHint(_ face: CardFace) -> String? {
        switch (face.answerHiddenAbove > 0, face.answerHiddenBelow > 0) {
        case (true, true): "↑↓ more"
        case (false, true): "↓ more"
        case (true, false): "↑ more"
        case (false, false): nil
        }
    }

    private static func drawBottomHint(_ hint: String, on frame: Rect, clip: Rect, into grid: inout Grid) {
        let edge = Rect(x: frame.minX + 1, y: frame.maxY - 1, width: frame.width - 2, height: 1).intersection(clip).intersection(grid.bounds)
        let text = " \(hint) "
        guard edge.width >= DisplayWidth.of(text) + 2 else { return }
        grid.put(text, at: Point(x: edge.maxX - 1 - DisplayWidth.of(text), y: edge.minY), style: Style(.help), clip: edge)
    }

    /// The verdict on the top edge, centred in the part of the edge that is
    /// on screen, so it stays readable while the card slides away.
    static func drawStamp(_ stamp: String, on frame: Rect, style: Style, clip: Rect, into grid: inout Grid) {
        let edge = Rect(x: frame.minX + 1, y: frame.minY, width: frame.width - 2, height: 1)
            .intersection(clip).intersection(grid.bounds)
        guard edge.width >= 3 else { return }
        let text = TextLayout.truncate(" \(stamp) ", width: edge.width)
        let x = edge.minX + TextLayout.centerOffset(DisplayWidth.of(text), in: edge.width)
        grid.put(text, at: Point(x: x, y: edge.minY), style: style, clip: edge)
    }

    /// A card behind the top one: an empty outline, so only its edge peeks out.
    static func drawBehind(_ frame: Rect, clip: Rect, into grid: inout Grid) {
        grid.fill(frame.intersection(clip))
        grid.drawBox(frame, style: Style(.cardBehind), clip: clip)
    }
}
