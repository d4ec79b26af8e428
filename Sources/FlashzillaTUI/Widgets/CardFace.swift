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
        /// Stretches drawn marked (a cloze card's asked deletion, `CardFace+Marks`).
        var marked: [MarkedPart] = []
    }

    var lines: [Line]
    /// Answer rows hidden above and below the ones shown: a long answer scrolls
    /// (`answerScroll`) rather than being cut for good.
    var answerHiddenAbove = 0
    var answerHiddenBelow = 0

    /// Where text goes inside a card: one column of border and one of padding
    /// on each side, the border rows above and below.
    static func textArea(of card: Rect) -> Rect {
        card.inset(dx: 2, dy: 1)
    }

    /// `answerScroll`: answer rows scrolled past (clamped to what there is).
    init(prompt: String, answer: String, revealed: Bool, card: Rect, answerScroll: Int = 0) {
        let area = Self.textArea(of: card)
        lines = []
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
            rows += scrolledAnswer(answer, width: area.width, rows: answerRows, scroll: answerScroll).map { (.answer, $0) }
        } else if revealed {
            // No room for both sides: the answer is what was asked for.
            rows = scrolledAnswer(answer, width: area.width, rows: area.height, scroll: answerScroll).map { (.answer, $0) }
        } else {
            rows = TextLayout.wrap(prompt, width: area.width, maxLines: area.height).map { (.prompt, $0) }
        }
        let top = area.minY + (area.height - rows.count) / 2
        lines = rows.enumerated().map { index, row in
            let x = area.minX + TextLayout.centerOffset(DisplayWidth.of(row.1), in: area.width)
            return Line(kind: row.0, text: row.1, origin: Point(x: x, y: top + index))
        }
    }

    /// `rows` rows of the wrapped answer from row `scroll` on (clamped), noting what is
    /// hidden either side; the last row shown ends in "…" while more follows.
    private mutating func scrolledAnswer(_ answer: String, width: Int, rows: Int, scroll: Int) -> [String] {
        let all = TextLayout.wrap(answer, width: width)
        guard all.count > rows else { return all }
        let first = min(max(0, scroll), all.count - rows)
        answerHiddenAbove = first
        answerHiddenBelow = all.count - rows - first
        var shown = Array(all[first..<(first + rows)])
        if answerHiddenBelow > 0, let last = shown.last {
            shown[shown.count - 1] = TextLayout.truncate(last + TextLayout.ellipsis, width: width)
        }
        return shown
    }

    /// How far the answer can scroll: its rows beyond those shown.
    var maximumAnswerScroll: Int { answerHiddenAbove + answerHiddenBelow }

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
