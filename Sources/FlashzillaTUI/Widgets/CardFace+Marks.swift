import FlashzillaCore

/// A cloze card's asked deletion, marked on its face: the `[…]` of the question and the
/// hidden words of the answer are drawn in reverse video (not by colour alone; a screen
/// reader says "hidden: …" instead).
extension CardFace {
    /// A stretch of a line drawn marked: its column from the line's start, and its text.
    struct MarkedPart: Equatable, Sendable {
        var column: Int
        var text: String
    }

    /// `card`'s face as it is asked: a cloze card's marks laid over the wrapped text.
    /// `answerRuns` stand for the answer side when given (a typed answer's comparison).
    init(showing card: Card, revealed: Bool, card rect: Rect, answerScroll: Int = 0, answerRuns: [ClozeRun]? = nil) {
        let answerText = answerRuns.map { $0.map(\.text).joined() } ?? card.answer
        self.init(prompt: card.prompt, answer: answerText, revealed: revealed, card: rect, answerScroll: answerScroll)
        let question = card.clozeQuestion ?? [ClozeRun(card.prompt)]
        guard let answer = answerRuns ?? card.clozeAnswer else { return }
        for kind in [Kind.prompt, .answer] {
            let indexes = lines.indices.filter { lines[$0].kind == kind }
            // A scrolled answer's first rows are out of sight: the marks start past them.
            let hidden = kind == .answer ? answerHiddenAbove : 0
            let wrapped = kind == .answer ? TextLayout.wrap(answerText, width: Self.textArea(of: rect).width) : []
            let shownLines = indexes.map { lines[$0].text }
            let parts = Self.markedParts(of: kind == .answer ? Array(wrapped.prefix(hidden)) + shownLines : shownLines,
                                         runs: kind == .prompt ? question : answer)
            for (index, marks) in zip(indexes, parts.dropFirst(hidden)) { lines[index].marked = marks }
        }
    }

    /// Which parts of each wrapped line come from marked runs: the lines' characters are
    /// found in order in the runs' (wrapping only drops and merges spaces, and may end a
    /// line in "…", which is found nowhere and stays unmarked).
    static func markedParts(of lines: [String], runs: [ClozeRun]) -> [[MarkedPart]] {
        let source: [(Character, Bool)] = runs.flatMap { run in
            SafeText.sanitize(run.text, keepNewlines: true).map { ($0, run.isMarked) }
        }
        var next = 0
        return lines.map { line in
            var parts: [MarkedPart] = [], column = 0, open = false
            for character in line {
                var marked = false
                if let found = source[next...].firstIndex(where: { $0.0 == character }) {
                    marked = source[found].1
                    next = found + 1
                }
                if marked, open {
                    parts[parts.count - 1].text.append(character)
                } else if marked {
                    parts.append(MarkedPart(column: column, text: String(character)))
                }
                open = marked
                column += DisplayWidth.of(character)
            }
            return parts
        }
    }
}
