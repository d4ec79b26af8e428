import FlashzillaCore

extension BrowseScreen {
    static let emptyDeckMessage = "This deck has no cards yet — press q, then c on the chooser to add some."

    /// The screen at `size` as it looks at `now` (the flip included).
    func view(size: Size, now: Moment) -> Grid {
        var grid = Grid(size: size)
        guard !size.isEmpty else { return grid }
        let layout = layout(for: size)
        guard !layout.isTooSmall else {
            StudyPanels.drawTooSmall(size: size, into: &grid)
            return grid
        }
        drawHeader(layout.header, into: &grid)
        KeyFooter.draw(keymap: activeKeymap, help: .helpToggled, in: layout.footer, into: &grid)
        drawStatus(in: layout.status, into: &grid)

        if let card = currentCard {
            drawCard(card, layout: layout, now: now, into: &grid)
            if let editor {
                BrowseEditPanel.draw(editor, layout: layout, into: &grid)
            }
        } else {
            drawEmptyDeck(layout: layout, into: &grid)
        }
        if isHelpVisible {
            KeyHelpOverlay.draw(keymap: activeKeymap, size: size, into: &grid)
        }
        return grid
    }

    /// Where the terminal cursor sits: in the focused field while editing,
    /// otherwise at the start of the card's text (screen readers and
    /// magnifiers follow it); nil when nothing is there to point at.
    func cursor(size: Size, now: Moment) -> Point? {
        guard !isHelpVisible, let card = currentCard else { return nil }
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return nil }
        if let editor {
            return switch editor.focus {
            case .prompt: editor.prompt.cursorPosition(in: layout.promptField)
            case .answer: editor.answer.cursorPosition(in: layout.answerField)
            }
        }
        return BrowseCardView.face(of: card, revealed: isRevealed, resting: layout.card).lines.first?.origin
    }

    /// How long the run loop may wait before the screen looks different by
    /// itself: a frame while the card turns over, nil otherwise (nothing
    /// else here moves or counts down).
    func nextWakeUp(now: Moment) -> Duration? {
        guard let flip, !flip.isFinished(at: now) else { return nil }
        return Motion.nextFrame(now: now, end: flip.end)
    }

    // MARK: - Parts

    /// Deck name in the deck's colour on the left, "3 / 20" on the right;
    /// the name gives way (cut with "…"), never the position.
    private func drawHeader(_ row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let position = positionText
        let positionWidth = DisplayWidth.of(position)
        grid.put(position, at: Point(x: area.maxX - positionWidth, y: area.minY), style: Style(.title, flags: .bold), clip: area)
        let nameWidth = area.width - positionWidth - (position.isEmpty ? 0 : 2)
        let name = TextLayout.truncate(deck.name, width: nameWidth)
        grid.put(name, at: area.origin, style: Style(.deckColor(deck.color), flags: .bold), clip: area)
    }

    private func drawStatus(in row: Rect, into grid: inout Grid) {
        guard let status, !row.isEmpty else { return }
        let style: Style = switch status {
        case .info: .normal
        case .error: Style(.error)
        }
        grid.put(StatusLine.fit(status.text, width: row.width), at: row.origin, style: style, clip: row)
    }

    /// The card at rest, or narrowed to the side it shows mid-flip.
    private func drawCard(_ card: Card, layout: BrowseLayout, now: Moment, into grid: inout Grid) {
        let rest = layout.card
        var revealed = isRevealed
        var frame = rest
        if let flip, !flip.isFinished(at: now) {
            let (fraction, side) = flip.frame(at: now)
            revealed = side
            let width = max(1, Int((Double(rest.width) * fraction).rounded()))
            frame = Rect(x: rest.minX + (rest.width - width) / 2, y: rest.minY, width: width, height: rest.height)
        }
        BrowseCardView.draw(card, revealed: revealed, rest: rest, frame: frame, clip: layout.body, into: &grid)
    }

    private func drawEmptyDeck(layout: BrowseLayout, into grid: inout Grid) {
        let body = layout.body
        let lines = TextLayout.wrap(Self.emptyDeckMessage, width: body.width - 4, maxLines: body.height)
        let top = body.minY + max(0, (body.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            Panel.centre(line, row: top + offset, in: body, style: Style(.title, flags: .bold), into: &grid)
        }
    }
}
