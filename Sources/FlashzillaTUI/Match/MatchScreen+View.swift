import FlashzillaCore

extension MatchScreen {
    /// The screen at `size` as it looks at `now` (animations included).
    func view(size: Size, now: Moment) -> Grid {
        var grid = Grid(size: size)
        guard !size.isEmpty else { return grid }
        let layout = layout(for: size)
        guard let cards = layout.grid else {
            MatchPanels.drawTooSmall(cards: game.cards.count, size: size, into: &grid)
            return grid
        }
        MatchHeaderView.draw(game, deck: deck, now: now, in: layout.header, into: &grid)
        MatchStatusLine.draw(game, in: layout.status, into: &grid)
        KeyFooter.draw(keymap: Self.keymap, help: .helpToggled, in: layout.footer, into: &grid)

        if game.isEmpty {
            MatchPanels.drawEmptyDeck(layout: layout, into: &grid)
        } else {
            drawTable(cards, layout: layout, now: now, into: &grid)
            if let result = game.result {
                MatchPanels.drawResult(result, record: deck.matchRecord, change: recordChange, layout: layout, into: &grid)
            }
        }
        if isHelpVisible {
            KeyHelpOverlay.draw(keymap: Self.keymap, size: size, into: &grid)
        }
        return grid
    }

    /// Where the terminal cursor should sit: on the focused card (at its text when
    /// face up), so screen readers and magnifiers follow the focus ring. Nil when no
    /// card is in play.
    func cursor(size: Size, now: Moment) -> Point? {
        guard !isHelpVisible, !game.isFinished, game.cards.indices.contains(focus),
              let frame = layout(for: size).grid?.frame(of: focus) else { return nil }
        let card = game.cards[focus]
        if card.isFaceUp, let origin = MatchCardFace(text: card.text, card: frame).textOrigin { return origin }
        return Point(x: frame.minX + 1, y: frame.minY + 1)
    }

    // MARK: Table

    /// Landed cards, then the pile, then the cards in flight over them.
    private func drawTable(_ cards: MatchGrid, layout: MatchLayout, now: Moment, into grid: inout Grid) {
        let activeDeal = deal.flatMap { $0.isFinished(at: now) ? nil : $0 }
        var flying: [Int] = []
        var onPile = 0
        for place in game.cards.indices {
            switch activeDeal?.progress(of: place, at: now) {
            case .none where activeDeal != nil: onPile += 1
            case .some(let p) where p < 1: flying.append(place)
            default: drawCard(place, frame: cards.frame(of: place), layout: layout, now: now, into: &grid)
            }
        }
        if onPile > 0 {
            MatchCardView.draw(game.cards[0], look: .faceDown(deck.color), frame: layout.pile, rest: layout.pile,
                               isFocused: false, clip: layout.body, into: &grid)
        }
        for place in flying {
            let frame = activeDeal!.frame(of: place, place: cards.frame(of: place), pile: layout.pile, at: now)
            drawCard(place, frame: frame, layout: layout, now: now, into: &grid)
        }
    }

    /// One card at `rest`, narrowed while it flips.
    private func drawCard(_ place: Int, frame rest: Rect, layout: MatchLayout, now: Moment, into grid: inout Grid) {
        let card = game.cards[place]
        var showsFace = card.isFaceUp
        var frame = rest
        if let flip = flips[place], !flip.isFinished(at: now) {
            let (fraction, side) = flip.frame(at: now)
            showsFace = side
            let width = max(1, Int((Double(rest.width) * fraction).rounded()))
            frame = Rect(x: rest.minX + (rest.width - width) / 2, y: rest.minY, width: width, height: rest.height)
        }
        let look: MatchCardLook
        if !showsFace {
            look = .faceDown(deck.color)
        } else if card.isMatched {
            look = fades[place].map { $0.isBright(at: now) } == true ? .justMatched : .matched
        } else {
            look = .faceUp(card.side)
        }
        let focused = place == focus && !game.isFinished
        MatchCardView.draw(card, look: look, frame: frame, rest: rest, isFocused: focused, clip: layout.body, into: &grid)
    }
}
