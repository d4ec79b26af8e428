import FlashzillaCore

/// The text on a card, laid out: the prompt centred; once revealed, the
/// prompt above a separator and the answer below it. Positions are absolute,
/// for a card resting at `card`; drawing clips them to wherever the card's
/// frame really is (sliding, or narrowed by a flip).
struct CardFace: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case prompt, separator, answer }

    struct Line: Equatable, Sendable {
        var kind: Kind
        var text: String
        var origin: Point
    }

    var lines: [Line]

    /// Where text goes inside a card: one column of border and one of padding
    /// on each side, the border rows above and below.
    static func textArea(of card: Rect) -> Rect {
        card.inset(dx: 2, dy: 1)
    }

    init(prompt: String, answer: String, revealed: Bool, card: Rect) {
        let area = Self.textArea(of: card)
        guard !area.isEmpty else {
            lines = []
            return
        }
        var rows: [(Kind, String)]
        if revealed, area.height >= 3 {
            let available = area.height - 1
            let wanted = (
                prompt: TextLayout.wrap(prompt, width: area.width).count,
                answer: TextLayout.wrap(answer, width: area.width).count
            )
            let (promptRows, answerRows) = Self.share(available, prompt: wanted.prompt, answer: wanted.answer)
            rows = TextLayout.wrap(prompt, width: area.width, maxLines: promptRows).map { (.prompt, $0) }
            rows.append((.separator, String(repeating: "─", count: area.width)))
            rows += TextLayout.wrap(answer, width: area.width, maxLines: answerRows).map { (.answer, $0) }
        } else if revealed {
            // No room for both sides: the answer is what was asked for.
            rows = TextLayout.wrap(answer, width: area.width, maxLines: area.height).map { (.answer, $0) }
        } else {
            rows = TextLayout.wrap(prompt, width: area.width, maxLines: area.height).map { (.prompt, $0) }
        }
        let top = area.minY + (area.height - rows.count) / 2
        lines = rows.enumerated().map { index, row in
            let x = area.minX + TextLayout.centerOffset(DisplayWidth.of(row.1), in: area.width)
            return Line(kind: row.0, text: row.1, origin: Point(x: x, y: top + index))
        }
    }

    /// Rows for prompt and answer when they share `available` rows: each
    /// gets what it needs if both fit; otherwise the shorter keeps its own
    /// and the longer takes the rest (cut with "…"); if both are long, half
    /// each (the answer gets the odd row: it is what the learner flipped for).
    static func share(_ available: Int, prompt: Int, answer: Int) -> (prompt: Int, answer: Int) {
        let prompt = max(1, prompt), answer = max(1, answer)
        if prompt + answer <= available { return (prompt, answer) }
        let half = max(1, available / 2)
        if prompt <= half { return (prompt, available - prompt) }
        if answer <= available - half { return (available - answer, answer) }
        return (half, available - half)
    }

    /// Where the terminal cursor sits: the start of the first prompt line.
    var promptOrigin: Point? {
        lines.first { $0.kind == .prompt }?.origin
    }
}
