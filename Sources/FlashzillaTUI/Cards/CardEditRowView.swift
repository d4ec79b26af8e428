import FlashzillaCore

/// One card in the list — badge, prompt in bold, answer dimmed — and the
/// line above the list. Card text is untrusted: it reaches the grid only
/// through `SafeText` and `TextLayout`.
enum CardEditRowView {
    /// The room for text in a row drawn in `rect` (after the badge).
    static func textRoom(in rect: Rect) -> Int { rect.maxX - (rect.minX + WordTypeBadge.maximumWidth + 1) }

    /// The prompt column's width for the rows on screen, so answers line up and neither
    /// column is cut while the other has room to spare: just the longest prompt when
    /// both columns fit whole; otherwise the prompts get what the longest answer leaves,
    /// but never less than two fifths of the row (nor more than they need).
    static func promptWidth(room: Int, cards: some Sequence<Card>) -> Int {
        guard room > 0 else { return 0 }
        var longestPrompt = 0, longestAnswer = 0
        for card in cards {
            longestPrompt = max(longestPrompt, DisplayWidth.of(oneLine(card.prompt, width: room)))
            longestAnswer = max(longestAnswer, DisplayWidth.of(oneLine(card.answer, width: room)))
        }
        let gap = 2, usual = max(min(room, 8), (room - gap) * 2 / 5)
        if longestPrompt + gap + longestAnswer <= room { return max(1, longestPrompt) }
        let leftByAnswers = room - gap - longestAnswer
        return max(min(usual, longestPrompt), min(longestPrompt, leftByAnswers))
    }

    /// Draws `card` in `rect` (the part of the row after the list's gutter), its prompt
    /// in a column `promptWidth` wide (`promptWidth(room:cards:)` of the rows shown).
    /// `mark`: the card's suspended/buried/flag/leech letters (`CardMarksLabel.short`), at
    /// the row's right end; the text gives way to it.
    static func draw(_ card: Card, in rect: Rect, promptWidth: Int, mark: String = "", into grid: inout Grid) {
        var rect = rect
        if !mark.isEmpty, rect.width > DisplayWidth.of(mark) + WordTypeBadge.maximumWidth + 4 {
            let markWidth = DisplayWidth.of(mark)
            grid.put(mark, at: Point(x: rect.maxX - markWidth - 1, y: rect.minY), style: Style(.warning, flags: .bold), clip: rect)
            rect = Rect(x: rect.minX, y: rect.minY, width: rect.width - markWidth - 2, height: rect.height)
        }
        WordTypeBadge(card.wordType).render(at: rect.origin, into: &grid, clip: rect)
        let textX = rect.minX + WordTypeBadge.maximumWidth + 1
        let room = rect.maxX - textX
        guard room > 0 else { return }
        let promptWidth = min(room, promptWidth)
        let shownPrompt = TextLayout.truncate(oneLine(card.prompt, width: promptWidth), width: promptWidth)
        grid.put(shownPrompt, at: Point(x: textX, y: rect.minY), style: Style(.prompt), clip: rect)
        let answerX = textX + promptWidth + 2
        let answerWidth = rect.maxX - answerX
        guard answerWidth > 0 else { return }
        let shownAnswer = TextLayout.truncate(oneLine(card.answer, width: answerWidth), width: answerWidth)
        let afterAnswer = grid.put(shownAnswer, at: Point(x: answerX, y: rect.minY), style: Style(.dim), clip: rect)
        // Tags follow the answer where the row has room (a tag is anyone's text too).
        let tagsX = afterAnswer + 2, tagsWidth = rect.maxX - tagsX
        guard !card.tags.isEmpty, tagsWidth > 1 else { return }
        let tags = TextLayout.truncate(SafeText.sanitize(tagText(card.tags)), width: tagsWidth)
        grid.put(tags, at: Point(x: tagsX, y: rect.minY), style: Style(.help), clip: rect)
    }

    /// `#verbs #irregular`: tags as the list shows them and the filter matches them.
    static func tagText(_ tags: [String]) -> String {
        tags.map { "#" + $0 }.joined(separator: " ")
    }

    /// The start of `text` on one line (line breaks shown as " · "), safe
    /// to draw and cheap for huge texts: only the first `width + 1`
    /// graphemes are read, and a cut is marked by a trailing "…" so that
    /// truncating to `width` still shows that more follows.
    static func oneLine(_ text: String, width: Int) -> String {
        let head = text.prefix(max(0, width) + 1)
        let safe = SafeText.sanitize(String(head), keepNewlines: true)
        var line = safe.contains("\n") ? safe.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " · ") : safe
        if head.endIndex != text.endIndex { line += TextLayout.ellipsis }
        return line
    }

    // MARK: Above the list

    /// "Cards" (or the "/ query" being typed) on the left, the count on the right.
    static func drawHeader(_ screen: CardEditScreen, layout: CardEditLayout, into grid: inout Grid) {
        let row = layout.listHeader
        let total = screen.deck.cards.count
        let count = screen.filter.isActive
            ? "\(screen.rowCount) of \(total) cards"
            : "\(total) card\(total == 1 ? "" : "s")"
        let countX = row.maxX - DisplayWidth.of(count)
        grid.put(count, at: Point(x: countX, y: row.minY), style: Style(.dim), clip: row)

        let left = Rect(x: row.minX, y: row.minY, width: max(0, min(layout.filterField.maxX, countX - 1) - row.minX), height: 1)
        if screen.focus == .filter || !screen.filter.query.isEmpty {
            grid.put("/", at: left.origin, style: Style(.helpKey), clip: left)
            let field = layout.filterField.intersection(left)
            screen.filter.query.render(in: field, into: &grid, focused: screen.focus == .filter,
                                       style: screen.focus == .filter ? CardEditFormView.fieldStyle : .normal)
        } else {
            let style = screen.focus == .list ? CardEditFormView.focusedLabel : Style(.normal, flags: .bold)
            grid.put("Cards", at: left.origin, style: style, clip: left)
        }
    }

    /// What the list says when it has no rows.
    static func emptyMessage(_ screen: CardEditScreen) -> String {
        screen.deck.cards.isEmpty
            ? "No cards yet. Type a prompt and an answer above, then press Enter."
            : "No card matches “\(screen.filterQuery)”. Esc clears the filter."
    }
}
