import FlashzillaCore

/// How a card on the Match table looks. A matched card is labelled in words, so
/// being matched never depends on colour or dimness alone.
enum MatchCardLook: Equatable, Sendable {
    case faceDown(DeckColor)
    case faceUp(MatchCard.Side)
    /// Just matched: highlighted for the first half of its fade.
    case justMatched
    /// Matched and faded: still showing its text, dimmed, inactive.
    case matched

    var border: Style {
        switch self {
        case .faceDown(let color): Style(.deckColor(color))
        case .faceUp: Style(.cardEdge)
        case .justMatched: Style(.correct, flags: .bold)
        case .matched: Style(.cardBehind)
        }
    }

    var text: Style {
        switch self {
        case .faceDown(let color): Style(.deckColor(color))
        case .faceUp(.prompt): Style(.prompt, flags: .bold)
        case .faceUp(.answer): Style(.answer)
        case .justMatched: Style(.correct)
        case .matched: Style(.dim)
        }
    }

    var isMatched: Bool { self == .justMatched || self == .matched }
}

/// Draws Match cards into a grid. Every card is opaque (filled first), so a card
/// drawn later covers the ones under it (a card flying over the table).
enum MatchCardView {
    /// The back of a card: a pattern in the deck's colour that reads as "face down"
    /// on a monochrome terminal too.
    static let backPattern: Character = "░"
    static let matchedLabels = [" ✓ matched ", "✓ matched", "matched", "✓"]

    /// A card whose outline is at `frame` (narrowed by a flip); face-up text is laid
    /// out for `rest`, the card at full width, and cropped to the frame.
    static func draw(
        _ card: MatchCard, look: MatchCardLook, frame: Rect, rest: Rect, isFocused: Bool, clip: Rect, into grid: inout Grid
    ) {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        grid.fill(visible)
        guard frame.width >= 2 else {
            // Edge-on, mid-flip: the card is a single line.
            for y in visible.minY..<visible.maxY {
                grid.put(String(Grid.BoxGlyph.vertical), at: Point(x: frame.minX, y: y), style: look.border, clip: clip)
            }
            return
        }
        let inside = frame.inset(by: 1).intersection(clip)
        if case .faceDown = look {
            grid.fill(inside, style: look.text, with: backPattern)
        } else {
            for line in MatchCardFace(text: card.text, card: rest).lines {
                grid.put(line.text, at: line.origin, style: look.text, clip: inside)
            }
        }
        if isFocused {
            drawRing(frame, clip: clip, into: &grid)
        } else {
            grid.drawBox(frame, style: look.border, clip: clip)
        }
        if look.isMatched {
            drawLabel(on: frame, style: Style(.correct, flags: look == .justMatched ? .bold : []), clip: clip, into: &grid)
        }
    }

    /// The focus ring: the card's outline in double lines and the selection style,
    /// so it shows without colour.
    static func drawRing(_ frame: Rect, clip: Rect, into grid: inout Grid) {
        let style = Style(.selected, flags: .bold)
        let (left, right, top, bottom) = (frame.minX, frame.maxX - 1, frame.minY, frame.maxY - 1)
        func put(_ glyph: String, _ x: Int, _ y: Int) { grid.put(glyph, at: Point(x: x, y: y), style: style, clip: clip) }
        for x in max(left + 1, clip.minX)..<max(left + 1, min(right, clip.maxX)) {
            put("═", x, top)
            put("═", x, bottom)
        }
        for y in max(top + 1, clip.minY)..<max(top + 1, min(bottom, clip.maxY)) {
            put("║", left, y)
            put("║", right, y)
        }
        put("╔", left, top)
        put("╗", right, top)
        put("╚", left, bottom)
        put("╝", right, bottom)
    }

    /// "✓ matched" on the top edge, the longest form that fits.
    static func drawLabel(on frame: Rect, style: Style, clip: Rect, into grid: inout Grid) {
        let edge = Rect(x: frame.minX + 1, y: frame.minY, width: frame.width - 2, height: 1).intersection(clip)
        guard let label = matchedLabels.first(where: { DisplayWidth.of($0) <= edge.width }) else { return }
        let x = edge.minX + TextLayout.centerOffset(DisplayWidth.of(label), in: edge.width)
        grid.put(label, at: Point(x: x, y: edge.minY), style: style, clip: edge)
    }
}
