import FlashzillaCore

extension CardEditScreen {
    /// The screen at `size`. Draws only the list rows on screen, so a deck
    /// of 100,000 cards draws as fast as one of ten.
    func view(size: Size) -> Grid {
        var grid = Grid(size: size)
        guard !size.isEmpty else { return grid }
        let layout = layout(for: size)
        guard !layout.isTooSmall else {
            Self.drawTooSmall(size: size, into: &grid)
            return grid
        }
        drawHeader(in: layout.header, into: &grid)
        CardEditFormView.draw(self, layout: layout, into: &grid)
        CardEditRowView.drawHeader(self, layout: layout, into: &grid)
        drawList(layout: layout, into: &grid)
        drawStatus(in: layout.status, into: &grid)
        CardEditFooter.draw(keymap: Self.keymap(for: focus), in: layout.footer, into: &grid)
        if isHelpVisible {
            CardEditHelpOverlay.draw(focus: focus, size: size, into: &grid)
        }
        return grid
    }

    /// Where the terminal cursor goes (screen readers and magnifiers follow
    /// it): in the focused field, at the start of the focused picker or
    /// button, or on the selected card. Nil under the help overlay.
    func cursor(size: Size) -> Point? {
        let layout = layout(for: size)
        guard !isHelpVisible, !size.isEmpty, !layout.isTooSmall else { return nil }
        switch focus {
        case .prompt:
            return prompt.cursorPosition(in: layout.prompt)
        case .answer:
            return answer.cursorPosition(in: layout.answer)
        case .tags:
            return tags.cursorPosition(in: layout.tags)
        case .filter:
            return filter.query.cursorPosition(in: layout.filterField)
        case .wordType:
            return layout.wordType.origin.offset(dx: 2)
        case .kind:
            return layout.kind.origin.offset(dx: 2)
        case .submit, .cancel:
            return layout.buttons.first { $0.focus == focus }?.rect.origin
        case .list:
            let rows = ListViewState.visibleRows(height: layout.list.height)
            guard rowCount > 0 else { return layout.listHeader.origin }
            let shown = list.clamped(itemCount: rowCount, visibleRows: rows)
            return Point(x: layout.list.minX + ListView.gutterWidth, y: layout.list.minY + shown.selection - shown.scrollOffset)
        }
    }

    // MARK: Parts

    private func drawHeader(in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        let name = TextLayout.truncate(deck.name, width: max(0, area.width - 8))
        let x = grid.put(name, at: area.origin, style: Style(.title, flags: .bold), clip: area)
        grid.put(" — cards", at: Point(x: x, y: area.minY), style: Style(.dim), clip: area)
    }

    private func drawList(layout: CardEditLayout, into grid: inout Grid) {
        let area = layout.list
        guard rowCount > 0 else {
            grid.fill(area)
            let lines = TextLayout.wrap(CardEditRowView.emptyMessage(self), width: max(1, area.width - 4), maxLines: max(1, area.height))
            let top = area.minY + max(0, (area.height - lines.count) / 2)
            for (i, line) in lines.enumerated() {
                let x = area.minX + TextLayout.centerOffset(DisplayWidth.of(line), in: area.width)
                grid.put(line, at: Point(x: x, y: top + i), style: Style(.dim), clip: area)
            }
            return
        }
        // The columns suit the rows on screen (worked out once, from the first row's room).
        let shown = list.visibleRange(itemCount: rowCount, visibleRows: ListViewState.visibleRows(height: area.height))
        var promptWidth: Int?
        list.render(in: area, into: &grid, itemCount: rowCount, focused: focus == .list || focus == .filter) { row, rect, _, grid in
            let width = promptWidth ?? CardEditRowView.promptWidth(room: CardEditRowView.textRoom(in: rect),
                                                                     cards: shown.lazy.map { deck.cards[cardIndex(ofRow: $0)] })
            promptWidth = width
            let card = deck.cards[cardIndex(ofRow: row)]
            CardEditRowView.draw(card, in: rect, promptWidth: width, mark: markText(of: card), into: &grid)
        }
    }

    private func drawStatus(in row: Rect, into grid: inout Grid) {
        let text: String
        let style: Style
        switch status {
        case .error(let message)?:
            (text, style) = (message, Style(.error))
        case .info(let message)?:
            (text, style) = (message, .normal)
        case nil:
            guard let pending = pendingDefinition else { return }
            (text, style) = ("Looking up \(Self.quoted(pending.word))…", Style(.dim))
        }
        grid.put(StatusLine.fit(text, width: row.width), at: row.origin, style: style, clip: row)
    }

    static func tooSmallMessage(for size: Size) -> String {
        TooSmallNotice.message(minimum: CardEditLayout.minimumSize, size: size)
    }

    private static func drawTooSmall(size: Size, into grid: inout Grid) {
        TooSmallNotice.draw(tooSmallMessage(for: size), size: size, into: &grid)
    }
}
