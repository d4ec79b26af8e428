import FlashzillaCore

/// One card of browse mode, drawn like the study screen's top card (the same
/// outline, text styles and flip), plus its word-type badge in the top-left
/// corner inside and its side named on the top edge.
///
/// ```
/// ╭───────────── Front ─────────────╮     ╭────────────── Back ─────────────╮
/// │  N                              │     │  N                              │
/// │              apple              │     │   a round fruit with red or     │
/// │                                 │     │        green skin               │
/// ╰─────────────────────────────────╯     ╰─────────────────────────────────╯
/// ```
enum BrowseCardView {
    static func sideName(revealed: Bool) -> String {
        revealed ? "Back" : "Front"
    }

    /// The text of one side, laid out for the card resting at `card`: the
    /// word on the front, the definition on the back, centred. The row under
    /// the top edge is kept for the badge (and the one above the bottom edge,
    /// so the text stays centred). A cloze card shows as it is asked: its
    /// `[…]` on the front and its hidden words on the back marked, as in Study.
    static func face(of card: Card, revealed: Bool, resting rect: Rect) -> CardFace {
        let textCard = rect.inset(top: 1, bottom: 1)
        var face = CardFace(prompt: revealed ? card.answer : card.prompt, answer: "", revealed: false, card: textCard)
        if let runs = revealed ? card.clozeAnswer : card.clozeQuestion {
            let parts = CardFace.markedParts(of: face.lines.map(\.text), runs: runs)
            for (index, marks) in zip(face.lines.indices, parts) { face.lines[index].marked = marks }
        }
        if revealed {
            face.lines = face.lines.map { line in
                var line = line
                line.kind = .answer
                return line
            }
        }
        return face
    }

    /// The top edge's name of the side: "Front", or with the card's kind ("Back · cloze c2").
    static func stamp(of card: Card, revealed: Bool) -> String {
        let side = sideName(revealed: revealed)
        return card.kindWords.map { "\(side) · \($0)" } ?? side
    }

    /// Where the badge goes on a card resting at `rect`.
    static func badgeOrigin(on rect: Rect) -> Point {
        Point(x: rect.minX + 2, y: rect.minY + 1)
    }

    /// Draws `card` resting at `rest`, showing side `revealed`, with its
    /// outline at `frame` (narrowed by a flip); clipped to `clip`.
    static func draw(_ card: Card, revealed: Bool, rest: Rect, frame: Rect, clip: Rect, into grid: inout Grid) {
        let face = face(of: card, revealed: revealed, resting: rest)
        CardView.drawFace(face, frame: frame, look: .resting, clip: clip, into: &grid)
        guard frame.width >= 2 else { return }  // edge-on mid-flip: just a line
        let inside = frame.inset(by: 1).intersection(clip)
        if !inside.isEmpty {
            WordTypeBadge(card.wordType).render(at: badgeOrigin(on: rest), into: &grid, clip: inside)
        }
        CardView.drawStamp(stamp(of: card, revealed: revealed), on: frame, style: Style(.cardEdge, flags: .bold), clip: clip, into: &grid)
    }
}
